import type { ReactNode } from 'react';
import type { WrapperSettings } from './schemas';

const BACKGROUNDS: Record<WrapperSettings['backgroundColor'], { className: string; dark: boolean }> = {
  None: { className: '', dark: false },
  Sand: { className: 'bg-sand', dark: false },
  Ice: { className: 'bg-ice', dark: false },
  Fjord: { className: 'bg-fjord', dark: false },
  Ocean: { className: 'bg-ocean text-white', dark: true },
  Night: { className: 'bg-night text-white', dark: true },
  Copper: { className: 'bg-copper text-white', dark: true },
};
const GRAPHICS: Record<WrapperSettings['backgroundGraphic'], string> = {
  None: '',
  Waves: 'bg-graphic-waves',
  Ice: 'bg-graphic-ice',
  Contours: 'bg-graphic-contours',
};

/**
 * BLOCK-WRAPPER: every block sits in this wrapper. A coloured background gets padding on both ends so the
 * colour frames the content; spacing then adds the page rhythm around it.
 */
export function BlockWrapper({
  name,
  settings,
  anchor,
  fullBleed = false,
  renderWhenNear = false,
  children,
}: {
  name: string;
  settings: WrapperSettings;
  anchor?: string;
  fullBleed?: boolean;
  /** Leave layout and paint to when the block nears the viewport (every block but a page's first). */
  renderWhenNear?: boolean;
  children: ReactNode;
}) {
  const bg = BACKGROUNDS[settings.backgroundColor];
  const coloured = settings.backgroundColor !== 'None';
  const classes = [
    'relative',
    bg.className,
    GRAPHICS[settings.backgroundGraphic],
    settings.topSpacing ? 'mt-[var(--block-space)]' : '',
    settings.bottomSpacing ? 'mb-[var(--block-space)]' : '',
    coloured && !fullBleed ? 'py-[var(--block-space)]' : '',
    renderWhenNear ? 'render-when-near' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <section
      id={anchor}
      className={classes}
      data-block={name}
      data-bg={settings.backgroundColor}
      data-graphic={settings.backgroundGraphic}
      data-top-spacing={settings.topSpacing}
      data-bottom-spacing={settings.bottomSpacing}
      data-tone={bg.dark ? 'dark' : 'light'}
    >
      {children}
    </section>
  );
}

import type { BlockContext } from '../types';
import type { ColoredTextData } from './schema';
import { Container } from '../_shared/layout';

// Literal class names so Tailwind sees them; on dark wrappers the text stays white for contrast.
const COLORS: Record<ColoredTextData['color'], string> = {
  primary: 'text-primary',
  secondary: 'text-secondary',
  'rg-blue': 'text-rg-blue',
  blue: 'text-blue',
  copper: 'text-copper',
  yellow: 'text-[#8a6a12]',
  green: 'text-green',
  red: 'text-red',
  ocean: 'text-ocean',
};

/** A statement in the display face, in one of the brand colours. */
export function ColoredTextBlock({ data }: { data: ColoredTextData; context: BlockContext }) {
  const size = data.size === 'large' ? 'text-4xl font-semibold' : 'text-2xl font-medium sm:text-3xl';
  return (
    <Container width="wide">
      <p
        data-color={data.color}
        className={`font-display tracking-tight text-balance whitespace-pre-line ${size} ${COLORS[data.color]} [[data-tone=dark]_&]:text-white ${data.align === 'center' ? 'mx-auto max-w-4xl text-center' : 'max-w-4xl'}`}
      >
        {data.text}
      </p>
    </Container>
  );
}

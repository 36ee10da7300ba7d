import type { BlockContext } from '../types';
import type { UiTranslator } from '../_shared/translations';
import type { IframeData } from './schema';
import { ClickToLoad } from '@/components/ui/ClickToLoad';
import { allowedIframeUrl } from '../_shared/embeds';
import { Container } from '../_shared/layout';

/** An allow-listed, sandboxed third-party page; it loads after a click and with marketing consent only. */
export function IFrameBlock({ data, context }: { data: IframeData & { t: UiTranslator }; context: BlockContext }) {
  const url = allowedIframeUrl(data.url)!;
  const { t } = data;
  return (
    <Container>
      <figure>
        <div className="relative overflow-hidden rounded-[var(--radius-card)] border border-line bg-fjord shadow-[var(--shadow-card)]">
          <ClickToLoad
            variant="embed"
            embedUrl={url.toString()}
            externalUrl={url.toString()}
            host={url.hostname.replace(/^www\./, '')}
            title={data.title}
            height={data.height}
            sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
            allowFullscreen={data.allowFullscreen}
            labels={{
              play: t('loadEmbed'),
              consentNeeded: t('consentNeeded'),
              openExternally: t('openExternally'),
              externalContent: t('externalContent'),
            }}
          />
        </div>
        <figcaption className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-muted">
          <span>{data.title}</span>
          <a
            href={url.toString()}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-rg-blue underline-offset-2 hover:underline"
          >
            {t('openExternally')}
          </a>
        </figcaption>
      </figure>
    </Container>
  );
}

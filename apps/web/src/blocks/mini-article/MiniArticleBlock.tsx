import type { BlockContext } from '../types';
import type { UiTranslator } from '../_shared/translations';
import type { MiniArticleData } from './schema';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { CmsImage } from '@/components/ui/CmsImage';
import { Container } from '../_shared/layout';
import { RichText } from '../_shared/RichText';

/** A short article in a framed card: small image, heading, a few paragraphs and a link on. */
export function MiniArticleBlock({
  data,
  context,
}: {
  data: MiniArticleData & { t: UiTranslator };
  context: BlockContext;
}) {
  const { t } = data;
  return (
    <Container width="wide">
      <article className="grid overflow-hidden rounded-[var(--radius-card)] border border-line bg-white text-ink shadow-[var(--shadow-card)] sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        {data.image && (
          <div className="relative min-h-56 bg-fjord">
            <CmsImage
              media={data.image}
              sizes="(min-width: 640px) 40vw, 100vw"
              aspect={4 / 3}
              className="absolute inset-0 size-full object-cover"
            />
          </div>
        )}
        <div className={`p-7 sm:p-10 ${data.image ? '' : 'sm:col-span-2'}`}>
          <h2 className="font-display text-3xl font-semibold tracking-tight text-primary">{data.heading}</h2>
          <RichText content={data.text} market={context.market.code} className="prose-sm mt-4" />
          {data.link && (
            <div className="mt-6">
              <ButtonLink
                link={data.link}
                market={context.market.code}
                size="small"
                variant="outline"
                newTabLabel={t('opensInNewTab')}
              />
            </div>
          )}
        </div>
      </article>
    </Container>
  );
}

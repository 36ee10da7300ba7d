import type { BlockContext } from '../types';
import type { UiTranslator } from '../_shared/translations';
import type { OneStoryData } from './schema';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { CmsImage } from '@/components/ui/CmsImage';
import { Container } from '../_shared/layout';
import { RichText } from '../_shared/RichText';

/** One story: a large image beside its text, the image on the side the editor chose. */
export function OneStoryModuleBlock({
  data,
  context,
}: {
  data: OneStoryData & { t: UiTranslator };
  context: BlockContext;
}) {
  const { t } = data;
  const imageRight = data.imagePosition === 'right';
  return (
    <Container>
      <div className="grid items-center gap-10 md:grid-cols-2 lg:gap-16">
        <div
          className={`relative overflow-hidden rounded-[var(--radius-card)] bg-fjord shadow-[var(--shadow-card)] ${imageRight ? 'md:order-2' : ''}`}
          style={{ aspectRatio: 4 / 3 }}
        >
          <CmsImage
            media={data.image}
            sizes="(min-width: 768px) 50vw, 100vw"
            aspect={4 / 3}
            className="size-full object-cover"
          />
        </div>
        <div className={imageRight ? 'md:order-1' : ''}>
          {data.eyebrow && (
            <p className="mb-3 text-sm font-semibold uppercase tracking-[0.14em] text-copper [[data-tone=dark]_&]:text-copper-light">
              {data.eyebrow}
            </p>
          )}
          <h2 className="font-display text-4xl font-semibold tracking-tight text-balance">{data.heading}</h2>
          <RichText content={data.text} market={context.market.code} className="mt-6" />
          {data.cta && (
            <div className="mt-8">
              <ButtonLink
                link={data.cta}
                market={context.market.code}
                variant="outline"
                newTabLabel={t('opensInNewTab')}
              />
            </div>
          )}
        </div>
      </div>
    </Container>
  );
}

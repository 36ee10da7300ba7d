import type { BlockContext } from '../types';
import type { UiTranslator } from '../_shared/translations';
import type { ContentModuleData } from './schema';
import { CmsImage } from '@/components/ui/CmsImage';
import { SmartLink } from '@/components/ui/SmartLink';
import { ArrowIcon, BlockHeading, Container } from '../_shared/layout';
import { RichText } from '../_shared/RichText';

/** Two to four columns of text, each with an optional image and link. */
export function ContentModuleBlock({
  data,
  context,
}: {
  data: ContentModuleData & { t: UiTranslator };
  context: BlockContext;
}) {
  const n = data.columns.length;
  const grid = n >= 4 ? 'sm:grid-cols-2 lg:grid-cols-4' : n === 3 ? 'md:grid-cols-3' : n === 2 ? 'md:grid-cols-2' : '';
  const { t } = data;
  return (
    <Container>
      <BlockHeading heading={data.heading} intro={data.intro} />
      <div className={`grid gap-10 ${grid}`}>
        {data.columns.map((column, i) => (
          <div key={`${column.heading ?? ''}-${i}`} className="flex flex-col">
            {column.image && (
              <div
                className="mb-6 overflow-hidden rounded-[var(--radius-card)] bg-fjord"
                style={{ aspectRatio: 3 / 2 }}
              >
                <CmsImage
                  media={column.image}
                  sizes="(min-width: 768px) 33vw, 100vw"
                  aspect={3 / 2}
                  className="size-full object-cover"
                />
              </div>
            )}
            {!column.image && <span aria-hidden="true" className="mb-5 block h-1 w-12 rounded-full bg-copper" />}
            {column.heading && <h3 className="font-display text-2xl font-semibold leading-snug">{column.heading}</h3>}
            <RichText
              content={column.text}
              market={context.market.code}
              className="prose-sm mt-3 [[data-tone=light]_&]:text-ink"
            />
            {column.link && (
              <p className="mt-auto pt-5">
                <SmartLink
                  href={column.link.url}
                  market={context.market.code}
                  newTab={column.link.openInNewTab}
                  newTabLabel={t('opensInNewTab')}
                  className="inline-flex items-center gap-2 font-semibold text-rg-blue hover:underline [[data-tone=dark]_&]:text-white"
                >
                  {column.link.label}
                  <ArrowIcon />
                </SmartLink>
              </p>
            )}
          </div>
        ))}
      </div>
    </Container>
  );
}

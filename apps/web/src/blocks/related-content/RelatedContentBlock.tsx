import type { BlockContext } from '../types';
import type { UiTranslator } from '../_shared/translations';
import type { RelatedContentData } from './schema';
import { Card } from '../_shared/Card';
import { BlockHeading, Container } from '../_shared/layout';

export function RelatedContentBlock({
  data,
  context,
}: {
  data: RelatedContentData & { t: UiTranslator };
  context: BlockContext;
}) {
  const { t } = data;
  return (
    <Container>
      <BlockHeading heading={data.heading} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {data.items.map((item, i) => (
          <li key={`${item.title}-${i}`}>
            <Card
              card={item}
              market={context.market.code}
              aspect={16 / 9}
              sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
              newTabLabel={t('opensInNewTab')}
            />
          </li>
        ))}
      </ul>
    </Container>
  );
}

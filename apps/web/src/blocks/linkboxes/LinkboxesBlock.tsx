import type { BlockContext } from '../types';
import type { UiTranslator } from '../_shared/translations';
import type { LinkboxesData } from './schema';
import { Card } from '../_shared/Card';
import { BlockHeading, Container } from '../_shared/layout';

export function LinkboxesBlock({
  data,
  context,
}: {
  data: LinkboxesData & { t: UiTranslator };
  context: BlockContext;
}) {
  const columns =
    data.items.length >= 4
      ? 'sm:grid-cols-2 lg:grid-cols-4'
      : data.items.length === 3
        ? 'sm:grid-cols-2 lg:grid-cols-3'
        : 'sm:grid-cols-2';
  const { t } = data;
  return (
    <Container>
      <BlockHeading heading={data.heading} />
      <ul className={`grid gap-6 ${columns}`}>
        {data.items.map((item, i) => (
          <li key={`${item.title}-${i}`}>
            <Card
              card={item}
              market={context.market.code}
              sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
              newTabLabel={t('opensInNewTab')}
            />
          </li>
        ))}
      </ul>
    </Container>
  );
}

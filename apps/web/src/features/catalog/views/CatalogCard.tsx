import type { MarketCode } from '@qilak/markets';
import type { CatalogCardData } from '@/features/catalog/query';
import { marketPath, productPath, variantPath } from '@/lib/routing';

export function cardHref(market: MarketCode, card: Pick<CatalogCardData, 'productId' | 'itemNumber'>): string {
  return marketPath(
    market,
    card.itemNumber === null ? productPath(card.productId) : variantPath(card.productId, String(card.itemNumber)),
  );
}

/** One product or variant in a list; plain markup shared by the server list and the client browser. */
export function CatalogCard({
  card,
  market,
  itemLabel,
  eager = false,
  children,
}: {
  card: CatalogCardData;
  market: MarketCode;
  itemLabel?: string;
  /** In the first row of a list at the top of a page: the image loads with the document, not after layout. */
  eager?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <article
      className="flex h-full flex-col rounded border border-ice bg-white p-3"
      data-testid="catalog-card"
      data-product-id={card.productId}
      data-item-number={card.itemNumber ?? undefined}
    >
      <a href={cardHref(market, card)} className="group flex flex-1 flex-col">
        {card.image ? (
          // eslint-disable-next-line @next/next/no-img-element -- product SVGs with fixed dimensions
          <img
            src={card.image.imageUrl}
            alt={card.image.name ?? card.title}
            width={400}
            height={300}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="h-auto w-full rounded bg-ice object-cover"
          />
        ) : (
          <div className="aspect-[4/3] w-full rounded bg-ice" aria-hidden />
        )}
        {card.brandName && <p className="mt-2 text-xs uppercase tracking-wide text-secondary">{card.brandName}</p>}
        <h3 className="mt-1 font-semibold group-hover:underline">{card.title}</h3>
        {card.subTitle && <p className="text-sm text-secondary">{card.subTitle}</p>}
        {itemLabel && <p className="mt-auto pt-2 text-xs text-secondary">{itemLabel}</p>}
      </a>
      {children}
    </article>
  );
}

/** Cards in the widest row of CatalogGrid (three columns from `lg`). */
export const CATALOG_FIRST_ROW = 3;

/**
 * A grid of cards; server lists pass the item label function directly (this file is not a client module).
 * `eagerCount` cards (the first row of a list that opens a page) load their images eagerly: a lazy image in the
 * first screen is only requested after layout, and it is often the page's largest paint on a phone.
 */
export function CatalogGrid({
  cards,
  market,
  itemLabel,
  eagerCount = 0,
}: {
  cards: CatalogCardData[];
  market: MarketCode;
  itemLabel: (itemNumber: number) => string;
  eagerCount?: number;
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="catalog-results">
      {cards.map((card, index) => (
        <li key={`${card.productId}-${card.itemNumber ?? ''}`}>
          <CatalogCard
            card={card}
            market={market}
            eager={index < eagerCount}
            itemLabel={card.itemNumber === null ? undefined : itemLabel(card.itemNumber)}
          />
        </li>
      ))}
    </ul>
  );
}

import type { MarketCode } from '@qilak/markets';
import type { ProductCardData, VariantRowData } from '@/features/catalog/query';
import { marketPath, productPath, variantPath } from '@/lib/routing';

/** Texts the lists need; the server block and the browser pass their own translations. */
export interface ProductListTexts {
  itemNumber(itemNumber: number): string;
  itemNumberHeading: string;
  variantsOf(title: string): string;
  moreVariants(count: number): string;
  size: string;
  pack: string;
  product: string;
}

/** Variant lines shown in a card; the product page lists them all. */
export const CARD_VARIANT_LINES = 5;

export const itemAnchor = (itemNumber: number) => `item-${itemNumber}`;

/**
 * A product in the catalogue: picture, names and the matching variants' item numbers with size and pack, each
 * a link to its variant. Plain markup shared by the server's first screen and the browser.
 */
export function ProductCard({
  card,
  market,
  texts,
  eager = false,
  exactItem = null,
}: {
  card: ProductCardData;
  market: MarketCode;
  texts: ProductListTexts;
  eager?: boolean;
  /** The item number an exact search named: its line is marked. */
  exactItem?: number | null;
}) {
  const titleId = `product-${card.productId}`;
  const shown = card.variants.slice(0, CARD_VARIANT_LINES);
  const more = card.variants.length - shown.length;
  const productHref = marketPath(market, productPath(card.productId));
  return (
    <article
      className="flex h-full flex-col rounded border border-ice bg-white p-3"
      data-testid="catalog-card"
      data-product-id={card.productId}
      aria-labelledby={titleId}
    >
      <a href={productHref} className="group grid grid-cols-[6rem_1fr] gap-3 sm:grid-cols-1">
        {card.image ? (
          // eslint-disable-next-line @next/next/no-img-element -- product SVGs with fixed dimensions
          <img
            src={card.image.imageUrl}
            alt=""
            width={400}
            height={300}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="h-auto w-full rounded bg-ice object-cover"
          />
        ) : (
          <div className="aspect-[4/3] w-full rounded bg-ice" aria-hidden />
        )}
        <div>
          {card.brandName && <p className="text-xs uppercase tracking-wide text-secondary">{card.brandName}</p>}
          <h3 id={titleId} className="font-semibold group-hover:underline">
            {card.title}
          </h3>
          {card.subTitle && <p className="text-sm text-secondary">{card.subTitle}</p>}
        </div>
      </a>
      {shown.length > 0 && (
        <ul
          className="mt-3 divide-y divide-ice border-t border-ice text-sm"
          aria-label={texts.variantsOf(card.title)}
          data-testid="card-variants"
        >
          {shown.map((v) => {
            const exact = v.itemNumber === exactItem;
            return (
              <li
                key={v.itemNumber}
                id={itemAnchor(v.itemNumber)}
                className={`flex flex-wrap items-baseline gap-x-2 py-1.5 ${exact ? 'bg-ice font-semibold' : ''}`}
                data-item-number={v.itemNumber}
                data-exact={exact || undefined}
              >
                <a
                  href={marketPath(market, variantPath(card.productId, String(v.itemNumber)))}
                  className="underline"
                  aria-current={exact ? 'true' : undefined}
                >
                  {texts.itemNumber(v.itemNumber)}
                </a>
                {(v.size || v.pack) && (
                  <span className="text-secondary">{[v.size, v.pack].filter(Boolean).join(' · ')}</span>
                )}
              </li>
            );
          })}
          {more > 0 && (
            <li className="py-1.5">
              <a href={productHref} className="underline">
                {texts.moreVariants(more)}
              </a>
            </li>
          )}
        </ul>
      )}
    </article>
  );
}

/** Cards in the widest row (three columns from `lg`): their images load with the document. */
export const PRODUCT_FIRST_ROW = 3;

export function ProductCardGrid({
  cards,
  market,
  texts,
  eagerCount = 0,
  exactItem = null,
}: {
  cards: ProductCardData[];
  market: MarketCode;
  texts: ProductListTexts;
  eagerCount?: number;
  exactItem?: number | null;
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="catalog-results">
      {cards.map((card, index) => (
        <li key={card.productId}>
          <ProductCard card={card} market={market} texts={texts} eager={index < eagerCount} exactItem={exactItem} />
        </li>
      ))}
    </ul>
  );
}

/** One row per variant, for buyers who order by item number. */
export function VariantRowTable({
  rows,
  market,
  texts,
  exactItem = null,
}: {
  rows: VariantRowData[];
  market: MarketCode;
  texts: ProductListTexts;
  exactItem?: number | null;
}) {
  return (
    <table className="w-full text-left text-sm" data-testid="catalog-variant-rows">
      <thead>
        <tr className="border-b border-fjord">
          <th scope="col" className="py-2 pr-3">
            {texts.itemNumberHeading}
          </th>
          <th scope="col" className="py-2 pr-3">
            {texts.product}
          </th>
          <th scope="col" className="py-2 pr-3">
            {texts.size}
          </th>
          <th scope="col" className="hidden py-2 sm:table-cell">
            {texts.pack}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const exact = row.itemNumber === exactItem;
          return (
            <tr
              key={row.itemNumber}
              id={itemAnchor(row.itemNumber)}
              className={`border-b border-ice align-top ${exact ? 'bg-ice font-semibold' : ''}`}
              data-item-number={row.itemNumber}
              data-exact={exact || undefined}
            >
              <td className="py-2 pr-3 whitespace-nowrap">
                <a
                  className="underline"
                  href={marketPath(market, variantPath(row.productId, String(row.itemNumber)))}
                  aria-current={exact ? 'true' : undefined}
                >
                  {row.itemNumber}
                </a>
              </td>
              <td className="py-2 pr-3">
                {row.title}
                {row.subTitle && <span className="block text-secondary">{row.subTitle}</span>}
              </td>
              <td className="py-2 pr-3">{row.size}</td>
              <td className="hidden py-2 sm:table-cell">{row.pack}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

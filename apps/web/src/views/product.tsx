import type { Metadata } from 'next';
import type { Market } from '@qilak/markets';
import { getProductData } from '@/lib/pim';
import type { ParsedRoute } from '@/lib/routing';
import { SiteChrome } from '@/components/site/SiteChrome';
import { missing } from './index';

interface Props {
  market: Market;
  route: ParsedRoute;
  fullPath: string;
}

async function load(market: Market, route: ParsedRoute, fullPath: string) {
  const data = await getProductData(market.code);
  const product = data.Products.find((p) => p.ProductId === route.id);
  if (!product) missing(fullPath);
  return product;
}

export async function productMetadata(market: Market, route: ParsedRoute, fullPath: string): Promise<Metadata> {
  const product = await load(market, route, fullPath);
  return { title: product.NameThree ?? product.NameOne, description: product.TextOne ?? undefined };
}

export async function ProductView({ market, route, fullPath }: Props) {
  const product = await load(market, route, fullPath);
  return (
    <SiteChrome market={market}>
      <article className="mx-auto max-w-5xl px-4 py-10">
        <h1 className="text-3xl font-semibold">{product.NameThree ?? product.NameOne}</h1>
        {product.NameTwo && <p className="mt-2 text-lg text-secondary">{product.NameTwo}</p>}
        {product.TextOne && <p className="mt-6 max-w-prose">{product.TextOne}</p>}
        <ul className="mt-6 grid gap-2">
          {product.Variants.map((v) => (
            <li key={v.VariantId} className="rounded border border-fjord px-3 py-2">
              {String(v.ItemNumber ?? '')} {v.TextFive ?? ''}
            </li>
          ))}
        </ul>
      </article>
    </SiteChrome>
  );
}

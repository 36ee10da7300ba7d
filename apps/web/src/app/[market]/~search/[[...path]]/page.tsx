import type { Metadata } from 'next';
import { pageSearchParams, setRequestedSearch } from '@/lib/search/server';
import CatchAllPage, { generateMetadata as catchAllMetadata } from '../../[[...path]]/page';

/**
 * A page asked with a search query (`?q=`; the proxy rewrites it here): the same page as the catch-all, with the
 * query handed to its `search` block, rendered on every request and cached nowhere (one entry per query would
 * be unbounded; the web server sends it `private, no-store`).
 */
export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<{ market: string; path?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return catchAllMetadata({ params: props.params });
}

export default async function SearchQueryPage(props: Props) {
  setRequestedSearch(pageSearchParams(await props.searchParams));
  return CatchAllPage({ params: props.params });
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { Market } from '@qilak/markets';
import { setRequestMarket } from '@/i18n/market';
import { parseMarketParam } from '@/i18n/labels';
import {
  parseRoute,
  takeCanonicalQuery,
  type ParsedRoute,
  decodeLeniently,
  pathBehindMarker,
  isPageNotFound,
  notFoundText,
} from '@/lib/routing';
import { NotFoundPage, loadNotFoundPage, renderRoute, routeMetadata } from '@/views';
import { PageShown } from '@/components/shell/PageShown';

interface Props {
  params: Promise<{ market: string; path?: string[] }>;
}

// Content pages are built on their first request and then served from cache until a tag is revalidated.
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

/**
 * What the path asks for: a route to render, or a 404 with its message (ROUTE-VALIDATION-404, ROUTE-NO-MATCH-404)
 * for the path the visitor typed.
 */
type Resolved =
  | { market: Market; route: ParsedRoute; fullPath: string; query: string }
  | { market: Market; missing: { path: string; unreadable: boolean } };

async function resolve(props: Props): Promise<Resolved> {
  const { market: segment, path: segments = [] } = await props.params;
  // The proxy appends the request's whitelisted query as a last segment (one cache entry per canonical URL).
  const { segments: path, query } = takeCanonicalQuery(segments);
  const parsedMarket = parseMarketParam(segment);
  // The proxy only sends known markets here; anything else is Next's own 404 (not-found.tsx).
  if (!parsedMarket) notFound();
  const { market } = parsedMarket;
  setRequestMarket(market);
  setRequestLocale(segment);
  const prefix = market.domainDefault ? '' : `/${market.code}`;
  // The web server and the proxy send unreadable paths here under a marker, with the path as typed after it.
  const unreadable = pathBehindMarker(prefix, path);
  if (unreadable !== undefined) return { market, missing: { path: unreadable, unreadable: true } };
  const fullPath = `${prefix}/${path.join('/')}`.replace(/\/$/, '') || '/';
  const parsed = parseRoute(fullPath);
  if ('error' in parsed) return { market, missing: { path: decodeLeniently(fullPath), unreadable: false } };
  return { market, route: parsed, fullPath, query };
}

const NOT_FOUND_METADATA: Metadata = { robots: { index: false, follow: false } };

export async function generateMetadata(props: Props): Promise<Metadata> {
  const resolved = await resolve(props);
  if ('missing' in resolved) return NOT_FOUND_METADATA;
  try {
    return await routeMetadata(resolved.route, resolved.query);
  } catch (error) {
    if (isPageNotFound(error)) return NOT_FOUND_METADATA;
    throw error;
  }
}

/**
 * The route's load is awaited here (its data and its missing()), so a missing entry becomes the market's 404 page in
 * this same render: server-rendered HTML, status 404 from the page's status marker (set by the web server).
 */
export default async function CatchAllPage(props: Props) {
  const resolved = await resolve(props);
  if ('missing' in resolved) return renderNotFound(resolved.market, resolved.missing);
  let page: Awaited<ReturnType<typeof renderRoute>>;
  try {
    // Loads everything the page shows (its missing() included) before anything renders.
    page = await renderRoute(resolved.route, resolved.fullPath);
  } catch (error) {
    if (isPageNotFound(error))
      return renderNotFound(resolved.market, { path: decodeLeniently(resolved.fullPath), unreadable: false });
    throw error;
  }
  return (
    <>
      {page}
      <PageShown />
    </>
  );
}

async function renderNotFound(market: Market, missing: { path: string; unreadable: boolean }) {
  const data = await loadNotFoundPage(market);
  const message = notFoundText(missing.path, { unreadable: missing.unreadable });
  return (
    <>
      <NotFoundPage data={data} message={message} />
      <PageShown />
    </>
  );
}

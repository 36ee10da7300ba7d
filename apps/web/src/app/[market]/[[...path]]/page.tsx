import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { setRequestMarket } from '@/i18n/market';
import { parseMarketParam } from '@/i18n/labels';
import { parseRoute, type ParsedRoute } from '@/lib/routing';
import { INVALID_PATH_MARKER } from '@/lib/routing/invalid-path';
import { settlePageOutcome } from '@/lib/routing/page-outcome';
import { renderRoute, routeMetadata } from '@/views';

interface Props {
  params: Promise<{ market: string; path?: string[] }>;
}

// Content pages are built on their first request and then served from cache until a tag is revalidated.
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

async function resolve(props: Props): Promise<{ route: ParsedRoute; fullPath: string }> {
  const { market: segment, path = [] } = await props.params;
  const parsedMarket = parseMarketParam(segment);
  if (!parsedMarket) notFound();
  const { market } = parsedMarket;
  setRequestMarket(market);
  setRequestLocale(segment);
  const prefix = market.domainDefault ? '' : `/${market.code}`;
  const fullPath = `${prefix}/${path.join('/')}`.replace(/\/$/, '') || '/';
  // The proxy sends unreadable paths here; the 404 page fills in the visitor's URL itself.
  if (path.length === 1 && path[0] === INVALID_PATH_MARKER) {
    notFound();
  }
  const parsed = parseRoute(fullPath);
  if ('error' in parsed) {
    notFound();
  }
  return { route: parsed, fullPath };
}

/**
 * A 404 thrown from generateMetadata makes Next send an empty error shell and render the 404 page in the
 * browser; leaving the 404 to the page component keeps it server-rendered.
 */
export async function generateMetadata(props: Props): Promise<Metadata> {
  try {
    const { route, fullPath } = await resolve(props);
    return await routeMetadata(route, fullPath);
  } catch (error) {
    if (isNotFound(error)) return { robots: { index: false, follow: false } };
    throw error;
  }
}

function isNotFound(error: unknown): boolean {
  const digest = (error as { digest?: unknown } | null)?.digest;
  return (
    typeof digest === 'string' && (digest.startsWith('NEXT_HTTP_ERROR_FALLBACK;404') || digest === 'NEXT_NOT_FOUND')
  );
}

/**
 * The route's load runs here (its data and its notFound()), not later in the render, so the page can tell the 404
 * boundary whether it was found: a found page's payload then carries no 404 page (not-found.tsx).
 */
export default async function CatchAllPage(props: Props) {
  try {
    const { route, fullPath } = await resolve(props);
    // Loads everything the page shows (its notFound() included) before anything renders.
    const page = await renderRoute(route, fullPath);
    settlePageOutcome('found');
    return page;
  } catch (error) {
    settlePageOutcome(isNotFound(error) ? 'not-found' : 'failed');
    throw error;
  }
}

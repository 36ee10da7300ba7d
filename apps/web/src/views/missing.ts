import { pageNotFound } from '@/lib/routing';

/**
 * ROUTE-NO-MATCH-404: no match is the non-fatal 404 "Page not found: {path}". A view's load calls this when its entry
 * does not exist; the catch-all page catches it and renders the market's 404 page (no Next.js digest involved).
 */
export function missing(): never {
  pageNotFound();
}

import { notFound } from 'next/navigation';

/**
 * Spec section 8: no match is the non-fatal 404 "Page not found: {path}". A view's load calls this when its entry
 * does not exist; the catch-all page turns it into the market's 404 page.
 */
export function missing(): never {
  notFound();
}

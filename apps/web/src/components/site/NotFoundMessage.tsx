'use client';

import { useSyncExternalStore } from 'react';
import { parseRoute } from '@/lib/routing/route';

/**
 * Spec section 8: "Page Not Found: {path}" when the path fails route validation, "Page not found: {path}" when
 * nothing matches. Worked out in the browser from the address bar, because Next renders a market's 404 page once
 * and reuses it for every missing path.
 */
export function notFoundText(pathname: string): string {
  const path = decodeOrNull(pathname);
  // An undecodable path failed validation as surely as a malformed one.
  if (path === null) return `Page Not Found: ${pathname}`;
  return 'error' in parseRoute(path) ? `Page Not Found: ${path}` : `Page not found: ${path}`;
}

export function NotFoundMessage() {
  // Empty in the server's HTML (one 404 page serves every path), the text for the address once hydrated.
  const text = useSyncExternalStore(
    noSubscription,
    () => notFoundText(window.location.pathname),
    () => '',
  );
  return (
    <p className="mx-auto min-h-5 max-w-5xl px-4 pt-6 text-sm text-secondary" data-testid="not-found-message">
      {text}
    </p>
  );
}

const noSubscription = () => () => undefined;

function decodeOrNull(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

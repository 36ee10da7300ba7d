import type { Metadata } from 'next';
import { PAGE_STATUS_ATTRIBUTE } from '@/lib/routing';
import { PageShown } from '@/components/shell/PageShown';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * Next's own 404 for this segment (a market segment the proxy never sends, a page switched off). Kept static:
 * Next puts this boundary into every page's payload. Missing pages of a market get the CMS 404 page from the
 * catch-all page instead (views/not-found.tsx).
 */
export default function NotFound() {
  const status = { [PAGE_STATUS_ATTRIBUTE]: '404' };
  return (
    <main className="mx-auto max-w-3xl px-6 py-16">
      <p className="text-sm text-secondary" data-testid="not-found-message" {...status}>
        Page not found
      </p>
      <PageShown />
    </main>
  );
}

import type { ReactNode } from 'react';
import type { Market } from '@qilak/markets';

/** Header, main and footer around every default-layout page; the print layout does without it. */
export function SiteChrome({ market, children }: { market: Market; children: ReactNode }) {
  return (
    <>
      <header className="border-b border-fjord bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-4">
          <a href={market.domainDefault ? '/' : `/${market.code}`} className="text-xl font-semibold text-primary">
            Qilak Seafood
          </a>
          <span className="text-sm text-secondary">{market.name}</span>
        </div>
      </header>
      <main id="main">{children}</main>
      <footer className="mt-16 bg-night py-10 text-white">
        <div className="mx-auto max-w-6xl px-4 text-sm">© Qilak Seafood</div>
      </footer>
    </>
  );
}

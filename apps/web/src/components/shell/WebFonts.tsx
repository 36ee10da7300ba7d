'use client';

import { useEffect, useLayoutEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { afterFirstPaint, browserScheduler } from '@/lib/consent';
import { applyFontsIfLoaded, fontsApplied, fontsHeadScript, loadAndRemember } from '@/lib/fonts';

/**
 * The head's inline script (lib/fonts/web-fonts.ts): a browser that holds the web fonts is set in them from the
 * first paint. The server hashes it into the CSP like every inline script.
 */
export function WebFontsHead() {
  return <script dangerouslySetInnerHTML={{ __html: fontsHeadScript() }} />;
}

/**
 * A first visit's web fonts: loaded once the page has loaded and painted and the main thread is idle, and applied
 * at the next navigation in the page, before the new page paints (a layout effect of the path's change).
 */
export function WebFonts() {
  const pathname = usePathname();
  const shown = useRef(pathname);

  useEffect(() => {
    if (fontsApplied()) return;
    let cancel = () => {};
    const start = () => {
      cancel = afterFirstPaint(() => void loadAndRemember(), browserScheduler());
    };
    if (document.readyState === 'complete') start();
    else {
      window.addEventListener('load', start, { once: true });
      cancel = () => window.removeEventListener('load', start);
    }
    // Printing from the browser's menu: the printout in the web fonts if they have loaded by then.
    window.addEventListener('beforeprint', applyFontsIfLoaded);
    return () => {
      cancel();
      window.removeEventListener('beforeprint', applyFontsIfLoaded);
    };
  }, []);

  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    applyFontsIfLoaded();
  }, [pathname]);

  return null;
}

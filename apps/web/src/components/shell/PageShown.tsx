'use client';

import { useEffect } from 'react';
import { PAGE_SHOWN_EVENT } from '@/lib/freshness';

/**
 * Rendered by every page and error page: tells the app shell that a page is shown, which ends the navigation's
 * progress bar whatever kind of navigation it was (link, query change, Back/Forward, an error page).
 */
export function PageShown() {
  useEffect(() => {
    window.dispatchEvent(new Event(PAGE_SHOWN_EVENT));
  }, []);
  return null;
}

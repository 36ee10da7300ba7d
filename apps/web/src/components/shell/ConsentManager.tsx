'use client';

import { useEffect } from 'react';
import { startConsent, type ConsentProviderChoice } from '@/lib/consent';

/**
 * Starts the page's consent provider: everything granted outside production; the provider's answer in production.
 * The layout chooses the provider on the server, so only the page's own language's banner texts reach the browser.
 */
export function ConsentManager({ choice }: { choice: ConsentProviderChoice }) {
  // Restarted only when the choice itself changes (another market's language), not for a new copy of the same one.
  const key = JSON.stringify(choice);
  useEffect(() => startConsent(JSON.parse(key) as ConsentProviderChoice), [key]);
  return null;
}

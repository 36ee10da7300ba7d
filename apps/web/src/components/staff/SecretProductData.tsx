'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { hasStaffSessionFlag } from '@/lib/staff';
import type { SecretPanelProps } from './SecretPanel';

/**
 * The product page's slot for internal data. Product pages are static and shared, so nothing personal is
 * rendered on the server: in the browser, only when a staff session flag exists, the staff code is loaded.
 */
export function SecretProductData(props: SecretPanelProps) {
  const [Panel, setPanel] = useState<ComponentType<SecretPanelProps> | null>(null);
  useEffect(() => {
    if (!hasStaffSessionFlag()) return;
    let cancelled = false;
    import('./SecretPanel')
      .then((module) => {
        if (!cancelled) setPanel(() => module.SecretPanel);
      })
      .catch((error: unknown) => console.error('Staff panel could not load:', error));
    return () => {
      cancelled = true;
    };
  }, []);
  return Panel ? <Panel {...props} /> : null;
}

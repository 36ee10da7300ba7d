'use client';

import { useEffect } from 'react';

/** MSAL 5's redirect bridge: popup and hidden-frame responses reach the main window through it. */
export function RedirectBridge() {
  useEffect(() => {
    import('@azure/msal-browser/redirect-bridge')
      .then(({ broadcastResponseToMainFrame }) => broadcastResponseToMainFrame())
      .catch((error: unknown) => console.error('Error broadcasting response to main frame:', error));
  }, []);
  return <p className="p-8 text-muted">Signing in…</p>;
}

'use client';

import { useEffect, useState } from 'react';
import { globalHomepageUrl } from '@qilak/markets';

interface ErrorDetails {
  message: string;
  stack?: string;
}

/**
 * ERR-500-PAGE: the 500 page. Outside production the error's message and stack are shown; Next redacts server
 * errors in production builds, so the details come from the server by digest (only when APP_ENV is not production).
 */
export function ServerErrorView({ error }: { error: Error & { digest?: string } }) {
  const [details, setDetails] = useState<ErrorDetails | null>(null);
  const home = globalHomepageUrl();
  useEffect(() => {
    if (!error.digest) return;
    const controller = new AbortController();
    fetch(`/api/error-details/${encodeURIComponent(error.digest)}`, { signal: controller.signal })
      .then((r) => (r.ok ? (r.json() as Promise<ErrorDetails>) : null))
      .then(setDetails)
      .catch(() => undefined);
    return () => controller.abort();
  }, [error.digest]);

  return (
    <main
      className="mx-auto flex min-h-[60vh] max-w-3xl flex-col items-start justify-center px-6 py-16"
      data-testid="error-500"
    >
      <meta name="robots" content="noindex,nofollow" />
      <p className="text-7xl font-bold text-primary">500</p>
      <h1 className="mt-4 text-2xl font-semibold">Internal Server Error.</h1>
      <p className="mt-2 text-secondary">We apologize for the inconvenience. Please try again later.</p>
      {home && (
        <a
          href={home}
          className="mt-8 inline-flex rounded bg-primary px-5 py-3 font-medium text-white hover:bg-rg-blue"
        >
          Go to the global homepage
        </a>
      )}
      {details && (
        <pre className="mt-10 max-w-full overflow-auto rounded bg-ice p-4 text-xs" data-testid="error-details">
          {details.message}
          {details.stack ? `\n\n${details.stack}` : ''}
        </pre>
      )}
    </main>
  );
}

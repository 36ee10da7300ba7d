'use client';

import { useEffect } from 'react';
import { ServerErrorView } from '@/components/site/ServerErrorView';
import { reloadForChunkError } from '@/lib/freshness';
import './global-error.css';

export default function GlobalError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => void reloadForChunkError(error), [error]);
  return (
    <html lang="en">
      <body>
        <ServerErrorView error={error} />
      </body>
    </html>
  );
}

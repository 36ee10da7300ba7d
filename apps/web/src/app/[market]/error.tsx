'use client';

import { useEffect } from 'react';
import { ServerErrorView } from '@/components/site/ServerErrorView';
import { PageShown } from '@/components/shell/PageShown';
import { reloadForChunkError } from '@/lib/freshness';

export default function MarketError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  // React catches a render's errors before the window sees them: a chunk that failed to load is handled here too.
  useEffect(() => void reloadForChunkError(error), [error]);
  return (
    <>
      <ServerErrorView error={error} />
      <PageShown />
    </>
  );
}

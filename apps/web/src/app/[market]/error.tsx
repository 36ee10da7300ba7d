'use client';

import { ServerErrorView } from '@/components/site/ServerErrorView';

export default function MarketError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ServerErrorView error={error} />;
}

'use client';

import { ServerErrorView } from '@/components/site/ServerErrorView';
import './globals.css';

export default function GlobalError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body>
        <ServerErrorView error={error} />
      </body>
    </html>
  );
}

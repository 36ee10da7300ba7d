import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { LoadingOverlay } from '@/components/shell/LoadingOverlay';
import { WebFontsHead } from '@/components/shell/WebFonts';
import '../globals.css';

// The staff area is outside the market sites: not linked, not indexed, never cached for others.
export const metadata: Metadata = { title: 'Qilak Seafood — staff', robots: { index: false, follow: false } };

export default function StaffLayout({ children }: { children: ReactNode }) {
  return (
    // A browser that holds the web fonts is set in them (lib/fonts/web-fonts.ts); staff pages do not load them.
    <html lang="en" suppressHydrationWarning>
      <head>
        <WebFontsHead />
      </head>
      <body className="min-h-screen bg-mist text-ink">
        {children}
        <LoadingOverlay />
      </body>
    </html>
  );
}

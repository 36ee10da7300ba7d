import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { MARKET_CODES } from '@qilak/markets';
import { marketFromParam, setRequestMarket } from '@/i18n/market';
import '../globals.css';

export function generateStaticParams() {
  return MARKET_CODES.map((market) => ({ market }));
}

export const dynamicParams = false;

export default async function MarketLayout({ children, params }: { children: ReactNode; params: Promise<{ market: string }> }) {
  const market = marketFromParam((await params).market);
  if (!market) notFound();
  setRequestMarket(market);
  setRequestLocale(market.code);
  return (
    <html lang={market.language} data-market={market.code}>
      <body>
        <NextIntlClientProvider>{children}</NextIntlClientProvider>
      </body>
    </html>
  );
}

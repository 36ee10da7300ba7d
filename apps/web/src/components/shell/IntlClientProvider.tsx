'use client';

import type { ComponentType, ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import type { ClientIntl } from '@/i18n/client-intl-props';
import { messageFallback } from '@/i18n/labels';

export type { ClientIntl };

/** Client messages with the same fallback as the server: functions cannot cross from a server component. */
export function IntlClientProvider({ locale, messages, children }: ClientIntl & { children: ReactNode }) {
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={messages}
      timeZone="UTC"
      onError={(error) => console.error(`[i18n] ${error.message}`)}
      getMessageFallback={messageFallback}
    >
      {children}
    </NextIntlClientProvider>
  );
}

/**
 * A client component with its own provider. The few components that translate in the browser are loaded on
 * demand with this wrapper (components/catalog/islands.tsx), so pages without them load no i18n code and carry
 * no messages in their payload.
 */
export function withIntl<P extends object>(Component: ComponentType<P>): ComponentType<P & { intl: ClientIntl }> {
  function WithIntl({ intl, ...props }: P & { intl: ClientIntl }) {
    return (
      <IntlClientProvider locale={intl.locale} messages={intl.messages}>
        <Component {...(props as P)} />
      </IntlClientProvider>
    );
  }
  WithIntl.displayName = `WithIntl(${Component.displayName ?? Component.name})`;
  return WithIntl;
}

import type { AbstractIntlMessages } from 'next-intl';

/**
 * What a client component that translates needs from the server: its language and only its namespaces. Made by
 * `clientIntl` (i18n/client-intl.ts, server side), read by `IntlClientProvider` (components/shell).
 */
export interface ClientIntl {
  locale: string;
  messages: AbstractIntlMessages;
}

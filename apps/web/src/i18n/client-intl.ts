import 'server-only';
import { getMessages } from 'next-intl/server';
import type { AbstractIntlMessages } from 'next-intl';
import type { Market } from '@qilak/markets';
import type { ClientIntl } from './client-intl-props';

/** Only the namespaces a client component uses (use-intl's advice: pick what the client needs). */
export function pickMessages(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const ns of namespaces) {
    const value = messages[ns];
    if (value !== undefined) picked[ns] = value;
  }
  return picked;
}

/** The `intl` prop of a translated client component (features/catalog/views/islands.tsx). */
export async function clientIntl(market: Market, namespaces: readonly string[]): Promise<ClientIntl> {
  return { locale: market.language, messages: pickMessages(await getMessages(), namespaces) };
}

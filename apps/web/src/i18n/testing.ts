import { createTranslator } from 'use-intl/core';
import { labelMessages, messageFallback, parseMarketParam } from './labels';
import { loadMessages } from './messages';

/**
 * For unit tests that render server components outside Next (where `next-intl/server` refuses to run):
 * `vi.mock('next-intl/server', async () => (await import('@/i18n/testing')).serverIntlMock('da-DK'))`.
 * Takes a market segment as request.ts does ('da-DK', or 'da-DK~labels' for showLabels) and uses the same
 * catalogue, labels and fallback.
 */
export function serverIntlMock(segment: string) {
  const parsed = parseMarketParam(segment);
  if (!parsed) throw new Error(`unknown market segment ${segment}`);
  const { market, showLabels } = parsed;
  return {
    setRequestLocale: () => undefined,
    getTranslations: async (namespace?: string) => {
      const messages = await loadMessages(market);
      return createTranslator({
        locale: market.language,
        messages: (showLabels ? labelMessages(messages) : messages) as Record<string, unknown> as never,
        namespace: namespace as never,
        onError: (error) => console.error(`[i18n] ${market.code}: ${error.message}`),
        getMessageFallback: messageFallback,
      });
    },
  };
}

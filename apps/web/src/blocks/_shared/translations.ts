import { loadUiMessages, type UiTranslator } from '@/i18n/translators';

export type { UiTranslator };

/** A block's load for views that need their data and the market's `Ui` messages only. */
export async function withUi<T extends object>(data: T): Promise<T & { t: UiTranslator }> {
  return { ...data, t: await loadUiMessages() };
}

/** A translator of the Ui namespace, from getTranslations('Ui') or useTranslations('Ui'). */
interface UiTranslator {
  (key: string): string;
  has(key: string): boolean;
}

/** A news category's label (Ui.categories.*); a category without one is shown as it comes from the CMS. */
export function categoryLabel(t: UiTranslator, category: string): string {
  const key = `categories.${category}`;
  return t.has(key) ? t(key) : category;
}

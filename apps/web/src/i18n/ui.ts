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

/**
 * A label followed by a colon as the language writes it: French puts a no-break space before the colon
 * ("Référence : 100101"), the other languages none.
 */
export function withColon(label: string, language: string): string {
  return language.startsWith('fr') ? `${label}\u00A0:` : `${label}:`;
}

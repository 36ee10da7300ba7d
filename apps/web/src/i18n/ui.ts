import { isNewsCategory } from '@/lib/cms';
import type { UiTranslator } from './translators';

/**
 * A news category's label (Ui.categories.*, one for each of the CMS's categories: the message keys are typed);
 * a category the site does not know is shown as it comes from the CMS.
 */
export function categoryLabel(t: UiTranslator, category: string): string {
  return isNewsCategory(category) ? t(`categories.${category}`) : category;
}

/**
 * A label followed by a colon as the language writes it: French puts a no-break space before the colon
 * ("Référence : 100101"), the other languages none.
 */
export function withColon(label: string, language: string): string {
  return language.startsWith('fr') ? `${label}\u00A0:` : `${label}:`;
}

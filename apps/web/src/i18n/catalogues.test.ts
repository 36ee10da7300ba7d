import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import en from '../../messages/en.json';
import da from '../../messages/da.json';
import sv from '../../messages/sv.json';
import de from '../../messages/de.json';
import fr from '../../messages/fr.json';
import kl from '../../messages/kl.json';
import { labelMessages } from './labels';

/** Every message of a catalogue by its dotted key. */
function flatten(messages: unknown, prefix = ''): Record<string, string> {
  if (typeof messages === 'string') return { [prefix]: messages };
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(messages as Record<string, unknown>)) {
    Object.assign(out, flatten(value, prefix ? `${prefix}.${key}` : key));
  }
  return out;
}

// Intl locales of the markets using each content language (market.language).
const CATALOGUES = {
  en: { locale: 'en', messages: en },
  da: { locale: 'da-DK', messages: da },
  sv: { locale: 'sv-SE', messages: sv },
  de: { locale: 'de-DE', messages: de },
  fr: { locale: 'fr-FR', messages: fr },
  kl: { locale: 'kl-GL', messages: kl },
};
const TRANSLATIONS = ['da', 'sv', 'de', 'fr', 'kl'] as const;

// Sample values for the placeholders the catalogues use; a placeholder not listed here fails the test.
const SAMPLES: Record<string, string | number> = {
  count: 3,
  query: 'rejer',
  number: 'MSC-C-12345',
  title: 'Snow crab',
  provider: 'youtube',
  page: 2,
  pages: 5,
  pageCount: 5,
  itemNumber: '10234',
  id: 'P-17',
  minutes: 25,
  level: 'easy',
  label: 'MSC',
  products: 4,
  items: 12,
  block: 'blocks.hero',
};

const english = flatten(en);

describe('message catalogues', () => {
  it.each(TRANSLATIONS)('%s has exactly the keys of en.json', (lang) => {
    const keys = Object.keys(flatten(CATALOGUES[lang].messages));
    expect(keys.filter((key) => !(key in english))).toEqual([]);
    expect(Object.keys(english).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it.each([...Object.keys(CATALOGUES)] as (keyof typeof CATALOGUES)[])(
    'every message of %s compiles and formats with sample values',
    (lang) => {
      const { locale, messages } = CATALOGUES[lang];
      for (const [key, message] of Object.entries(flatten(messages))) {
        expect(message.trim(), `${lang}:${key} is empty`).not.toBe('');
        const format = new IntlMessageFormat(message, locale);
        let formatted: unknown;
        expect(() => (formatted = format.format(SAMPLES)), `${lang}:${key}`).not.toThrow();
        expect(typeof formatted, `${lang}:${key}`).toBe('string');
        // Each translation takes the same placeholders as the English message.
        expect(argumentNames(format.getAst()), `${lang}:${key}`).toEqual(
          argumentNames(new IntlMessageFormat(english[key]!, 'en').getAst()),
        );
      }
    },
  );

  it.each(['en', ...TRANSLATIONS] as (keyof typeof CATALOGUES)[])(
    'plural messages of %s format 0, 1 and many',
    (lang) => {
      const { locale, messages } = CATALOGUES[lang];
      const plural = Object.entries(flatten(messages)).filter(([, message]) => /\{count, plural,/.test(message));
      expect(plural.length).toBeGreaterThan(0);
      for (const [key, message] of plural) {
        const format = new IntlMessageFormat(message, locale);
        for (const count of [0, 1, 2, 5]) {
          const text = format.format({ ...SAMPLES, count }) as string;
          expect(text, `${lang}:${key} with ${count}`).not.toMatch(/[{}#]/);
        }
        expect(format.format({ ...SAMPLES, count: 5 }), `${lang}:${key}`).toContain('5');
      }
    },
  );

  it('shows every key of every catalogue as **Namespace.key** with showLabels', () => {
    for (const { messages } of Object.values(CATALOGUES)) {
      const labelled = flatten(labelMessages(messages));
      expect(Object.keys(labelled)).toEqual(Object.keys(english));
      for (const [key, value] of Object.entries(labelled)) expect(value).toBe(`**${key}**`);
    }
  });
});

type Ast = ReturnType<IntlMessageFormat['getAst']>;

/** The argument names of a parsed message, sorted: placeholders and plural/select arguments, nested ones too. */
function argumentNames(ast: Ast, names = new Set<string>()): string[] {
  for (const element of ast) {
    if ('value' in element && typeof element.value === 'string' && (element.type as number) !== 0 /* literal */)
      names.add(element.value);
    if ('options' in element) for (const option of Object.values(element.options)) argumentNames(option.value, names);
    if ('children' in element) argumentNames(element.children, names);
  }
  return [...names].sort();
}

import type { ContentLanguage } from '@qilak/markets';

type Phrase = Readonly<Record<ContentLanguage, string>>;

/** Headings of the PDFs that the attribute labels (GetAttributes) do not already name. */
export const DOC_TEXT = {
  latinName: {
    en: 'Latin name',
    da: 'Latinsk navn',
    sv: 'Latinskt namn',
    de: 'Lateinischer Name',
    fr: 'Nom latin',
    kl: 'Latiinerisut taaguut',
  },
  description: {
    en: 'Description',
    da: 'Beskrivelse',
    sv: 'Beskrivning',
    de: 'Beschreibung',
    fr: 'Description',
    kl: 'Nassuiaat',
  },
  variants: {
    en: 'Variants',
    da: 'Varianter',
    sv: 'Varianter',
    de: 'Varianten',
    fr: 'Déclinaisons',
    kl: 'Assigiinngitsut',
  },
  specifications: {
    en: 'Processing',
    da: 'Forarbejdning',
    sv: 'Beredning',
    de: 'Verarbeitung',
    fr: 'Transformation',
    kl: 'Suliarineqarnera',
  },
  products: {
    en: 'Products',
    da: 'Produkter',
    sv: 'Produkter',
    de: 'Produkte',
    fr: 'Produits',
    kl: 'Nioqqutissat',
  },
  issued: {
    en: 'Issued',
    da: 'Udstedt',
    sv: 'Utfärdad',
    de: 'Ausgestellt',
    fr: 'Émis le',
    kl: 'Saqqummersitaq',
  },
  none: { en: 'None', da: 'Ingen', sv: 'Inga', de: 'Keine', fr: 'Aucun', kl: 'Soqanngilaq' },
} satisfies Record<string, Phrase>;

import type { Phrase } from './vocabulary';

/**
 * Label entries served by GetAttributes. Every label is given in all six languages (a unit check in
 * tests/workspace/localization.test.ts keeps it so); the site's "[Alias]" rule for a null DisplayName is tested on
 * fixtures. Aliases used in data but absent here (TrayCount) exercise the "(missing)" rule.
 */
export const LABELS: readonly { alias: string; name: Partial<Phrase> }[] = [
  {
    alias: 'Celery',
    name: { en: 'Celery', da: 'Selleri', sv: 'Selleri', de: 'Sellerie', fr: 'Céleri', kl: 'Selleri' },
  },
  {
    alias: 'CerealsContainingGluten',
    name: {
      en: 'Cereals containing gluten',
      da: 'Glutenholdige kornprodukter',
      sv: 'Spannmål som innehåller gluten',
      de: 'Glutenhaltiges Getreide',
      fr: 'Céréales contenant du gluten',
      kl: 'Gluteneqartut',
    },
  },
  {
    alias: 'Crustaceans',
    name: {
      en: 'Crustaceans',
      da: 'Krebsdyr',
      sv: 'Kräftdjur',
      de: 'Krebstiere',
      fr: 'Crustacés',
      kl: 'Qalerualittut',
    },
  },
  { alias: 'Fish', name: { en: 'Fish', da: 'Fisk', sv: 'Fisk', de: 'Fisch', fr: 'Poisson', kl: 'Aalisagaq' } },
  { alias: 'HenEggs', name: { en: 'Eggs', da: 'Æg', sv: 'Ägg', de: 'Eier', fr: 'Œufs', kl: 'Manniit' } },
  { alias: 'Lupin', name: { en: 'Lupin', da: 'Lupin', sv: 'Lupin', de: 'Lupinen', fr: 'Lupin', kl: 'Lupinit' } },
  { alias: 'MilkProducts', name: { en: 'Milk', da: 'Mælk', sv: 'Mjölk', de: 'Milch', fr: 'Lait', kl: 'Immuk' } },
  {
    alias: 'Mollucs',
    name: { en: 'Molluscs', da: 'Bløddyr', sv: 'Blötdjur', de: 'Weichtiere', fr: 'Mollusques', kl: 'Uillut' },
  },
  { alias: 'Mustard', name: { en: 'Mustard', da: 'Sennep', sv: 'Senap', de: 'Senf', fr: 'Moutarde', kl: 'Sennepi' } },
  {
    alias: 'Nuts',
    name: { en: 'Nuts', da: 'Nødder', sv: 'Nötter', de: 'Schalenfrüchte', fr: 'Fruits à coque', kl: 'Nuttit' },
  },
  {
    alias: 'Peanuts',
    name: { en: 'Peanuts', da: 'Jordnødder', sv: 'Jordnötter', de: 'Erdnüsse', fr: 'Arachides', kl: 'Jordnøddit' },
  },
  { alias: 'Sesame', name: { en: 'Sesame', da: 'Sesam', sv: 'Sesam', de: 'Sesam', fr: 'Sésame', kl: 'Sesami' } },
  { alias: 'Soya', name: { en: 'Soy', da: 'Soja', sv: 'Soja', de: 'Soja', fr: 'Soja', kl: 'Soja' } },
  {
    alias: 'Sulphide',
    name: { en: 'Sulphites', da: 'Sulfitter', sv: 'Sulfiter', de: 'Sulfite', fr: 'Sulfites', kl: 'Sulfitit' },
  },
  {
    alias: 'Contains',
    name: { en: 'Contains', da: 'Indeholder', sv: 'Innehåller', de: 'Enthält', fr: 'Contient', kl: 'Akoqarpoq' },
  },
  {
    alias: 'MayContain',
    name: {
      en: 'May contain traces',
      da: 'Kan indeholde spor',
      sv: 'Kan innehålla spår',
      de: 'Kann Spuren enthalten',
      fr: 'Peut contenir des traces',
      kl: 'Akoqarsinnaavoq',
    },
  },
  {
    alias: 'Free',
    name: { en: 'Free from', da: 'Fri for', sv: 'Fri från', de: 'Frei von', fr: 'Sans', kl: 'Akoqanngilaq' },
  },
  {
    alias: 'FrozenAtSea',
    name: {
      en: 'Frozen at sea',
      da: 'Frosset til søs',
      sv: 'Fryst till sjöss',
      de: 'Auf See gefroren',
      fr: 'Congelé en mer',
      kl: 'Imaani qerititaq',
    },
  },
  {
    alias: 'MSC',
    name: {
      en: 'MSC certified',
      da: 'MSC-certificeret',
      sv: 'MSC-certifierad',
      de: 'MSC-zertifiziert',
      fr: 'Certifié MSC',
      kl: 'MSC-mit akuerisaq',
    },
  },
  {
    alias: 'ASC',
    name: {
      en: 'ASC certified',
      da: 'ASC-certificeret',
      sv: 'ASC-certifierad',
      de: 'ASC-zertifiziert',
      fr: 'Certifié ASC',
      kl: 'ASC-mit akuerisaq',
    },
  },
  {
    alias: 'Count',
    name: { en: 'Count', da: 'Antal', sv: 'Antal', de: 'Stückzahl', fr: 'Calibre', kl: 'Amerlassusaa' },
  },
  {
    alias: 'NetWeight',
    name: {
      en: 'Net weight',
      da: 'Nettovægt',
      sv: 'Nettovikt',
      de: 'Nettogewicht',
      fr: 'Poids net',
      kl: 'Oqimaassusaa',
    },
  },
  {
    alias: 'Glazing',
    name: { en: 'Glazing', da: 'Glasering', sv: 'Glasering', de: 'Glasur', fr: 'Glaçage', kl: 'Sikumik qallersuut' },
  },
  {
    alias: 'PieceSize',
    name: {
      en: 'Piece size',
      da: 'Stykstørrelse',
      sv: 'Styckstorlek',
      de: 'Stückgröße',
      fr: 'Taille des pièces',
      kl: 'Ilaasap angissusaa',
    },
  },
  {
    alias: 'Grade',
    name: {
      en: 'Grade',
      da: 'Sortering',
      sv: 'Sortering',
      de: 'Sortierung',
      fr: 'Catégorie',
      kl: 'Immikkoortiterneq',
    },
  },
  {
    alias: 'ItemNumber',
    name: {
      en: 'Item number',
      da: 'Varenummer',
      sv: 'Artikelnummer',
      de: 'Artikelnummer',
      fr: 'Référence',
      kl: 'Nioqqutissap normua',
    },
  },
  { alias: 'Ean', name: { en: 'EAN', da: 'EAN', sv: 'EAN', de: 'EAN', fr: 'EAN', kl: 'EAN' } },
  { alias: 'Brand', name: { en: 'Brand', da: 'Mærke', sv: 'Varumärke', de: 'Marke', fr: 'Marque', kl: 'Ilisarnaat' } },
  { alias: 'Specie', name: { en: 'Species', da: 'Art', sv: 'Art', de: 'Art', fr: 'Espèce', kl: 'Uumasoq' } },
  {
    alias: 'Specification',
    name: {
      en: 'Specification',
      da: 'Specifikation',
      sv: 'Specifikation',
      de: 'Spezifikation',
      fr: 'Spécification',
      kl: 'Immikkut ittuutaa',
    },
  },
  {
    alias: 'StorageCondition',
    name: {
      en: 'Storage',
      da: 'Opbevaring',
      sv: 'Förvaring',
      de: 'Lagerung',
      fr: 'Conservation',
      kl: 'Toqqorneqarnera',
    },
  },
  {
    alias: 'PackagingType',
    name: { en: 'Packaging', da: 'Emballage', sv: 'Förpackning', de: 'Verpackung', fr: 'Emballage', kl: 'Poortaa' },
  },
  {
    alias: 'CatchingArea',
    name: {
      en: 'Catching area',
      da: 'Fangstområde',
      sv: 'Fångstområde',
      de: 'Fanggebiet',
      fr: 'Zone de pêche',
      kl: 'Pisarineqarfia',
    },
  },
  {
    alias: 'FaoArea',
    name: {
      en: 'FAO area',
      da: 'FAO-område',
      sv: 'FAO-område',
      de: 'FAO-Fanggebiet',
      fr: 'Zone FAO',
      kl: 'FAO-p immikkoortua',
    },
  },
  {
    alias: 'FaoSubArea',
    name: {
      en: 'FAO sub-area',
      da: 'FAO-delområde',
      sv: 'FAO-delområde',
      de: 'FAO-Untergebiet',
      fr: 'Sous-zone FAO',
      kl: 'FAO-p immikkoortuata ilaa',
    },
  },
  {
    alias: 'Concept',
    name: { en: 'Concept', da: 'Koncept', sv: 'Koncept', de: 'Konzept', fr: 'Concept', kl: 'Atorfissaa' },
  },
  {
    alias: 'Allergens',
    name: { en: 'Allergens', da: 'Allergener', sv: 'Allergener', de: 'Allergene', fr: 'Allergènes', kl: 'Allergenit' },
  },
  {
    alias: 'Certificates',
    name: {
      en: 'Certificates',
      da: 'Certifikater',
      sv: 'Certifikat',
      de: 'Zertifikate',
      fr: 'Certificats',
      kl: 'Uppernarsaatit',
    },
  },
  {
    alias: 'Documents',
    name: { en: 'Documents', da: 'Dokumenter', sv: 'Dokument', de: 'Dokumente', fr: 'Documents', kl: 'Allagaatit' },
  },
  { alias: 'Videos', name: { en: 'Videos', da: 'Videoer', sv: 'Videor', de: 'Videos', fr: 'Vidéos', kl: 'Videot' } },
];

/** A size attribute alias deliberately absent from LABELS: the site must show "TrayCount (missing)". */
export const UNLABELLED_ALIAS = 'TrayCount';

import type { ContentLanguage } from '@qilak/markets';
import type { Phrase } from './vocabulary';

/** Slots filled per product: {specie}, {spec}, {area}, {brand}, {weight}, {pack}. */
type Templates = Readonly<Record<ContentLanguage, readonly string[]>>;

/** TextOne: the product description (the variant's Description falls back to it). */
export const DESCRIPTION: Templates = {
  en: [
    'Our {specie}, {spec}, come from the cold, clean waters of {area}.',
    'Caught and handled with care, these {specie} keep their firm texture and mild, sweet taste.',
    'Frozen within hours of the catch to lock in freshness.',
    'A dependable choice for kitchens that value consistent quality.',
  ],
  da: [
    'Vores {specie}, {spec}, kommer fra det kolde, rene vand ved {area}.',
    'Fanget og behandlet med omhu bevarer disse {specie} deres faste struktur og milde, søde smag.',
    'Frosset få timer efter fangsten, så friskheden bevares.',
    'Et sikkert valg for køkkener, der sætter pris på ensartet kvalitet.',
  ],
  sv: [
    'Våra {specie}, {spec}, kommer från det kalla, rena vattnet vid {area}.',
    'Fångade och hanterade med omsorg behåller dessa {specie} sin fasta konsistens och milda, söta smak.',
    'Frysta inom några timmar efter fångst för att bevara färskheten.',
    'Ett pålitligt val för kök som värdesätter jämn kvalitet.',
  ],
  de: [
    'Unsere {specie}, {spec}, stammen aus den kalten, klaren Gewässern von {area}.',
    'Sorgfältig gefangen und verarbeitet behalten diese {specie} ihre feste Struktur und ihren milden, süßlichen Geschmack.',
    'Wenige Stunden nach dem Fang eingefroren, damit die Frische erhalten bleibt.',
    'Eine verlässliche Wahl für Küchen, die gleichbleibende Qualität schätzen.',
  ],
  fr: [
    'Nos {specie}, {spec}, proviennent des eaux froides et pures de {area}.',
    'Pêchés et manipulés avec soin, ces produits gardent une texture ferme et un goût doux et délicat.',
    'Surgelés quelques heures après la pêche pour préserver leur fraîcheur.',
    'Un choix sûr pour les cuisines qui recherchent une qualité constante.',
  ],
  kl: [
    '{specie}, {spec}, {area}-mi imarmit nillertumit minguitsumillu pisuupput.',
    'Mianersorluni pisarineqartarput suliarineqartarlutillu.',
    'Pisarineqareerlutik akunnerni ikittuni qerititarineqartarput.',
    'Iggavinnut pitsaassutsimik aalajangersimasumik pingaartitsisunut toqqarnissaannut naleqquttuupput.',
  ],
};

/** TextTwo: usage tips. */
export const USAGE: Templates = {
  en: [
    'Serve on open sandwiches, in salads or as a starter.',
    'Ideal for pan-frying, oven baking or poaching.',
    'Thaw slowly in the refrigerator before use.',
  ],
  da: [
    'Server på smørrebrød, i salater eller som forret.',
    'Velegnet til stegning på pande, ovnbagning eller pochering.',
    'Optø langsomt i køleskabet før brug.',
  ],
  sv: [
    'Servera på smörgåsar, i sallader eller som förrätt.',
    'Passar för stekning i panna, ugnsbakning eller pochering.',
    'Tina långsamt i kylskåpet före användning.',
  ],
  de: [
    'Auf Brot, in Salaten oder als Vorspeise servieren.',
    'Ideal zum Braten, Backen im Ofen oder Pochieren.',
    'Vor der Verwendung langsam im Kühlschrank auftauen.',
  ],
  fr: [
    'À servir sur des tartines, en salade ou en entrée.',
    'Idéal poêlé, au four ou poché.',
    'Décongeler lentement au réfrigérateur avant utilisation.',
  ],
  kl: [
    'Iffiap qaavani, salatini siusinnerusumilluunniit nerisassiatut tunniunneqarsinnaapput.',
    'Panertorlugit, uuttorlugit qalatillugilluunniit naleqquttuupput.',
    'Atorneqannginnerini nillataartitsivimmi arriitsumik aattittakkit.',
  ],
};

/** TextThree: preparation. */
export const PREPARATION: Templates = {
  en: [
    'Pan-fry for 3 to 4 minutes on each side in butter.',
    'Bake at 180 °C for 12 to 15 minutes.',
    'Ready to eat after thawing; do not refreeze.',
  ],
  da: [
    'Steg 3 til 4 minutter på hver side i smør.',
    'Bag ved 180 °C i 12 til 15 minutter.',
    'Klar til servering efter optøning; må ikke genfryses.',
  ],
  sv: [
    'Stek 3 till 4 minuter per sida i smör.',
    'Baka i 180 °C i 12 till 15 minuter.',
    'Färdig att äta efter upptining; frys inte om.',
  ],
  de: [
    '3 bis 4 Minuten pro Seite in Butter braten.',
    'Bei 180 °C 12 bis 15 Minuten backen.',
    'Nach dem Auftauen verzehrfertig; nicht wieder einfrieren.',
  ],
  fr: [
    'Poêler 3 à 4 minutes de chaque côté au beurre.',
    'Cuire au four à 180 °C pendant 12 à 15 minutes.',
    'Prêt à consommer après décongélation ; ne pas recongeler.',
  ],
  kl: [
    'Punnermi minutsini 3-4-ni sanimut panertukkit.',
    '180 °C-mi minutsini 12-15-ni uuttukkit.',
    'Aattereerlugit nerineqarsinnaapput; qerititeqqinnagit.',
  ],
};

/** TextFour: quality and sustainability. */
export const QUALITY: Templates = {
  en: [
    'Traceable from vessel to plate.',
    'Sourced from fisheries managed for the long term.',
    'Processed under strict quality control in Greenland.',
  ],
  da: [
    'Sporbar fra fartøj til tallerken.',
    'Fra fiskerier, der forvaltes med blik for fremtiden.',
    'Forarbejdet under streng kvalitetskontrol i Grønland.',
  ],
  sv: [
    'Spårbar från fartyg till tallrik.',
    'Från fisken som förvaltas långsiktigt.',
    'Bearbetad under sträng kvalitetskontroll på Grönland.',
  ],
  de: [
    'Rückverfolgbar vom Schiff bis auf den Teller.',
    'Aus langfristig bewirtschafteten Fischereien.',
    'Unter strenger Qualitätskontrolle in Grönland verarbeitet.',
  ],
  fr: [
    'Traçable du navire à l’assiette.',
    'Issu de pêcheries gérées sur le long terme.',
    'Transformé au Groenland sous un contrôle qualité strict.',
  ],
  kl: [
    'Umiarsuarmit nerrivimmut malinnaaffigineqarsinnaavoq.',
    'Aalisarnermit sivisuumik aqunneqartumit pisuupput.',
    'Kalaallit Nunaanni pitsaassutsimik nakkutilliilluni suliarineqarput.',
  ],
};

/** TextFive on the product: a one-line summary. */
export const SUMMARY: Templates = {
  en: ['{brand} {specie} from {area}.', 'Premium {specie}, {spec}.'],
  da: ['{brand} {specie} fra {area}.', 'Førsteklasses {specie}, {spec}.'],
  sv: ['{brand} {specie} från {area}.', 'Förstklassiga {specie}, {spec}.'],
  de: ['{brand} {specie} aus {area}.', 'Erstklassige {specie}, {spec}.'],
  fr: ['{brand} : {specie} de {area}.', '{specie} de qualité supérieure, {spec}.'],
  kl: ['{brand} {specie} {area}-mit.', '{specie} pitsaanerpaat, {spec}.'],
};

/** TextFive on a variant: its pack. */
export const VARIANT_TEXT: Templates = {
  en: ['{weight} in a {pack}, ready for the freezer.', '{pack} of {weight}, individually quick frozen.'],
  da: ['{weight} i {pack}, klar til fryseren.', '{pack} med {weight}, enkeltfrosset.'],
  sv: ['{weight} i {pack}, redo för frysen.', '{pack} med {weight}, styckfryst.'],
  de: ['{weight} in {pack}, bereit für den Gefrierschrank.', '{pack} mit {weight}, einzeln schnellgefroren.'],
  fr: ['{weight} en {pack}, prêt pour le congélateur.', '{pack} de {weight}, surgelé individuellement.'],
  kl: ['{weight} {pack}-mi, qerititsivimmut piareersimasoq.', '{pack} {weight}-nik imalik.'],
};

/** NameThree prefixes; many products have no NameThree at all. */
export const MARKETING: Phrase[] = [
  { en: 'Royal', da: 'Royal', sv: 'Royal', de: 'Royal', fr: 'Royal', kl: 'Royal' },
  {
    en: "Chef's choice",
    da: 'Kokkens valg',
    sv: 'Kockens val',
    de: 'Wahl des Küchenchefs',
    fr: 'Choix du chef',
    kl: 'Igasup toqqagaa',
  },
  {
    en: 'Arctic classic',
    da: 'Arktisk klassiker',
    sv: 'Arktisk klassiker',
    de: 'Arktischer Klassiker',
    fr: 'Classique arctique',
    kl: 'Issittumi nalinginnaasoq',
  },
  {
    en: 'Fjord selection',
    da: 'Fjordudvalg',
    sv: 'Fjordurval',
    de: 'Fjord-Auswahl',
    fr: 'Sélection du fjord',
    kl: 'Kangerlummit toqqakkat',
  },
];

export const IMAGE_TEXT: Readonly<Record<'product' | 'recipe' | 'fishery' | 'processing' | 'packshot', Phrase>> = {
  product: {
    en: '{specie}, {spec}',
    da: '{specie}, {spec}',
    sv: '{specie}, {spec}',
    de: '{specie}, {spec}',
    fr: '{specie}, {spec}',
    kl: '{specie}, {spec}',
  },
  recipe: {
    en: 'A dish with {specie}',
    da: 'En ret med {specie}',
    sv: 'En rätt med {specie}',
    de: 'Ein Gericht mit {specie}',
    fr: 'Un plat de {specie}',
    kl: '{specie} nerisassiaq',
  },
  fishery: {
    en: 'Fishing grounds of {area}',
    da: 'Fiskepladser ved {area}',
    sv: 'Fiskevatten vid {area}',
    de: 'Fanggründe vor {area}',
    fr: 'Zones de pêche de {area}',
    kl: '{area} aalisarfii',
  },
  processing: {
    en: 'Processing of {specie}',
    da: 'Forarbejdning af {specie}',
    sv: 'Beredning av {specie}',
    de: 'Verarbeitung von {specie}',
    fr: 'Transformation des {specie}',
    kl: '{specie} suliarineqarnerat',
  },
  packshot: {
    en: '{brand} pack',
    da: '{brand} pakning',
    sv: '{brand} förpackning',
    de: '{brand} Verpackung',
    fr: 'Emballage {brand}',
    kl: '{brand} poortaa',
  },
};

export const VIDEO_TITLE: Phrase = {
  en: '{specie}: from catch to table',
  da: '{specie}: fra fangst til bord',
  sv: '{specie}: från fångst till bord',
  de: '{specie}: vom Fang auf den Tisch',
  fr: '{specie} : de la pêche à la table',
  kl: '{specie}: pisarineqarneranit nerrivimmut',
};
export const DOC_SPEC_SHEET: Phrase = {
  en: 'Product specification',
  da: 'Produktspecifikation',
  sv: 'Produktspecifikation',
  de: 'Produktspezifikation',
  fr: 'Fiche technique',
  kl: 'Nioqqutissap immikkoortitaanera',
};
export const DOC_BROCHURE: Phrase = {
  en: 'Species brochure',
  da: 'Artsbrochure',
  sv: 'Artbroschyr',
  de: 'Artenbroschüre',
  fr: "Brochure de l'espèce",
  kl: 'Uumasut pillugit naqitaq',
};
export const DOC_CERTIFICATE: Phrase = {
  en: 'Certificate',
  da: 'Certifikat',
  sv: 'Certifikat',
  de: 'Zertifikat',
  fr: 'Certificat',
  kl: 'Uppernarsaat',
};

/** Fills {slot} placeholders; an unknown slot is left as is so a template typo stays visible. */
export function fill(template: string, slots: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => slots[key] ?? whole);
}

/** Upper-cases the first letter: names start a title, sentence forms are lower case. */
export function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

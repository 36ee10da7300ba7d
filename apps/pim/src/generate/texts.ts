import type { ContentLanguage } from '@qilak/markets';
import type { Grammar, Phrase, SpecieDef, SpecDef } from './vocabulary';

/**
 * Product texts, written per language. The species name stands first as a heading-like subject ("Kabeljau,
 * Filets ohne Haut, gefangen vor Westgrönland."), and the catch or farming area comes as a ready-made phrase of
 * its own ({from}). A sentence whose subject is the product agrees with the species' number and gender
 * (`SpecieDef.grammar`) through an agreement part: `{Sporbar|Sporbart|Sporbare}` lists the forms, and `fill`
 * takes the one the species needs (see `agree`). Where a language can say it without agreement (a passive, an
 * imperative, a noun phrase) the sentence does so.
 * Slots: {Specie} (name, capitalised), {specie}, {spec}, {from} (where it comes from, with its preposition),
 * {area} (the area's name alone), {origin} (caught/farmed + {from}), {freeze}, {brand}, {weight}, {pack}, {Pack}.
 */
type Templates = Readonly<Record<ContentLanguage, readonly string[]>>;
/** Wild-caught and farmed species read differently (a farmed salmon is not "caught"). */
type ByOrigin = Readonly<Record<'wild' | 'farmed', Templates>>;
/** Ready-to-eat (cooked, smoked, roe), fish to cook, and raw shellfish get their own tips. */
export type TextGroup = 'ready' | 'fish' | 'shellfish';
type ByGroup = Readonly<Record<TextGroup, Templates>>;

// French texts carry their no-break spaces (\u00A0 before a colon, \u202F before ; ! ?) as French typesetting wants.

/** One truth across the product service and the CMS: shrimp are frozen on board within three hours. */
export const FREEZE_TIME: Phrase = {
  en: 'three hours',
  da: 'tre timer',
  sv: 'tre timmar',
  de: 'drei Stunden',
  fr: 'trois heures',
  kl: 'akunnerit pingasut',
};

export const ORIGIN: Readonly<Record<'wild' | 'farmed', Phrase>> = {
  wild: {
    en: 'caught {from}',
    da: 'fanget {from}',
    sv: 'från fisket {from}',
    de: 'gefangen {from}',
    fr: 'pêche {from}',
    kl: '{pisarineqarfia|pisarineqarfiat}: {area}',
  },
  farmed: {
    en: 'farmed {from}',
    da: 'opdrættet {from}',
    sv: 'från odling {from}',
    de: 'aus Aquakultur {from}',
    fr: 'élevage {from}',
    kl: '{from} {perorsarneqartarpoq|perorsarneqartarput}',
  },
};

/** TextOne: the product description (the variant's Description falls back to it). */
export const DESCRIPTION: ByOrigin = {
  wild: {
    en: [
      '{Specie}, {spec}, {origin}.',
      'The cold, clean water gives a firm texture and a clean, mild taste.',
      'Frozen within {freeze} of the catch to keep the quality at its best.',
      'A dependable choice for kitchens that value consistent quality.',
    ],
    da: [
      '{Specie}, {spec}, {origin}.',
      'Det kolde, rene vand giver en fast struktur og en ren, mild smag.',
      'Fryses senest {freeze} efter fangsten, så kvaliteten bevares.',
      'Et sikkert valg for køkkener, der sætter pris på ensartet kvalitet.',
    ],
    sv: [
      '{Specie}, {spec}, {origin}.',
      'Det kalla, rena vattnet ger fast konsistens och en ren, mild smak.',
      'Fryses inom {freeze} efter fångst för att bevara kvaliteten.',
      'Ett pålitligt val för kök som värdesätter jämn kvalitet.',
    ],
    de: [
      '{Specie}, {spec}, {origin}.',
      'Das kalte, klare Wasser sorgt für eine feste Textur und einen reinen, milden Geschmack.',
      'Innerhalb von {freeze} nach dem Fang eingefroren, damit die Qualität erhalten bleibt.',
      'Eine verlässliche Wahl für Küchen, die gleichbleibende Qualität schätzen.',
    ],
    fr: [
      '{Specie}, {spec} – {origin}.',
      'Les eaux froides et pures donnent une chair ferme au goût doux et franc.',
      'Surgélation dans les {freeze} qui suivent la pêche, pour en préserver toute la qualité.',
      'Un choix sûr pour les cuisines qui recherchent une qualité constante.',
    ],
    kl: [
      '{Specie}, {spec}. {Origin}.',
      'Imaq nillertoq minguitsorlu neqaanut mamassusaanullu iluaqutaavoq.',
      'Pisarineqareernerup kingorna {freeze} qaangiutsinnagit qerititsisoqartarpoq.',
      'Iggavinnut pitsaassutsimik aalajangersimasumik pingaartitsisunut naleqquppoq.',
    ],
  },
  farmed: {
    en: [
      '{Specie}, {spec}, {origin}.',
      'Raised in cold, clear sea water with plenty of room, for a firm texture and a clean taste.',
      'Harvested to order and processed the same day.',
      'A dependable choice for kitchens that value consistent quality.',
    ],
    da: [
      '{Specie}, {spec}, {origin}.',
      '{Opdrættet|Opdrættet|Opdrættede} i koldt, klart havvand med god plads, hvilket giver en fast struktur og en ren smag.',
      'Slagtes efter ordre og forarbejdes samme dag.',
      'Et sikkert valg for køkkener, der sætter pris på ensartet kvalitet.',
    ],
    sv: [
      '{Specie}, {spec}, {origin}.',
      'Odlas i kallt, klart havsvatten med gott om utrymme, vilket ger fast konsistens och en ren smak.',
      'Skördas efter beställning och bereds samma dag.',
      'Ett pålitligt val för kök som värdesätter jämn kvalitet.',
    ],
    de: [
      '{Specie}, {spec}, {origin}.',
      'Aufgezogen in kaltem, klarem Meerwasser mit viel Platz – für eine feste Textur und einen reinen Geschmack.',
      'Auf Bestellung geerntet und am selben Tag verarbeitet.',
      'Eine verlässliche Wahl für Küchen, die gleichbleibende Qualität schätzen.',
    ],
    fr: [
      '{Specie}, {spec} – {origin}.',
      'Élevage en eau de mer froide et claire, à faible densité, pour une chair ferme au goût franc.',
      'Récolte à la commande et transformation le jour même.',
      'Un choix sûr pour les cuisines qui recherchent une qualité constante.',
    ],
    kl: [
      '{Specie}, {spec}. {Origin}.',
      'Imaani nillertumi minguitsumilu inissaqarluartumi {perorsarneqartarpoq|perorsarneqartarput}.',
      '{Piniarneqartarpoq|Piniarneqartarput} inniminniisoqartillugu, ullormilu tassani {suliarineqartarluni|suliarineqartarlutik}.',
      'Iggavinnut pitsaassutsimik aalajangersimasumik pingaartitsisunut naleqquppoq.',
    ],
  },
};

/** TextTwo: usage tips. */
export const USAGE: ByGroup = {
  ready: {
    en: [
      'Serve on open sandwiches, in salads or as a starter.',
      'Ready to eat once thawed: no cooking needed.',
      'Add to warm dishes at the very end, so the texture stays tender.',
    ],
    da: [
      'Server på smørrebrød, i salater eller som forret.',
      '{Klar|Klart|Klare} til at spise efter optøning og skal ikke tilberedes.',
      'Tilsættes varme retter til allersidst, så konsistensen forbliver mør.',
    ],
    sv: [
      'Servera på smörgåsar, i sallader eller som förrätt.',
      '{Färdig|Färdigt|Färdiga} att äta efter upptining och behöver inte tillagas.',
      'Tillsätt i varma rätter alldeles på slutet, så att konsistensen förblir mör.',
    ],
    de: [
      'Auf Brot, in Salaten oder als Vorspeise servieren.',
      'Nach dem Auftauen verzehrfertig, ohne weitere Zubereitung.',
      'Warmen Gerichten erst ganz zum Schluss zugeben, damit das Produkt zart bleibt.',
    ],
    fr: [
      'À servir sur des tartines, en salade ou en entrée.',
      '{Prêt|Prête|Prêts|Prêtes} à consommer après décongélation, sans cuisson.',
      'À ajouter en toute fin de cuisson aux plats chauds, pour garder le moelleux.',
    ],
    kl: [
      'Iffiap qaavani, salatimi nerisassiatulluunniit siullertut {tunniunneqarsinnaavoq|tunniunneqarsinnaapput}.',
      '{Aattereerpat nerineqarsinnaavoq, igaqqaarnagu|Aattereerpata nerineqarsinnaapput, igaqqaarnagit}.',
      'Nerisassiami kissartumi naggataatungaani {ilanngunneqartassaaq|ilanngunneqartassapput}.',
    ],
  },
  fish: {
    en: [
      'Ideal for pan-frying, oven baking or poaching.',
      '{Holds|Hold} together well in soups, stews and on the grill.',
      'Thaw slowly in the refrigerator before use.',
    ],
    da: [
      'Velegnet til stegning på pande, ovnbagning eller pochering.',
      'Holder formen i supper, gryderetter og på grillen.',
      'Optø langsomt i køleskabet før brug.',
    ],
    sv: [
      'Passar för stekning i panna, ugnsbakning eller pochering.',
      'Håller formen i soppor, grytor och på grillen.',
      'Tina långsamt i kylskåpet före användning.',
    ],
    de: [
      'Ideal zum Braten, Backen im Ofen oder Pochieren.',
      '{Zerfällt|Zerfallen} nicht in Suppen, Eintöpfen und auf dem Grill.',
      'Vor der Verwendung langsam im Kühlschrank auftauen.',
    ],
    fr: [
      'À poêler, à cuire au four ou à pocher.',
      '{Se tient|Se tiennent} bien en soupe, en cocotte et au barbecue.',
      'Décongeler lentement au réfrigérateur avant utilisation.',
    ],
    kl: [
      '{Panertorneqarsinnaavoq, uuttorneqarsinnaavoq qalatinneqarsinnaavorluunniit|Panertorneqarsinnaapput, uuttorneqarsinnaapput qalatinneqarsinnaappulluunniit}.',
      'Suppami, nerisassiami qalasumi grillimilu siaruarneq {ajorpoq|ajorput}.',
      '{Atorneqannginnermini|Atorneqannginnerminni} nillataartitsivimmi arriitsumik {aattittassaaq|aattittassapput}.',
    ],
  },
  shellfish: {
    en: [
      'Best seared briefly in a very hot pan.',
      'Good in pasta, risotto and on the grill.',
      'Thaw slowly in the refrigerator before use.',
    ],
    da: [
      'Brunes kort på en meget varm pande.',
      '{God|Godt|Gode} i pasta, risotto og på grillen.',
      'Optø langsomt i køleskabet før brug.',
    ],
    sv: [
      'Steks snabbt i en mycket het panna.',
      '{God|Gott|Goda} i pasta, risotto och på grillen.',
      'Tina långsamt i kylskåpet före användning.',
    ],
    de: [
      'Am besten kurz in einer sehr heißen Pfanne anbraten.',
      'Passt zu Pasta, Risotto und auf den Grill.',
      'Vor der Verwendung langsam im Kühlschrank auftauen.',
    ],
    fr: [
      'À saisir rapidement dans une poêle très chaude.',
      '{Parfait|Parfaite|Parfaits|Parfaites} avec des pâtes, en risotto ou à la plancha.',
      'Décongeler lentement au réfrigérateur avant utilisation.',
    ],
    kl: [
      'Panertuummi kissarluartumi sukkasuumik {panertorneqassaaq|panertorneqassapput}.',
      'Pastami, risottomi grillimilu {mamarpoq|mamarput}.',
      '{Atorneqannginnermini|Atorneqannginnerminni} nillataartitsivimmi arriitsumik {aattittassaaq|aattittassapput}.',
    ],
  },
};

/** TextThree: preparation. */
export const PREPARATION: ByGroup = {
  ready: {
    en: [
      'Thaw in the refrigerator for 8 to 12 hours.',
      'Keep chilled at 0 to +2 °C once thawed and use within 24 hours.',
      'Ready to eat after thawing; do not refreeze.',
    ],
    da: [
      'Optø i køleskabet i 8 til 12 timer.',
      'Opbevares ved 0 til +2 °C efter optøning og bruges inden for 24 timer.',
      '{Klar|Klart|Klare} til servering efter optøning; må ikke genfryses.',
    ],
    sv: [
      'Tina i kylskåpet i 8 till 12 timmar.',
      'Förvara vid 0 till +2 °C efter upptining och använd inom 24 timmar.',
      '{Färdig|Färdigt|Färdiga} att äta efter upptining; frys inte om.',
    ],
    de: [
      '8 bis 12 Stunden im Kühlschrank auftauen.',
      'Nach dem Auftauen bei 0 bis +2 °C lagern und innerhalb von 24 Stunden verbrauchen.',
      'Nach dem Auftauen verzehrfertig; nicht wieder einfrieren.',
    ],
    fr: [
      'Décongeler 8 à 12 heures au réfrigérateur.',
      'Après décongélation, conserver entre 0 et +2 °C et consommer sous 24 heures.',
      '{Prêt|Prête|Prêts|Prêtes} à consommer après décongélation\u202F; ne pas recongeler.',
    ],
    kl: [
      'Nillataartitsivimmi akunnerni 8-12-ini {aattittassaaq|aattittassapput}.',
      '{Aattereerpat|Aattereerpata} 0 – +2 °C-mi {toqqortassaaq|toqqortassapput} akunnerillu 24 qaangiutsinnagit {atorneqassalluni|atorneqassallutik}.',
      '{Aattereerpat nerineqarsinnaavoq; qerititeqqinneqassanngilaq|Aattereerpata nerineqarsinnaapput; qerititeqqinneqassanngillat}.',
    ],
  },
  fish: {
    en: [
      'Pan-fry for 3 to 4 minutes on each side in butter.',
      'Bake at 180 °C for 12 to 15 minutes.',
      'Cook until the flesh just turns opaque and flakes.',
    ],
    da: [
      'Steg 3 til 4 minutter på hver side i smør.',
      'Bag ved 180 °C i 12 til 15 minutter.',
      'Tilbered, til kødet netop er blevet hvidt og skiller i flager.',
    ],
    sv: [
      'Stek 3 till 4 minuter per sida i smör.',
      'Ugnsbaka i 180 °C i 12 till 15 minuter.',
      'Tillaga tills köttet precis har blivit vitt och flagnar.',
    ],
    de: [
      '3 bis 4 Minuten pro Seite in Butter braten.',
      'Bei 180 °C 12 bis 15 Minuten im Ofen garen.',
      'Garen, bis das Fleisch gerade nicht mehr glasig ist und sich in Lamellen löst.',
    ],
    fr: [
      'Poêler 3 à 4 minutes de chaque côté au beurre.',
      'Cuire au four à 180 °C pendant 12 à 15 minutes.',
      'Cuire jusqu’à ce que la chair devienne tout juste nacrée et se détache en feuillets.',
    ],
    kl: [
      'Punnermi minutsini 3-4-ni sanimut {panertortassaaq|panertortassapput}.',
      '180 °C-mi minutsini 12-15-ni {uuttortassaaq|uuttortassapput}.',
      '{Neqaa qaqorilerpat siaruarsinnaalerlunilu piareerpoq|Neqaat qaqorilerpata siaruarsinnaalerlutillu piareerput}.',
    ],
  },
  shellfish: {
    en: [
      'Pat dry and sear for 1 minute on each side.',
      'Season only after cooking, so the surface browns.',
      'Thaw in the refrigerator; do not refreeze.',
    ],
    da: [
      'Dup tør og steg 1 minut på hver side.',
      'Krydr først efter stegningen, så overfladen bliver brun.',
      'Optøs i køleskabet; må ikke genfryses.',
    ],
    sv: [
      'Torka av och stek 1 minut per sida.',
      'Krydda först efter stekningen, så får ytan färg.',
      'Tina i kylskåpet; frys inte om.',
    ],
    de: [
      'Trocken tupfen und 1 Minute pro Seite anbraten.',
      'Erst nach dem Braten würzen, damit die Oberfläche bräunt.',
      'Im Kühlschrank auftauen; nicht wieder einfrieren.',
    ],
    fr: [
      'Éponger et saisir 1 minute de chaque côté.',
      'Assaisonner après cuisson, pour que la surface dore.',
      'Décongeler au réfrigérateur\u202F; ne pas recongeler.',
    ],
    kl: [
      '{Panertillugu|Panertillugit} sanimut minutsimi ataatsimi {panertortassaaq|panertortassapput}.',
      '{Panertoreerpat|Panertoreerpata} taamaallaat {tarajortassaaq|tarajortassapput}.',
      'Nillataartitsivimmi {aattittassaaq|aattittassapput}; {qerititeqqinneqassanngilaq|qerititeqqinneqassanngillat}.',
    ],
  },
};

/** TextFour: quality and sustainability. */
export const QUALITY: ByOrigin = {
  wild: {
    en: [
      'Traceable from vessel to plate.',
      'Sourced from fisheries managed for the long term.',
      'Processed under strict quality control.',
    ],
    da: [
      '{Sporbar|Sporbart|Sporbare} fra fartøj til tallerken.',
      'Fra fiskerier, der forvaltes med blik for fremtiden.',
      '{Forarbejdet|Forarbejdet|Forarbejdede} under streng kvalitetskontrol.',
    ],
    sv: [
      '{Spårbar|Spårbart|Spårbara} från fartyg till tallrik.',
      'Från ett långsiktigt förvaltat fiske.',
      '{Bearbetad|Bearbetat|Bearbetade} under sträng kvalitetskontroll.',
    ],
    de: [
      'Rückverfolgbar vom Schiff bis auf den Teller.',
      'Aus langfristig bewirtschafteten Fischereien.',
      'Unter strenger Qualitätskontrolle verarbeitet.',
    ],
    fr: [
      '{Traçable|Traçables} du navire à l’assiette.',
      '{Issu|Issue|Issus|Issues} de pêcheries gérées sur le long terme.',
      '{Transformé|Transformée|Transformés|Transformées} sous un contrôle qualité strict.',
    ],
    kl: [
      'Umiarsuarmit nerrivimmut {malinnaaffigineqarsinnaavoq|malinnaaffigineqarsinnaapput}.',
      'Aalisarnermit sivisuumik aqunneqartumit {pisuuvoq|pisuupput}.',
      'Pitsaassutsimik nakkutilliilluarluni {suliarineqarpoq|suliarineqarput}.',
    ],
  },
  farmed: {
    en: [
      'Traceable from farm to plate.',
      'Raised on farms managed for the long term.',
      'Processed under strict quality control.',
    ],
    da: [
      '{Sporbar|Sporbart|Sporbare} fra havbrug til tallerken.',
      'Fra havbrug, der drives med blik for fremtiden.',
      '{Forarbejdet|Forarbejdet|Forarbejdede} under streng kvalitetskontrol.',
    ],
    sv: [
      '{Spårbar|Spårbart|Spårbara} från odling till tallrik.',
      'Från odlingar som drivs långsiktigt.',
      '{Bearbetad|Bearbetat|Bearbetade} under sträng kvalitetskontroll.',
    ],
    de: [
      'Rückverfolgbar von der Zucht bis auf den Teller.',
      'Aus langfristig geführten Zuchtbetrieben.',
      'Unter strenger Qualitätskontrolle verarbeitet.',
    ],
    fr: [
      '{Traçable|Traçables} de l’élevage à l’assiette.',
      '{Issu|Issue|Issus|Issues} d’élevages gérés sur le long terme.',
      '{Transformé|Transformée|Transformés|Transformées} sous un contrôle qualité strict.',
    ],
    kl: [
      'Perorsaavimmit nerrivimmut {malinnaaffigineqarsinnaavoq|malinnaaffigineqarsinnaapput}.',
      'Perorsaavimmit sivisuumik aqunneqartumit {pisuuvoq|pisuupput}.',
      'Pitsaassutsimik nakkutilliilluarluni {suliarineqarpoq|suliarineqarput}.',
    ],
  },
};

/** TextFive on the product: a one-line summary. */
export const SUMMARY: Templates = {
  en: ['{brand}: {specie}, {origin}.', '{Specie} of premium quality, {spec}.'],
  da: ['{brand}: {specie}, {origin}.', '{Specie} i førsteklasses kvalitet, {spec}.'],
  sv: ['{brand}: {specie}, {origin}.', '{Specie} av högsta kvalitet, {spec}.'],
  de: ['{brand}: {Specie}, {origin}.', '{Specie} in erstklassiger Qualität, {spec}.'],
  fr: ['{brand}\u00A0: {specie} – {origin}.', '{Specie} de qualité supérieure, {spec}.'],
  kl: ['{brand}: {specie}. {Origin}.', 'Pitsaassuseq qaffasinnerpaaq: {specie}, {spec}.'],
};

/** TextFive on a variant: its pack ({weight} is already formatted for the market). */
export const VARIANT_TEXT: Templates = {
  en: ['{Pack}, {weight} net.', 'Net weight {weight} per {pack}.'],
  da: ['{Pack}, {weight} netto.', 'Nettovægt {weight} pr. {pack}.'],
  sv: ['{Pack}, {weight} netto.', 'Nettovikt {weight} per {pack}.'],
  de: ['{Pack}, {weight} netto.', 'Nettogewicht {weight} je {Pack}.'],
  fr: ['{Pack}, {weight} net.', 'Poids net\u00A0: {weight} par {pack}.'],
  kl: ['{Pack}, {weight}.', 'Oqimaassusaa: {weight} ({pack}).'],
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
    en: '{Specie}, {spec}',
    da: '{Specie}, {spec}',
    sv: '{Specie}, {spec}',
    de: '{Specie}, {spec}',
    fr: '{Specie}, {spec}',
    kl: '{Specie}, {spec}',
  },
  recipe: {
    en: 'A dish with {specie}',
    da: 'En ret med {specie}',
    sv: 'En rätt med {specie}',
    de: '{Specie}, als Gericht angerichtet',
    fr: 'Idée de recette\u00A0: {specie}',
    kl: '{Specie}: nerisassiaq',
  },
  fishery: {
    en: 'Fishing grounds {from}',
    da: 'Fiskepladser {from}',
    sv: 'Fiskevatten {from}',
    de: 'Fanggründe {from}',
    fr: 'Zones de pêche {from}',
    kl: '{area}: aalisarfiit',
  },
  processing: {
    en: 'Processing {specie}',
    da: 'Forarbejdning af {specie}',
    sv: 'Beredning av {specie}',
    de: 'Verarbeitung: {Specie}',
    fr: 'Transformation\u00A0: {specie}',
    kl: '{Specie}: suliarineqarnera',
  },
  packshot: {
    en: '{brand} pack',
    da: '{brand}-pakning',
    sv: '{brand}-förpackning',
    de: '{brand}-Verpackung',
    fr: 'Emballage {brand}',
    kl: '{brand}: poortaa',
  },
};

/** The fishery image of a farmed species shows its sea farm, not fishing grounds. */
export const FARM_IMAGE_TEXT: Phrase = {
  en: 'Sea farm {from}',
  da: 'Havbrug {from}',
  sv: 'Havsodling {from}',
  de: 'Meeresfarm {from}',
  fr: 'Ferme marine {from}',
  kl: '{area}: perorsaavik',
};

export const VIDEO_TITLE: Phrase = {
  en: '{Specie}: from sea to table',
  da: '{Specie}: fra hav til bord',
  sv: '{Specie}: från hav till bord',
  de: '{Specie}: vom Meer auf den Tisch',
  fr: '{Specie}\u00A0: de la mer à l’assiette',
  kl: '{Specie}: imarmiit nerrivimmut',
};
export const DOC_SPEC_SHEET: Phrase = {
  en: 'Product specification',
  da: 'Produktspecifikation',
  sv: 'Produktspecifikation',
  de: 'Produktspezifikation',
  fr: 'Fiche technique',
  kl: 'Nioqqutissiap immikkoortitaanera',
};
export const DOC_BROCHURE: Phrase = {
  en: 'Species brochure',
  da: 'Artsbrochure',
  sv: 'Artbroschyr',
  de: 'Artenbroschüre',
  fr: 'Brochure de l’espèce',
  kl: 'Uumasoq pillugu naqitaq',
};
export const DOC_CERTIFICATE: Phrase = {
  en: 'Certificate',
  da: 'Certifikat',
  sv: 'Certifikat',
  de: 'Zertifikat',
  fr: 'Certificat',
  kl: 'Uppernarsaat',
};

/** Which usage and preparation texts fit: cooked, smoked and roe products are eaten as they are. */
export function textGroup(specie: SpecieDef, spec: SpecDef): TextGroup {
  if ((spec.readyToEat && !spec.rawFor?.includes(specie.kind)) || specie.kind === 'roe') return 'ready';
  return specie.kind === 'fish' || specie.kind === 'flatfish' ? 'fish' : 'shellfish';
}

/**
 * The form of an agreement part `{a|b…}` that a species of this grammar takes. The forms are listed as
 * two: singular | plural; three (Danish, Swedish): common | neuter | plural; four (French): masculine singular |
 * feminine singular | masculine plural | feminine plural. Any other count is a template error and stays visible.
 */
export function agree(forms: readonly string[], grammar: Grammar): string | undefined {
  const plural = grammar.number === 'pl';
  const other = grammar.gender === 'n' || grammar.gender === 'f';
  switch (forms.length) {
    case 2:
      return forms[plural ? 1 : 0];
    case 3:
      return forms[plural ? 2 : other ? 1 : 0];
    case 4:
      return forms[(plural ? 2 : 0) + (other ? 1 : 0)];
    default:
      return undefined;
  }
}

/**
 * Fills {slot} placeholders and, given the species' grammar, agreement parts `{form|form…}`; an unknown slot or
 * an agreement part without a grammar is left as is, so a template error stays visible (and fails the checks).
 * (L10N-TEXT-AGREEMENT)
 */
export function fill(template: string, slots: Readonly<Record<string, string>>, grammar?: Grammar): string {
  return template.replace(/\{([^{}]+)\}/g, (whole, inner: string) => {
    if (!inner.includes('|')) return slots[inner] ?? whole;
    return grammar ? (agree(inner.split('|'), grammar) ?? whole) : whole;
  });
}

/** Upper-cases the first letter: names start a title, sentence forms are lower case. */
export function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

import type { ContentLanguage } from '@qilak/markets';
import type { Allergen } from '@qilak/pim-contract';

/** A phrase in every content language; sentence form (lower case unless the language capitalises nouns). */
export type Phrase = Readonly<Record<ContentLanguage, string>>;

export type SpecieKind = 'shrimp' | 'fish' | 'flatfish' | 'crab' | 'roe' | 'scallop' | 'lobster';

/**
 * Grammatical number and gender of a species name in one language, which every agreeing word of a product text
 * follows: `c`/`n` (Danish, Swedish: common, neuter), `m`/`f` (French), `m`/`f`/`n` (German). English and
 * Greenlandic inflect for number only.
 */
export interface Grammar {
  number: 'sg' | 'pl';
  gender?: 'c' | 'n' | 'm' | 'f';
}
export type Grammars = Readonly<Record<ContentLanguage, Grammar>>;

/** Number and gender per language, written `'c.pl'`, `'f.sg'`, `'pl'` (English and Greenlandic: number only). */
function grammar(forms: Readonly<Record<ContentLanguage, string>>): Grammars {
  const parse = (form: string): Grammar => {
    const [a, b] = form.split('.');
    return b ? { gender: a as Grammar['gender'], number: b as Grammar['number'] } : { number: a as Grammar['number'] };
  };
  return Object.fromEntries(Object.entries(forms).map(([lang, form]) => [lang, parse(form)])) as unknown as Grammars;
}
/** A singular name of common (da, sv) and masculine (fr, de) gender: most fish. */
const SG_M = grammar({ en: 'sg', da: 'c.sg', sv: 'c.sg', de: 'm.sg', fr: 'm.sg', kl: 'sg' });

export interface SpecieDef {
  id: string;
  slug: string;
  kind: SpecieKind;
  latin: string;
  name: Phrase;
  /** Number and gender of `name` in each language. */
  grammar: Grammars;
  specs: readonly string[];
  farmed: boolean;
  areas: readonly string[];
}

export interface SpecDef {
  code: string;
  name: Phrase;
  /** Where a species needs another form (French and Swedish agree with the species' gender and number). */
  byKind?: Partial<Record<SpecieKind, Partial<Phrase>>>;
  /** Cooked, smoked or pasteurised: eaten as it is after thawing. */
  readyToEat?: boolean;
  /** Kinds for which the same specification is raw all the same (scallop meat is sold raw). */
  rawFor?: readonly SpecieKind[];
  /** Allergens that this processing adds on top of the species' own. */
  adds: Partial<Record<Allergen, 'Contains' | 'MayContain'>>;
}

export const SPECS: Readonly<Record<string, SpecDef>> = {
  CKP: {
    code: 'CKP',
    adds: {},
    readyToEat: true,
    name: {
      en: 'cooked and peeled',
      da: 'kogte og pillede',
      sv: 'kokta och skalade',
      de: 'gekocht und geschält',
      fr: 'cuites et décortiquées',
      kl: 'uunneqarsimasut amiiarsimasullu',
    },
  },
  CKS: {
    code: 'CKS',
    adds: {},
    readyToEat: true,
    name: {
      en: 'cooked in shell',
      da: 'kogte med skal',
      sv: 'kokta med skal',
      de: 'gekocht in der Schale',
      fr: 'cuites entières',
      kl: 'uunneqarsimasut qaleruallit',
    },
    byKind: { crab: { da: 'kogt med skal', sv: 'kokt med skal', fr: 'cuit entier', kl: 'uunneqarsimasoq qalerualik' } },
  },
  RAW: {
    code: 'RAW',
    adds: {},
    name: {
      en: 'raw, whole',
      da: 'rå, hele',
      sv: 'råa, hela',
      de: 'roh, ganz',
      fr: 'crues, entières',
      kl: 'nikkuillit tamakkiisut',
    },
  },
  FSL: {
    code: 'FSL',
    adds: {},
    name: {
      en: 'fillets, skinless and boneless',
      da: 'fileter uden skind og ben',
      sv: 'filéer utan skinn och ben',
      de: 'Filets ohne Haut und Gräten',
      fr: 'filets sans peau ni arêtes',
      kl: 'filetit amiillu saanillu peersimasut',
    },
  },
  FSO: {
    code: 'FSO',
    adds: {},
    name: {
      en: 'fillets, skin on',
      da: 'fileter med skind',
      sv: 'filéer med skinn',
      de: 'Filets mit Haut',
      fr: 'filets avec peau',
      kl: 'filetit amillit',
    },
  },
  LOI: {
    code: 'LOI',
    adds: {},
    name: { en: 'loins', da: 'rygfileter', sv: 'ryggfiléer', de: 'Rückenfilets', fr: 'dos', kl: 'tunuata neqaa' },
  },
  POR: {
    code: 'POR',
    adds: {},
    name: { en: 'portions', da: 'portioner', sv: 'portionsbitar', de: 'Portionen', fr: 'portions', kl: 'ilaasat' },
  },
  BRD: {
    code: 'BRD',
    adds: {
      CerealsContainingGluten: 'Contains',
      HenEggs: 'MayContain',
      MilkProducts: 'MayContain',
      Celery: 'MayContain',
      Mustard: 'MayContain',
    },
    name: {
      en: 'breaded portions',
      da: 'panerede portioner',
      sv: 'panerade portionsbitar',
      de: 'panierte Portionen',
      fr: 'portions panées',
      kl: 'ilaasat panerikkat',
    },
  },
  HGT: {
    code: 'HGT',
    adds: {},
    name: {
      en: 'headed and gutted',
      da: 'hovedskåret og renset',
      sv: 'huvudkapad och rensad',
      de: 'ohne Kopf, ausgenommen',
      fr: 'étêté et vidé',
      kl: 'niaquersimasoq saligaasorlu',
    },
  },
  SMK: {
    code: 'SMK',
    readyToEat: true,
    adds: { Sulphide: 'MayContain' },
    name: {
      en: 'cold-smoked',
      da: 'koldrøget',
      sv: 'kallrökt',
      de: 'kaltgeräuchert',
      fr: 'fumé à froid',
      kl: 'nillertumik pujoorsagaq',
    },
  },
  CLU: {
    code: 'CLU',
    adds: {},
    readyToEat: true,
    name: { en: 'clusters', da: 'klynger', sv: 'klor och ben', de: 'Cluster', fr: 'sections', kl: 'isigai' },
  },
  MEA: {
    code: 'MEA',
    adds: {},
    readyToEat: true,
    rawFor: ['scallop'],
    name: {
      en: 'cooked meat',
      da: 'kogt kød',
      sv: 'kokt kött',
      de: 'gekochtes Fleisch',
      fr: 'chair cuite',
      kl: 'neqaa uunneqarsimasoq',
    },
    byKind: {
      scallop: {
        en: 'roe-on meat',
        da: 'kød med rogn',
        sv: 'kött med rom',
        de: 'mit Rogen',
        fr: 'avec corail',
        kl: 'suallit',
      },
    },
  },
  RRO: {
    code: 'RRO',
    readyToEat: true,
    adds: { Sulphide: 'Contains' },
    name: {
      en: 'red, pasteurised',
      da: 'rød, pasteuriseret',
      sv: 'röd, pastöriserad',
      de: 'rot, pasteurisiert',
      fr: 'rouges, pasteurisés',
      kl: 'aappaluttoq',
    },
  },
  BRO: {
    code: 'BRO',
    readyToEat: true,
    adds: { Sulphide: 'Contains' },
    name: {
      en: 'black, pasteurised',
      da: 'sort, pasteuriseret',
      sv: 'svart, pastöriserad',
      de: 'schwarz, pasteurisiert',
      fr: 'noirs, pasteurisés',
      kl: 'qernertoq',
    },
  },
  ROF: {
    code: 'ROF',
    adds: {},
    name: {
      en: 'roe-off meat',
      da: 'kød uden rogn',
      sv: 'kött utan rom',
      de: 'ohne Rogen',
      fr: 'sans corail',
      kl: 'suaqanngitsut',
    },
  },
  TAI: {
    code: 'TAI',
    adds: {},
    name: { en: 'tails', da: 'haler', sv: 'stjärtar', de: 'Schwänze', fr: 'queues', kl: 'pamiui' },
  },
};

const WG = 'CA-WG';
const EG = 'CA-EG';
const BS = 'CA-BS';
const IS = 'CA-IS';
const FO = 'CA-FO';
const NWA = 'CA-NWA';
const NO = 'CA-NO';
const FARM = 'CA-FARM';

/** The species of the catalogue; the first twelve are the ones the CMS recipes link to (P-1001..P-1012). */
export const SPECIES: readonly SpecieDef[] = [
  {
    id: 'SPC-PRW',
    slug: 'cold-water-prawns',
    grammar: grammar({ en: 'pl', da: 'c.pl', sv: 'c.pl', de: 'f.pl', fr: 'f.pl', kl: 'pl' }),
    kind: 'shrimp',
    latin: 'Pandalus borealis',
    farmed: false,
    areas: [WG, EG, BS],
    specs: ['CKP', 'CKS', 'RAW'],
    name: {
      en: 'cold-water prawns',
      da: 'koldtvandsrejer',
      sv: 'kallvattenräkor',
      de: 'Kaltwassergarnelen',
      fr: 'crevettes nordiques',
      kl: 'raajat',
    },
  },
  {
    id: 'SPC-GHL',
    slug: 'greenland-halibut',
    grammar: SG_M,
    kind: 'flatfish',
    latin: 'Reinhardtius hippoglossoides',
    farmed: false,
    areas: [WG, EG, NWA],
    specs: ['FSL', 'FSO', 'HGT', 'SMK', 'POR'],
    name: {
      en: 'Greenland halibut',
      da: 'hellefisk',
      sv: 'grönlandshälleflundra',
      de: 'Schwarzer Heilbutt',
      fr: 'flétan du Groenland',
      kl: 'qaleralik',
    },
  },
  {
    id: 'SPC-SCR',
    slug: 'snow-crab',
    grammar: grammar({ en: 'sg', da: 'c.sg', sv: 'c.sg', de: 'f.sg', fr: 'm.sg', kl: 'sg' }),
    kind: 'crab',
    latin: 'Chionoecetes opilio',
    farmed: false,
    areas: [WG, NWA],
    specs: ['CLU', 'MEA', 'CKS'],
    name: {
      en: 'snow crab',
      da: 'snekrabbe',
      sv: 'snökrabba',
      de: 'Schneekrabbe',
      fr: 'crabe des neiges',
      kl: 'assagiarsuk',
    },
  },
  {
    id: 'SPC-COD',
    slug: 'atlantic-cod',
    grammar: SG_M,
    kind: 'fish',
    latin: 'Gadus morhua',
    farmed: false,
    areas: [WG, EG, BS, IS, FO],
    specs: ['FSL', 'LOI', 'POR', 'HGT', 'BRD'],
    name: { en: 'Atlantic cod', da: 'torsk', sv: 'torsk', de: 'Kabeljau', fr: 'cabillaud', kl: 'saarullik' },
  },
  {
    id: 'SPC-LRO',
    slug: 'lumpfish-roe',
    grammar: grammar({ en: 'sg', da: 'c.sg', sv: 'c.sg', de: 'm.sg', fr: 'm.pl', kl: 'sg' }),
    kind: 'roe',
    latin: 'Cyclopterus lumpus',
    farmed: false,
    areas: [WG, IS],
    specs: ['RRO', 'BRO'],
    name: {
      en: 'lumpfish roe',
      da: 'stenbiderrogn',
      sv: 'stenbitsrom',
      de: 'Seehasenrogen',
      fr: 'œufs de lompe',
      kl: 'nipisap suaa',
    },
  },
  {
    id: 'SPC-SCA',
    slug: 'scallops',
    grammar: grammar({ en: 'pl', da: 'c.pl', sv: 'c.pl', de: 'f.pl', fr: 'f.pl', kl: 'pl' }),
    kind: 'scallop',
    latin: 'Chlamys islandica',
    farmed: false,
    areas: [WG, IS, NWA],
    specs: ['ROF', 'MEA'],
    name: {
      en: 'scallops',
      da: 'kammuslinger',
      sv: 'kammusslor',
      de: 'Kammmuscheln',
      fr: 'noix de pétoncle',
      kl: 'kammuslingit',
    },
  },
  {
    id: 'SPC-ACH',
    slug: 'arctic-char',
    grammar: SG_M,
    kind: 'fish',
    latin: 'Salvelinus alpinus',
    farmed: true,
    areas: [IS, FARM],
    specs: ['FSO', 'SMK', 'HGT'],
    name: { en: 'Arctic char', da: 'fjeldørred', sv: 'röding', de: 'Seesaibling', fr: 'omble chevalier', kl: 'eqaluk' },
  },
  {
    id: 'SPC-RED',
    slug: 'redfish',
    grammar: SG_M,
    kind: 'fish',
    latin: 'Sebastes mentella',
    farmed: false,
    areas: [EG, IS, FO],
    specs: ['FSO', 'FSL', 'HGT'],
    name: { en: 'redfish', da: 'rødfisk', sv: 'kungsfisk', de: 'Rotbarsch', fr: 'sébaste', kl: 'suluppaagaq' },
  },
  {
    id: 'SPC-SAL',
    slug: 'atlantic-salmon',
    grammar: SG_M,
    kind: 'fish',
    latin: 'Salmo salar',
    farmed: true,
    areas: [FARM, NO, FO],
    specs: ['FSO', 'SMK', 'POR', 'LOI'],
    name: {
      en: 'Atlantic salmon',
      da: 'atlantisk laks',
      sv: 'atlantlax',
      de: 'Atlantischer Lachs',
      fr: 'saumon atlantique',
      kl: 'kapisilik',
    },
  },
  {
    id: 'SPC-HAD',
    slug: 'haddock',
    grammar: SG_M,
    kind: 'fish',
    latin: 'Melanogrammus aeglefinus',
    farmed: false,
    areas: [BS, IS, FO, NO],
    specs: ['FSL', 'LOI', 'POR', 'BRD'],
    name: { en: 'haddock', da: 'kuller', sv: 'kolja', de: 'Schellfisch', fr: 'églefin', kl: 'kulleri' },
  },
  {
    id: 'SPC-MAC',
    slug: 'north-atlantic-mackerel',
    grammar: grammar({ en: 'sg', da: 'c.sg', sv: 'c.sg', de: 'f.sg', fr: 'm.sg', kl: 'sg' }),
    kind: 'fish',
    latin: 'Scomber scombrus',
    farmed: false,
    areas: [EG, NO, FO],
    specs: ['HGT', 'FSO', 'SMK'],
    name: {
      en: 'North Atlantic mackerel',
      da: 'nordatlantisk makrel',
      sv: 'nordatlantisk makrill',
      de: 'Nordatlantische Makrele',
      fr: "maquereau de l'Atlantique Nord",
      kl: 'makrelli',
    },
  },
  {
    id: 'SPC-SAI',
    slug: 'saithe',
    grammar: SG_M,
    kind: 'fish',
    latin: 'Pollachius virens',
    farmed: false,
    areas: [BS, IS, FO, NO],
    specs: ['FSL', 'POR', 'LOI', 'BRD'],
    name: { en: 'saithe', da: 'sej', sv: 'gråsej', de: 'Seelachs', fr: 'lieu noir', kl: 'saarullik qernertaq' },
  },
  {
    id: 'SPC-WLF',
    slug: 'atlantic-wolffish',
    grammar: SG_M,
    kind: 'fish',
    latin: 'Anarhichas lupus',
    farmed: false,
    areas: [WG, IS],
    specs: ['FSL', 'POR'],
    name: {
      en: 'Atlantic wolffish',
      da: 'havkat',
      sv: 'havskatt',
      de: 'Steinbeißer',
      fr: 'loup atlantique',
      kl: 'qeeqqoq',
    },
  },
  {
    id: 'SPC-NLB',
    slug: 'norway-lobster',
    grammar: grammar({ en: 'pl', da: 'c.pl', sv: 'c.pl', de: 'm.sg', fr: 'f.pl', kl: 'pl' }),
    kind: 'lobster',
    latin: 'Nephrops norvegicus',
    farmed: false,
    areas: [IS, FO],
    specs: ['RAW', 'TAI', 'CKS'],
    name: {
      en: 'Norway lobster',
      da: 'jomfruhummer',
      sv: 'havskräftor',
      de: 'Kaisergranat',
      fr: 'langoustines',
      kl: 'jomfruhummerit',
    },
  },
];

/** The allergen each kind always contains. */
export const KIND_ALLERGEN: Readonly<Record<SpecieKind, Allergen>> = {
  shrimp: 'Crustaceans',
  lobster: 'Crustaceans',
  crab: 'Crustaceans',
  fish: 'Fish',
  flatfish: 'Fish',
  roe: 'Fish',
  scallop: 'Mollucs',
};

export interface FacetDef {
  id: string;
  name: Phrase;
  /** FAO major fishing area ("21", "27") and, where the catch is reported finer, its sub-area ("27.14"). */
  fao?: string;
  faoSubArea?: string;
}

const same = (text: string): Phrase => ({ en: text, da: text, sv: text, de: text, fr: text, kl: text });

/** Brand names are not translated; SapBrand is the ERP code shown in brackets when the brand is missing. */
export const BRANDS: readonly (FacetDef & { sap: string })[] = [
  { id: 'BR-QLK', sap: 'QLK-100', name: same('Qilak') },
  { id: 'BR-QSE', sap: 'QLK-110', name: same('Qilak Select') },
  { id: 'BR-AHV', sap: 'QLK-200', name: same('Arctic Harvest') },
  { id: 'BR-NBY', sap: 'QLK-300', name: same('Nuuk Bay') },
  { id: 'BR-PKT', sap: 'QLK-400', name: same('Polar Kitchen') },
];

/**
 * Storage as the condition a product is kept in (what the label prints), never as the way it was frozen: the
 * trade's "store frozen at −18 °C" line, with the typographic minus.
 */
export const STORAGE_CONDITIONS: readonly FacetDef[] = [
  {
    id: 'SC-FRZ',
    name: {
      en: 'Store frozen at −18 °C or colder',
      da: 'Opbevares på frost ved −18 °C eller koldere',
      sv: 'Förvaras fryst vid −18 °C eller kallare',
      de: 'Tiefgekühlt bei −18 °C oder kälter lagern',
      fr: 'À conserver à −18 °C ou moins',
      kl: 'Qerititsivimmi −18 °C-mi nillernerusumiluunniit toqqortassaaq',
    },
  },
  {
    id: 'SC-DFZ',
    name: {
      en: 'Store frozen at −25 °C or colder',
      da: 'Opbevares på frost ved −25 °C eller koldere',
      sv: 'Förvaras fryst vid −25 °C eller kallare',
      de: 'Tiefgekühlt bei −25 °C oder kälter lagern',
      fr: 'À conserver à −25 °C ou moins',
      kl: 'Qerititsivimmi −25 °C-mi nillernerusumiluunniit toqqortassaaq',
    },
  },
  {
    id: 'SC-CHL',
    name: {
      en: 'Store chilled at 0 to +2 °C',
      da: 'Opbevares på køl ved 0 til +2 °C',
      sv: 'Förvaras kylt vid 0 till +2 °C',
      de: 'Gekühlt bei 0 bis +2 °C lagern',
      fr: 'À conserver entre 0 et +2 °C',
      kl: 'Nillataartitsivimmi 0 – +2 °C-mi toqqortassaaq',
    },
  },
  {
    id: 'SC-AMB',
    name: {
      en: 'Store below +25 °C',
      da: 'Opbevares ved under +25 °C',
      sv: 'Förvaras under +25 °C',
      de: 'Unter +25 °C lagern',
      fr: 'À conserver à moins de +25 °C',
      kl: '+25 °C ataallugu toqqortassaaq',
    },
  },
];

export const CONCEPTS: readonly FacetDef[] = [
  {
    id: 'CO-RET',
    name: {
      en: 'Retail',
      da: 'Detail',
      sv: 'Dagligvaruhandel',
      de: 'Einzelhandel',
      fr: 'Grande distribution',
      kl: 'Niuerneq',
    },
  },
  {
    id: 'CO-FSV',
    name: {
      en: 'Foodservice',
      da: 'Foodservice',
      sv: 'Storkök',
      de: 'Gastronomie',
      fr: 'Restauration',
      kl: 'Nerisassiorfiit',
    },
  },
  {
    id: 'CO-IND',
    name: { en: 'Industry', da: 'Industri', sv: 'Industri', de: 'Industrie', fr: 'Industrie', kl: 'Suliffissuaq' },
  },
  {
    id: 'CO-SAS',
    name: {
      en: 'Sashimi grade',
      da: 'Sashimi-kvalitet',
      sv: 'Sashimikvalitet',
      de: 'Sashimi-Qualität',
      fr: 'Qualité sashimi',
      kl: 'Sashimi pitsaassusaa',
    },
  },
];

export const CATCHING_AREAS: readonly FacetDef[] = [
  {
    id: WG,
    fao: '21',
    faoSubArea: '21.1',
    name: {
      en: 'West Greenland',
      da: 'Vestgrønland',
      sv: 'Västgrönland',
      de: 'Westgrönland',
      fr: 'Groenland occidental',
      kl: 'Kitaa',
    },
  },
  {
    id: EG,
    fao: '27',
    faoSubArea: '27.14',
    name: {
      en: 'East Greenland',
      da: 'Østgrønland',
      sv: 'Östgrönland',
      de: 'Ostgrönland',
      fr: 'Groenland oriental',
      kl: 'Tunu',
    },
  },
  {
    id: BS,
    fao: '27',
    faoSubArea: '27.1',
    name: {
      en: 'Barents Sea',
      da: 'Barentshavet',
      sv: 'Barents hav',
      de: 'Barentssee',
      fr: 'Mer de Barents',
      kl: 'Barentsip imaa',
    },
  },
  {
    id: IS,
    fao: '27',
    faoSubArea: '27.5.a',
    name: { en: 'Iceland', da: 'Island', sv: 'Island', de: 'Island', fr: 'Islande', kl: 'Islandi' },
  },
  {
    id: FO,
    fao: '27',
    faoSubArea: '27.5.b',
    name: { en: 'Faroe Islands', da: 'Færøerne', sv: 'Färöarna', de: 'Färöer', fr: 'Îles Féroé', kl: 'Savalimmiut' },
  },
  {
    id: NWA,
    fao: '21',
    name: {
      en: 'Northwest Atlantic',
      da: 'Nordvestatlanten',
      sv: 'Nordvästatlanten',
      de: 'Nordwestatlantik',
      fr: 'Atlantique Nord-Ouest',
      kl: 'Atlantikup avannaata kitaa',
    },
  },
  {
    id: NO,
    fao: '27',
    faoSubArea: '27.2.a',
    name: {
      en: 'Norwegian Sea',
      da: 'Norskehavet',
      sv: 'Norska havet',
      de: 'Europäisches Nordmeer',
      fr: 'Mer de Norvège',
      kl: 'Norgep imaa',
    },
  },
  {
    id: FARM,
    name: {
      en: 'Aquaculture, North Atlantic',
      da: 'Opdræt, Nordatlanten',
      sv: 'Odling, Nordatlanten',
      de: 'Aquakultur, Nordatlantik',
      fr: 'Aquaculture, Atlantique Nord',
      kl: 'Perorsaaneq, Atlantikup avannaa',
    },
  },
];

/**
 * Sub-areas: West Greenland is NAFO subarea 1 (21.1), East Greenland ICES XIV (27.14), the Barents Sea ICES I
 * (27.1), Iceland ICES Va (27.5.a), the Faroes ICES Vb (27.5.b), the Norwegian Sea ICES IIa (27.2.a); the
 * Northwest Atlantic is area 21 as a whole.
 *
 * Where a product comes from, as a phrase with its own preposition and case ("vor Westgrönland", "au large de
 * l'Islande"), so the sentence around it never has to inflect an area name. West Greenland is FAO 21 (NAFO
 * subarea 1), East Greenland and the other European waters FAO 27 (ICES).
 */
export const AREA_FROM: Readonly<Record<string, Phrase>> = {
  [WG]: {
    en: 'off West Greenland',
    da: 'ud for Vestgrønland',
    sv: 'utanför Västgrönland',
    de: 'vor Westgrönland',
    fr: 'au large du Groenland occidental',
    kl: 'Kitaani',
  },
  [EG]: {
    en: 'off East Greenland',
    da: 'ud for Østgrønland',
    sv: 'utanför Östgrönland',
    de: 'vor Ostgrönland',
    fr: 'au large du Groenland oriental',
    kl: 'Tunumi',
  },
  [BS]: {
    en: 'in the Barents Sea',
    da: 'i Barentshavet',
    sv: 'i Barents hav',
    de: 'in der Barentssee',
    fr: 'en mer de Barents',
    kl: 'Barentsip imartaani',
  },
  [IS]: {
    en: 'off Iceland',
    da: 'ud for Island',
    sv: 'utanför Island',
    de: 'vor Island',
    fr: 'au large de l’Islande',
    kl: 'Islandip eqqaani',
  },
  [FO]: {
    en: 'off the Faroe Islands',
    da: 'ud for Færøerne',
    sv: 'utanför Färöarna',
    de: 'vor den Färöern',
    fr: 'au large des îles Féroé',
    kl: 'Savalimmiut eqqaanni',
  },
  [NWA]: {
    en: 'in the Northwest Atlantic',
    da: 'i Nordvestatlanten',
    sv: 'i Nordvästatlanten',
    de: 'im Nordwestatlantik',
    fr: 'dans l’Atlantique Nord-Ouest',
    kl: 'Atlantikup avannaata kitaani',
  },
  [NO]: {
    en: 'in the Norwegian Sea',
    da: 'i Norskehavet',
    sv: 'i Norska havet',
    de: 'im Europäischen Nordmeer',
    fr: 'en mer de Norvège',
    kl: 'Norgip imartaani',
  },
  [FARM]: {
    en: 'in the North Atlantic',
    da: 'i Nordatlanten',
    sv: 'i Nordatlanten',
    de: 'im Nordatlantik',
    fr: 'dans l’Atlantique Nord',
    kl: 'Atlantikup avannaani',
  },
};

export const PACKAGING_TYPES: readonly FacetDef[] = [
  { id: 'PT-CTN', name: { en: 'Carton', da: 'Karton', sv: 'Kartong', de: 'Karton', fr: 'Carton', kl: 'Poortaq' } },
  { id: 'PT-BAG', name: { en: 'Bag', da: 'Pose', sv: 'Påse', de: 'Beutel', fr: 'Sachet', kl: 'Puuaaraq' } },
  {
    id: 'PT-VAC',
    name: {
      en: 'Vacuum pack',
      da: 'Vakuumpakning',
      sv: 'Vakuumförpackning',
      de: 'Vakuumverpackung',
      fr: 'Emballage sous vide',
      kl: 'Silaannaaruttoq poortagaq',
    },
  },
  { id: 'PT-TRY', name: { en: 'Tray', da: 'Bakke', sv: 'Tråg', de: 'Schale', fr: 'Barquette', kl: 'Pequt' } },
  { id: 'PT-BLK', name: { en: 'Block', da: 'Blok', sv: 'Block', de: 'Block', fr: 'Bloc', kl: 'Blokki' } },
  {
    id: 'PT-JAR',
    name: { en: 'Glass jar', da: 'Glas', sv: 'Glasburk', de: 'Glas', fr: 'Bocal en verre', kl: 'Qalipaatsoq' },
  },
];

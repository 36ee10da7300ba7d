import { MARKET_CODES, requireMarket, type ContentLanguage, type MarketCode } from '@qilak/markets';
import {
  ALLERGENS,
  type Allergens,
  type AttributesResponse,
  type CategoryDataResponse,
  type Certificate,
  type PimDocument,
  type PimImage,
  type PimVideo,
  type RawProduct,
  type RawVariant,
  type SecretVariant,
  type SizeAttribute,
} from '@qilak/pim-contract';
import { Rng } from './prng';
import { documentPath } from '../documents/paths';
import { LABELS, UNLABELLED_ALIAS } from './labels';
import { LOCALIZED_CULTURES, PIECES, formatNumber, formatRange, formatWeight, localize } from './local';
import {
  AREA_FROM,
  BRANDS,
  CATCHING_AREAS,
  CONCEPTS,
  KIND_ALLERGEN,
  PACKAGING_TYPES,
  SPECIES,
  SPECS,
  STORAGE_CONDITIONS,
  type FacetDef,
  type Grammar,
  type Phrase,
  type SpecDef,
  type SpecieDef,
} from './vocabulary';
import {
  DESCRIPTION,
  DOC_BROCHURE,
  DOC_CERTIFICATE,
  DOC_SPEC_SHEET,
  FARM_IMAGE_TEXT,
  FREEZE_TIME,
  IMAGE_TEXT,
  ORIGIN,
  MARKETING,
  PREPARATION,
  QUALITY,
  SUMMARY,
  USAGE,
  VARIANT_TEXT,
  VIDEO_TITLE,
  capitalize,
  fill,
  textGroup,
} from './texts';

export const DEFAULT_SEED = 'qilak-seafood';
/** Fixed so two runs give the same bytes; edits later move LastChanged to the edit time. */
export const DEFAULT_GENERATED_AT = '2026-01-01T00:00:00.000Z';
/** Products at scale 1; with 3 to 6 variants each this gives about 1,350 variants. */
export const PRODUCTS_PER_SCALE = 300;
/** Never fewer, so P-1001..P-1012 and the edge-case products always exist. */
export const MIN_PRODUCTS = 24;
/** Products whose ids CMS recipes link to, with their species (index = product number - 1001). */
export const RECIPE_PRODUCT_COUNT = 12;

/** Products that carry one edge case each, so tests and the site can find them by id. */
export const EDGE_CASE_PRODUCTS = {
  missingSpecieId: 'P-1013',
  missingSpecificationId: 'P-1014',
  unknownSpecificationId: 'P-1015',
  sapBrandOnly: 'P-1016',
  noVariants: 'P-1017',
  nonNumericItemNumbers: 'P-1018',
  noNameTwo: 'P-1019',
  missingNameThree: 'P-1002',
} as const;

/** Market currency for the secret cost price, with a fixed rate from EUR (no live rates: deterministic). */
const CURRENCY: Readonly<Record<MarketCode, { code: string; rate: number; decimals: number }>> = {
  'en-GLOBAL': { code: 'EUR', rate: 1, decimals: 2 },
  'da-DK': { code: 'DKK', rate: 7.46, decimals: 2 },
  'sv-SE': { code: 'SEK', rate: 11.2, decimals: 2 },
  'de-DE': { code: 'EUR', rate: 1, decimals: 2 },
  'en-GB': { code: 'GBP', rate: 0.85, decimals: 2 },
  'en-CN': { code: 'CNY', rate: 7.8, decimals: 2 },
  'fr-FR': { code: 'EUR', rate: 1, decimals: 2 },
  'kl-GL': { code: 'DKK', rate: 7.46, decimals: 2 },
  'da-GL': { code: 'DKK', rate: 7.46, decimals: 2 },
  'en-US': { code: 'USD', rate: 1.08, decimals: 2 },
  'en-JP': { code: 'JPY', rate: 162, decimals: 0 },
};

export interface GenerateOptions {
  seed?: string;
  /** Multiplies PRODUCTS_PER_SCALE; fractions give small catalogues for tests. */
  scale?: number;
  generatedAt?: string;
}

export interface CultureCatalogue {
  culture: MarketCode;
  lastChanged: string;
  attributes: AttributesResponse;
  category: CategoryDataResponse;
  products: RawProduct[];
  secrets: SecretVariant[];
}

export function productCount(scale: number): number {
  if (!Number.isFinite(scale) || scale <= 0) throw new Error(`scale must be a positive number, got ${scale}`);
  return Math.max(MIN_PRODUCTS, Math.round(PRODUCTS_PER_SCALE * scale));
}

export function productIdAt(index: number): string {
  return `P-${1001 + index}`;
}

const shortCode = (specie: SpecieDef): string => specie.id.replace('SPC-', '');
export const specificationId = (specie: SpecieDef, spec: SpecDef): string => `${shortCode(specie)}-${spec.code}`;

function facetById<T extends FacetDef>(list: readonly T[], id: string): T {
  const found = list.find((f) => f.id === id);
  if (!found) throw new Error(`unknown facet ${id}`);
  return found;
}

/** A specification's name for this species (French and Swedish forms agree with the species). */
export function specName(spec: SpecDef, specie: SpecieDef, lang: ContentLanguage): string {
  return spec.byKind?.[specie.kind]?.[lang] ?? spec.name[lang];
}

/** The slots every text of a product fills: names, where it comes from (with its own preposition), facts. */
export function textSlots(
  specie: SpecieDef,
  spec: SpecDef | null,
  area: FacetDef | null,
  lang: ContentLanguage,
  brand: string,
): Record<string, string> {
  const from = area ? (AREA_FROM[area.id]?.[lang] ?? area.name[lang]) : '';
  const areaName = area ? area.name[lang] : '';
  const origin = fill(ORIGIN[specie.farmed ? 'farmed' : 'wild'][lang], { from, area: areaName }, specie.grammar[lang]);
  return {
    specie: specie.name[lang],
    Specie: capitalize(specie.name[lang]),
    spec: spec ? specName(spec, specie, lang) : '',
    from,
    area: areaName,
    origin,
    Origin: capitalize(origin),
    freeze: FREEZE_TIME[lang],
    brand,
  };
}

/** Picks a template index from the English list so every language consumes the PRNG the same way. */
function pickText(
  rng: Rng,
  templates: Readonly<Record<ContentLanguage, readonly string[]>>,
  lang: ContentLanguage,
): string {
  const index = rng.int(0, templates.en.length - 1);
  const list = templates[lang];
  return list[index % list.length] ?? '';
}

function pickSentences(
  rng: Rng,
  templates: Readonly<Record<ContentLanguage, readonly string[]>>,
  lang: ContentLanguage,
  count: number,
  slots: Record<string, string>,
  grammar: Grammar,
): string {
  const indices = rng.sample(
    templates.en.map((_, i) => i),
    count,
  );
  const list = templates[lang];
  return indices.map((i) => fill(list[i % list.length] ?? '', slots, grammar)).join(' ');
}

const IMAGE_QUERIES = ['w=800', 'w=1200&fit=cover', 'w=800&q=80'] as const;
type ImageKind = keyof typeof IMAGE_TEXT;
/** The media file number per image role (see scripts/generate-media.ts). */
const MEDIA_NUMBER: Readonly<Record<string, number>> = {
  product: 1,
  recipe: 2,
  fishery: 3,
  processing: 4,
  packshotFront: 5,
  packshotBack: 6,
  masterOpen: 7,
  masterClosed: 8,
};

interface Context {
  lang: ContentLanguage;
  slots: Record<string, string>;
  specie: SpecieDef;
}

function image(rng: Rng, ctx: Context, role: keyof typeof MEDIA_NUMBER, textKind: ImageKind): PimImage {
  const n = MEDIA_NUMBER[role] ?? 1;
  const query = rng.pick(IMAGE_QUERIES);
  const hasText = rng.chance(0.85);
  const template = textKind === 'fishery' && ctx.specie.farmed ? FARM_IMAGE_TEXT : IMAGE_TEXT[textKind];
  return {
    Url: `/pim-media/${ctx.specie.slug}-${n}.svg?${query}`,
    ImageText: hasText ? capitalize(fill(template[ctx.lang], ctx.slots, ctx.specie.grammar[ctx.lang])) : null,
  };
}

function video(rng: Rng, ctx: Context): PimVideo {
  const youtube = rng.chance(0.6);
  const id = youtube ? rng.token(11) : String(rng.int(100000000, 999999999));
  const hasTitle = rng.chance(0.9);
  return {
    Url: youtube ? `https://youtu.be/${id}?si=${rng.token(16)}` : `https://vimeo.com/${id}?share=copy`,
    Provider: youtube ? 'YouTube' : 'Vimeo',
    Title: hasTitle ? capitalize(fill(VIDEO_TITLE[ctx.lang], ctx.slots, ctx.specie.grammar[ctx.lang])) : null,
  };
}

function ean(rng: Rng): string {
  const body = `57${rng.token(10, '0123456789')}`;
  const sum = [...body].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return body + String((10 - (sum % 10)) % 10);
}

/** Net weights in grams per kind; a product's variants take distinct ones, smallest first. */
const WEIGHTS: Readonly<Record<SpecieDef['kind'], readonly number[]>> = {
  shrimp: [250, 500, 1000, 2000, 2500, 5000, 10000],
  crab: [400, 1000, 2000, 5000, 10000, 15000],
  lobster: [500, 1000, 2000, 5000, 8000],
  fish: [300, 400, 800, 1000, 3000, 5000, 6800, 10000, 20000],
  flatfish: [300, 500, 1000, 5000, 10000, 25000],
  roe: [50, 100, 200, 1000, 5000],
  scallop: [250, 500, 1000, 2000, 5000],
};

/**
 * Size attributes with values and units as the market writes them ("2,5" kg, "stk./kg"). Counts stay "70/90"
 * (the trade writes them so in every language); only their unit is translated.
 */
function sizeAttributes(
  rng: Rng,
  specie: SpecieDef,
  grams: number,
  onTray: boolean,
  lang: ContentLanguage,
  locale: string,
): SizeAttribute[] {
  const net: SizeAttribute =
    grams < 1000
      ? { Alias: 'NetWeight', Value: formatNumber(grams, locale), Unit: 'g' }
      : { Alias: 'NetWeight', Value: formatNumber(grams / 1000, locale), Unit: 'kg' };
  const pieces = PIECES[lang];
  const out: SizeAttribute[] = [];
  switch (specie.kind) {
    case 'shrimp':
      out.push({
        Alias: 'Count',
        Value: rng.pick(['70/90', '90/120', '150/250', '200/300', '250/350']),
        Unit: `${pieces}/kg`,
      });
      break;
    case 'lobster':
      out.push({ Alias: 'Count', Value: rng.pick(['10/15', '16/20', '21/30']), Unit: `${pieces}/kg` });
      break;
    case 'scallop':
      // Scallops are counted per pound in every market: the trade's unit, as in "U10".
      out.push({ Alias: 'Count', Value: rng.pick(['10/20', '20/30', '30/40', '40/60']), Unit: `${pieces}/lb` });
      break;
    case 'crab':
      out.push({ Alias: 'Grade', Value: rng.pick(['M', 'L', 'XL', '5-8 oz', '8 oz up']), Unit: null });
      break;
    case 'fish':
    case 'flatfish': {
      const [from, to] = rng.pick([
        [100, 150],
        [150, 250],
        [200, 400],
        [400, 800],
        [1000, 2000],
      ] as const);
      out.push({ Alias: 'PieceSize', Value: formatRange(from, to, locale), Unit: 'g' });
      break;
    }
    case 'roe':
      break;
  }
  out.push(net);
  if (specie.kind !== 'roe' && rng.chance(0.6))
    out.push({ Alias: 'Glazing', Value: String(rng.pick([5, 8, 10, 12, 20])), Unit: '%' });
  // TrayCount has no label in GetAttributes on purpose: exercises the "(missing)" label rule.
  if (onTray) out.push({ Alias: UNLABELLED_ALIAS, Value: String(rng.int(4, 12)), Unit: pieces });
  return out;
}

function allergens(rng: Rng, specie: SpecieDef, spec: SpecDef): Allergens {
  const result = Object.fromEntries(ALLERGENS.map((a) => [a, 'Free'])) as Allergens;
  result[KIND_ALLERGEN[specie.kind]] = 'Contains';
  for (const [name, presence] of Object.entries(spec.adds)) {
    if (presence && name in result) result[name as keyof Allergens] = presence;
  }
  // Shared processing lines: fish may meet shellfish and the other way round.
  if (result.Crustaceans === 'Free' && rng.chance(0.12)) result.Crustaceans = 'MayContain';
  if (result.Fish === 'Free' && rng.chance(0.12)) result.Fish = 'MayContain';
  return result;
}

interface ProductPlan {
  specie: SpecieDef;
  spec: SpecDef;
  index: number;
  productId: string;
}

function planProduct(seed: string, index: number): ProductPlan {
  const rng = new Rng(`${seed}:plan:${index}`);
  const specie = index < RECIPE_PRODUCT_COUNT ? (SPECIES[index] as SpecieDef) : rng.pick(SPECIES);
  const spec = SPECS[rng.pick(specie.specs)] as SpecDef;
  return { specie, spec, index, productId: productIdAt(index) };
}

/** Which cultures sell a product: all for the recipe products and en-GLOBAL, about 85% otherwise. */
export function availableIn(seed: string, index: number): Set<MarketCode> {
  const rng = new Rng(`${seed}:availability:${index}`);
  const cultures = new Set<MarketCode>();
  for (const code of MARKET_CODES) {
    const always = index < RECIPE_PRODUCT_COUNT + 8 || code === 'en-GLOBAL';
    if (rng.chance(0.85) || always) cultures.add(code);
  }
  return cultures;
}

/** Non-numeric item numbers cycle through these shapes; the site must drop all of them. */
const NON_NUMERIC_ITEM_NUMBERS = [null, 'PROMO-{n}', '{n}-B', '', 'TBD'] as const;

function itemNumber(rng: Rng, base: number, forceNonNumeric: boolean, variantSerial: number): number | string | null {
  if (forceNonNumeric || variantSerial % 37 === 36) {
    const shape = NON_NUMERIC_ITEM_NUMBERS[(base + variantSerial) % NON_NUMERIC_ITEM_NUMBERS.length] ?? null;
    return shape === null ? null : shape.replace('{n}', String(base));
  }
  return rng.chance(0.75) ? base : String(base);
}

interface Built {
  product: RawProduct;
  secrets: SecretVariant[];
}

/**
 * One product in one culture. Every PRNG draw is language-independent (indices, not strings), so the
 * same product has the same structure in all cultures and only its words change.
 */
function buildProduct(seed: string, plan: ProductPlan, culture: MarketCode): Built {
  const market = requireMarket(culture);
  const lang = market.contentLanguage;
  const rng = new Rng(`${seed}:product:${plan.index}`);
  const { specie, spec, productId } = plan;
  const number = 1001 + plan.index;

  const brand = rng.pick(BRANDS);
  const sapOnly = productId === EDGE_CASE_PRODUCTS.sapBrandOnly || rng.chance(0.04);
  const areaIds = rng.sample(specie.areas, rng.int(1, 2));
  const firstArea = facetById(CATCHING_AREAS, areaIds[0] ?? specie.areas[0] ?? 'CA-WG');
  const concept = rng.pick(CONCEPTS);
  const specieName = specie.name[lang];
  const slots = textSlots(specie, spec, firstArea, lang, sapOnly ? 'Qilak' : brand.name[lang]);
  const ctx: Context = { lang, slots, specie };
  const origin = specie.farmed ? 'farmed' : 'wild';
  const group = textGroup(specie, spec);

  const hasNameThree = productId !== EDGE_CASE_PRODUCTS.missingNameThree && rng.chance(0.4);
  const marketing = rng.pick<Phrase>(MARKETING);
  const hasNameTwo = productId !== EDGE_CASE_PRODUCTS.noNameTwo;
  const grammar = specie.grammar[lang];
  const description = pickSentences(rng, DESCRIPTION[origin], lang, 3, slots, grammar);
  const usage = rng.chance(0.8) ? pickSentences(rng, USAGE[group], lang, 2, slots, grammar) : null;
  const preparation = rng.chance(0.85) ? pickSentences(rng, PREPARATION[group], lang, 2, slots, grammar) : null;
  const quality = rng.chance(0.9) ? pickSentences(rng, QUALITY[origin], lang, 2, slots, grammar) : null;
  const summary = rng.chance(0.7) ? capitalize(fill(pickText(rng, SUMMARY, lang), slots, grammar)) : null;

  const recipeImages = rng.chance(0.7) ? [image(rng, ctx, 'recipe', 'recipe')] : [];
  const productImages = [image(rng, ctx, 'product', 'product')];
  if (rng.chance(0.3)) productImages.push(image(rng, ctx, 'masterOpen', 'product'));
  const fisheryImages = rng.chance(0.6) ? [image(rng, ctx, 'fishery', 'fishery')] : [];
  const processingImages = rng.chance(0.5) ? [image(rng, ctx, 'processing', 'processing')] : [];
  const videos = Array.from({ length: rng.int(0, 2) }, () => video(rng, ctx));

  const wild = !specie.farmed;
  const frozenAtSea = wild && specie.kind !== 'roe' && specie.kind !== 'scallop' && rng.chance(0.5);
  const msc = wild && rng.chance(0.7);
  const asc = specie.farmed && rng.chance(0.8);
  // About one in five MSC/ASC entries has no certificate number: sent, but not shown by the site.
  const mscNumber = msc && rng.chance(0.8) ? `MSC-C-${rng.int(50000, 59999)}` : null;
  const ascNumber = asc && rng.chance(0.8) ? `ASC-C-${String(rng.int(1000, 9999)).padStart(5, '0')}` : null;

  const documents: PimDocument[] = [];
  if (rng.chance(0.9)) {
    documents.push({
      Url: documentPath.specSheet(productId, lang),
      Title: DOC_SPEC_SHEET[lang],
      DocumentType: 'SpecificationSheet',
    });
  }
  if (mscNumber) {
    documents.push({
      Url: documentPath.certificate(mscNumber),
      Title: `${DOC_CERTIFICATE[lang]} ${mscNumber}`,
      DocumentType: 'Certificate',
    });
  }

  const weights = WEIGHTS[specie.kind];
  const variantCount = productId === EDGE_CASE_PRODUCTS.noVariants ? 0 : rng.int(3, 6);
  const chosenWeights = rng.sample(weights, variantCount);
  const variants: RawVariant[] = [];
  const secrets: SecretVariant[] = [];
  const currency = CURRENCY[culture];
  const basePricePerKg = rng.int(600, 4200) / 100;

  chosenWeights.forEach((grams, v) => {
    const base = number * 100 + v + 1;
    const variantId = `V-${base}`;
    const packaging =
      grams >= 5000
        ? rng.pick(PACKAGING_TYPES.filter((p) => p.id === 'PT-CTN' || p.id === 'PT-BLK'))
        : rng.pick(PACKAGING_TYPES);
    const onTray = packaging.id === 'PT-TRY';
    const storage =
      spec.code === 'SMK' ? facetById(STORAGE_CONDITIONS, 'SC-CHL') : rng.pick(STORAGE_CONDITIONS.slice(0, 2));
    const packName = packaging.name[lang];
    const vSlots = {
      ...slots,
      weight: formatWeight(grams, market.language, culture),
      // German nouns keep their capital inside a sentence.
      pack: lang === 'de' ? packName : packName.toLocaleLowerCase(),
      Pack: packName,
    };
    const variantCtx: Context = { ...ctx, slots: vSlots };
    const overrides = rng.chance(0.25);
    const certificates: Certificate[] = [];
    if (frozenAtSea && rng.chance(0.9)) certificates.push({ Name: 'FrozenAtSea', CertificateNumber: null });
    if (msc) certificates.push({ Name: 'MSC', CertificateNumber: mscNumber });
    if (asc) certificates.push({ Name: 'ASC', CertificateNumber: ascNumber });
    const hasPackshots = rng.chance(0.85);
    const item = itemNumber(rng, base, productId === EDGE_CASE_PRODUCTS.nonNumericItemNumbers, plan.index * 7 + v);

    variants.push({
      VariantId: variantId,
      ProductId: productId,
      ItemNumber: item,
      Ean: rng.chance(0.9) ? ean(rng) : null,
      SortOrder: (v + 1) * 10,
      TextFive: rng.chance(0.6) ? capitalize(fill(pickText(rng, VARIANT_TEXT, lang), vSlots, grammar)) : null,
      StorageConditionId: storage.id,
      PackagingTypeId: packaging.id,
      RecipeImages: overrides && rng.chance(0.5) ? [image(rng, variantCtx, 'recipe', 'recipe')] : [],
      ProductImages: overrides ? [image(rng, variantCtx, 'product', 'product')] : [],
      FisheryImages: [],
      ProcessingImages: overrides && rng.chance(0.3) ? [image(rng, variantCtx, 'processing', 'processing')] : [],
      PackshotFrontImages: hasPackshots ? [image(rng, variantCtx, 'packshotFront', 'packshot')] : [],
      PackshotBackImages: hasPackshots ? [image(rng, variantCtx, 'packshotBack', 'packshot')] : [],
      MasterOpenImages: rng.chance(0.5) ? [image(rng, variantCtx, 'masterOpen', 'product')] : [],
      MasterClosedImages: rng.chance(0.5) ? [image(rng, variantCtx, 'masterClosed', 'packshot')] : [],
      Videos: rng.chance(0.15) ? [video(rng, variantCtx)] : [],
      Certificates: certificates,
      Allergens: allergens(rng, specie, spec),
      SizeAttributes: sizeAttributes(rng, specie, grams, onTray, lang, market.language),
    });

    const eurCost = basePricePerKg * (grams / 1000) * (1 + rng.int(-8, 8) / 100);
    const factor = 10 ** currency.decimals;
    secrets.push({
      ProductId: productId,
      VariantId: variantId,
      ItemNumber: item,
      InternalSpecificationNotes: `Spec rev ${rng.int(1, 9)}. Glaze target ${rng.pick([5, 8, 10, 12])} % (tolerance 2 %). Core temperature at intake ${rng.pick(['-18', '-20', '-22'])} °C.`,
      QualityControlNotes: rng.chance(0.5)
        ? `Lot sampling ${rng.pick(['1 in 20', '1 in 50', '1 in 100'])}; last audit ${rng.pick(['passed', 'passed with remarks'])}.`
        : null,
      SupplierCode: `SUP-${firstArea.id.replace('CA-', '')}-${String(rng.int(1, 40)).padStart(3, '0')}`,
      CostPrice: { Amount: Math.round(eurCost * currency.rate * factor) / factor, Currency: currency.code },
      MinimumOrderQuantity: grams >= 5000 ? rng.int(10, 40) : rng.int(24, 240),
    });
  });

  const specieId = productId === EDGE_CASE_PRODUCTS.missingSpecieId ? null : specie.id;
  let specId: string | null = specificationId(specie, spec);
  if (productId === EDGE_CASE_PRODUCTS.missingSpecificationId) specId = null;
  if (productId === EDGE_CASE_PRODUCTS.unknownSpecificationId) specId = `${shortCode(specie)}-RETIRED`;

  const product: RawProduct = {
    ProductId: productId,
    SpecieId: specieId,
    SpecificationId: specId,
    BrandId: sapOnly ? null : brand.id,
    BrandName: sapOnly ? null : brand.name[lang],
    SapBrand: sapOnly ? 'QLK-900' : brand.sap,
    ConceptId: concept.id,
    CatchingAreaIds: areaIds,
    NameOne: capitalize(specieName),
    NameTwo: hasNameTwo ? capitalize(slots.spec ?? '') : null,
    // A product line name and the species, side by side: no sentence, so nothing to inflect.
    NameThree: hasNameThree ? `${marketing[lang]} – ${specieName}` : null,
    TextOne: description,
    TextTwo: usage,
    TextThree: preparation,
    TextFour: quality,
    TextFive: summary,
    RecipeImages: recipeImages,
    ProductImages: productImages,
    FisheryImages: fisheryImages,
    ProcessingImages: processingImages,
    Videos: videos,
    Documents: documents,
    Variants: variants,
  };
  return { product: localizeDeep(product, culture), secrets };
}

/** Applies the market's own wording (localize) to every text of a response; URLs are left alone. */
function localizeDeep<T>(value: T, culture: MarketCode): T {
  if (!LOCALIZED_CULTURES.has(culture)) return value;
  const walk = (v: unknown, key?: string): unknown => {
    if (typeof v === 'string') return key === 'Url' ? v : localize(v, culture);
    if (Array.isArray(v)) return v.map((item) => walk(item));
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, k)]));
    return v;
  };
  return walk(value) as T;
}

function attributesFor(culture: MarketCode): AttributesResponse {
  const lang = requireMarket(culture).contentLanguage;
  return {
    Culture: culture,
    Attributes: LABELS.map((label, i) => ({
      Uid: `ATTR-${String(i + 1).padStart(3, '0')}`,
      Alias: label.alias,
      DisplayName: label.name[lang] ?? null,
    })),
  };
}

function categoryFor(seed: string, culture: MarketCode): CategoryDataResponse {
  const lang = requireMarket(culture).contentLanguage;
  const facets = <K extends string>(list: readonly FacetDef[], key: K) =>
    list.map(
      (f, i) =>
        ({ [key]: f.id, Name: f.name[lang], SortOrder: (i + 1) * 10 }) as Record<K, string> & {
          Name: string;
          SortOrder: number;
        },
    );
  return {
    Culture: culture,
    Species: SPECIES.map((specie, i) => {
      const rng = new Rng(`${seed}:specie:${specie.id}`);
      const ctx: Context = { lang, specie, slots: textSlots(specie, null, null, lang, 'Qilak') };
      return {
        SpecieId: specie.id,
        Name: capitalize(specie.name[lang]),
        LatinName: specie.latin,
        SortOrder: (i + 1) * 10,
        Images: [image(rng, ctx, 'product', 'product')],
        Videos: rng.chance(0.7) ? [video(rng, ctx)] : [],
        Documents: [
          {
            Url: documentPath.brochure(specie.slug, lang),
            Title: DOC_BROCHURE[lang],
            DocumentType: 'Brochure' as const,
          },
        ],
        Specifications: specie.specs.map((code, j) => {
          const spec = SPECS[code] as SpecDef;
          return {
            SpecificationId: specificationId(specie, spec),
            Name: capitalize(specName(spec, specie, lang)),
            SortOrder: (j + 1) * 10,
            Images: rng.chance(0.5)
              ? [
                  image(
                    rng,
                    { ...ctx, slots: { ...ctx.slots, spec: specName(spec, specie, lang) } },
                    'processing',
                    'product',
                  ),
                ]
              : [],
          };
        }),
      };
    }),
    Brands: facets(BRANDS, 'BrandId'),
    StorageConditions: facets(STORAGE_CONDITIONS, 'StorageConditionId'),
    Concepts: facets(CONCEPTS, 'ConceptId'),
    CatchingAreas: CATCHING_AREAS.map((f, i) => ({
      CatchingAreaId: f.id,
      Name: f.name[lang],
      FaoArea: f.fao ?? null,
      FaoSubArea: f.faoSubArea ?? null,
      SortOrder: (i + 1) * 10,
    })),
    PackagingTypes: facets(PACKAGING_TYPES, 'PackagingTypeId'),
  };
}

/** The catalogue of one culture; deterministic in (seed, scale, culture). */
export function generateCulture(culture: MarketCode, options: GenerateOptions = {}): CultureCatalogue {
  const seed = options.seed ?? DEFAULT_SEED;
  const count = productCount(options.scale ?? 1);
  const products: RawProduct[] = [];
  const secrets: SecretVariant[] = [];
  for (let index = 0; index < count; index++) {
    if (!availableIn(seed, index).has(culture)) continue;
    const built = buildProduct(seed, planProduct(seed, index), culture);
    products.push(built.product);
    secrets.push(...built.secrets);
  }
  return {
    culture,
    lastChanged: options.generatedAt ?? DEFAULT_GENERATED_AT,
    attributes: localizeDeep(attributesFor(culture), culture),
    category: localizeDeep(categoryFor(seed, culture), culture),
    products,
    secrets,
  };
}

import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { getMarket, type Market } from '@qilak/markets';
import { config } from '@/lib/config';
import { getCatalog, findProduct, findVariant } from '@/lib/pim';
import { variantPath, productPath, marketPath } from '@/lib/routing';
import { createAttemptLimiter, clientAddress } from '@/lib/security';
import { INCOTERM_MARKETS, LIMITS, MIN_FILL_MS } from './constants';
import type { FieldErrors, InquiryResult } from './result';
import { fieldErrors, fromFormFields, inquiryFormSchema, type InquiryForm } from './schema';
import { inquirySentPath } from './paths';
import { logger } from '@/lib/log';

const log = logger('inquiry');

export * from './index';
export { fieldErrors, fromFormFields, inquiryFormSchema, type InquiryForm } from './schema';

const CHALLENGE_TTL_MS = 10 * 60_000;

/** A proof-of-work challenge, signed with the site's key; the browser finds the number (altcha-lib). */
export async function newChallenge(): Promise<Challenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(3_000, 12_000),
    deriveKey,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
    hmacSignatureSecret: config().inquiryChallengeSecret,
  });
}

// A solved challenge counts once (per instance; it expires after CHALLENGE_TTL_MS anyway).
const usedChallenges = new Map<string, number>();

async function proofOfWorkHolds(raw: unknown): Promise<boolean> {
  if (typeof raw !== 'string' || raw.length > 4000) return false;
  let payload: { challenge: Challenge; solution: Solution };
  try {
    payload = JSON.parse(Buffer.from(raw, 'base64').toString('utf8')) as typeof payload;
  } catch {
    return false;
  }
  if (!payload?.challenge?.signature || !payload.solution) return false;
  const now = Date.now();
  for (const [key, expires] of usedChallenges) if (expires < now) usedChallenges.delete(key);
  if (usedChallenges.has(payload.challenge.signature)) return false;
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: config().inquiryChallengeSecret,
    });
    if (!result.verified || result.expired) return false;
  } catch {
    return false;
  }
  usedChallenges.set(payload.challenge.signature, now + CHALLENGE_TTL_MS);
  return true;
}

// INQUIRY-RATE-LIMIT: submissions per visitor's address: a person sends a few; a script sending more waits.
let limiter: ReturnType<typeof createAttemptLimiter> | undefined;
const rateLimiter = () => (limiter ??= createAttemptLimiter({ max: config().inquiryRateLimit, windowMs: 10 * 60_000 }));

interface ResolvedItem {
  itemNumber: string;
  productId: string;
  product: string;
  path: string;
  quantity: number;
  unit: string;
}

/** Item numbers (a variant's number, or a product id for the whole product) checked against the market's catalogue. */
async function resolveItems(market: Market, form: InquiryForm): Promise<ResolvedItem[] | FieldErrors> {
  const catalog = await getCatalog(market.code);
  const errors: FieldErrors = {};
  const resolved: ResolvedItem[] = [];
  form.items.forEach((item, index) => {
    if (item.itemNumber.startsWith('P-')) {
      const product = findProduct(catalog, item.itemNumber);
      if (!product) return void (errors[`items.${index}.itemNumber`] = 'unknownItem');
      resolved.push({
        ...item,
        productId: product.ProductId,
        product: product.Title,
        path: marketPath(market.code, productPath(product.ProductId)),
      });
      return;
    }
    const variant = catalog.variants.find((v) => String(v.ItemNumber) === item.itemNumber);
    const found = variant && findVariant(catalog, variant.ProductId, item.itemNumber);
    if (!found) return void (errors[`items.${index}.itemNumber`] = 'unknownItem');
    resolved.push({
      ...item,
      productId: found.ProductId,
      product: found.Title,
      path: marketPath(market.code, variantPath(found.ProductId, item.itemNumber)),
    });
  });
  return Object.keys(errors).length ? errors : resolved;
}

export interface SubmitOutcome {
  status: number;
  result: InquiryResult;
  /** A plain form post without script: the fields to send again with a confirmation token. */
  confirm?: { token: string; fields: [string, string][] };
}

const CONFIRM_TTL_MS = 30 * 60_000;
const usedConfirmations = new Map<string, number>();

/**
 * Without JavaScript there is no proof of work and no fill time measured in the page: the first post is checked
 * and answered with a confirmation step instead; its token (signed, time-stamped, bound to the fields) must come
 * back no sooner than a person reads the page, and only once.
 */
function confirmationToken(fields: [string, string][], issuedAt: number): string {
  const mac = createHmac('sha256', config().inquiryChallengeSecret)
    .update(`${issuedAt}\n${JSON.stringify(fields)}`)
    .digest('base64url');
  return `${issuedAt}.${mac}`;
}

function confirmationHolds(token: string | undefined, fields: [string, string][], now: number): boolean {
  const issuedAt = Number(token?.split('.')[0]);
  if (!token || !Number.isFinite(issuedAt)) return false;
  const expected = Buffer.from(confirmationToken(fields, issuedAt));
  const given = Buffer.from(token);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  if (now - issuedAt < MIN_FILL_MS || now - issuedAt > CONFIRM_TTL_MS) return false;
  for (const [key, expires] of usedConfirmations) if (expires < now) usedConfirmations.delete(key);
  if (usedConfirmations.has(token)) return false;
  usedConfirmations.set(token, now + CONFIRM_TTL_MS);
  return true;
}

const refuse = (status: number, reason: 'refused' | 'rateLimited' | 'tooLarge' | 'unavailable'): SubmitOutcome => ({
  status,
  result: { ok: false, reason },
});

/**
 * One submission, from a plain form post or the enhanced form's fetch: size, rate, bot checks, the rules, the
 * items against the catalogue, then the CMS (create-only token). Logs name the outcome, never the contents.
 * INQUIRY-SAVE-THEN-MAIL: acknowledged only once the CMS has saved it; the CMS's outbox mails it.
 */
export async function submitInquiry(request: Request, marketCode: string): Promise<SubmitOutcome> {
  const market = getMarket(marketCode);
  if (!market) return refuse(404, 'refused');
  const client = clientAddress(request.headers);
  if (rateLimiter().blocked(client)) {
    log.warn(`rate limit reached for ${client}`);
    return refuse(429, 'rateLimited');
  }
  rateLimiter().fail(client);
  const length = Number(request.headers.get('content-length') ?? '0');
  if (length > LIMITS.requestBytes) return refuse(413, 'tooLarge');
  const body = await readBody(request);
  if (body === 'tooLarge') return refuse(413, 'tooLarge');
  if (body === undefined) return refuse(400, 'refused');
  const fields = body;
  // INQUIRY-BOTS: honeypot (a field people never see), then fill time (stamped by the page's script) and proof of
  // work, or, for a plain form post, the confirmation step.
  const startedAt = Number(fields.startedAt);
  const plain = fields.raw !== undefined && fields.altcha === undefined;
  const bot =
    (fields.website ?? '') !== '' ||
    (plain
      ? fields.confirm !== undefined && !confirmationHolds(fields.confirm, fields.raw!, Date.now())
      : !Number.isFinite(startedAt) ||
        Date.now() - startedAt < MIN_FILL_MS ||
        !(await proofOfWorkHolds(fields.altcha)));
  if (bot) {
    log.warn(`refused a submission from ${client}: failed the bot checks`);
    return refuse(400, 'refused');
  }
  const parsed = inquiryFormSchema.safeParse(fields.form);
  if (!parsed.success)
    return { status: 400, result: { ok: false, reason: 'invalid', errors: fieldErrors(parsed.error) } };
  if (plain && fields.confirm === undefined) {
    const token = confirmationToken(fields.raw!, Date.now());
    return { status: 200, result: { ok: false, reason: 'refused' }, confirm: { token, fields: fields.raw! } };
  }
  const form = parsed.data;
  if (form.incoterm && !INCOTERM_MARKETS.includes(market.code))
    return { status: 400, result: { ok: false, reason: 'invalid', errors: { incoterm: 'choice' } } };
  let items: ResolvedItem[] | FieldErrors;
  try {
    items = await resolveItems(market, form);
  } catch (error) {
    log.error(`the catalogue could not be read: ${(error as Error).message}`);
    return refuse(503, 'unavailable');
  }
  if (!Array.isArray(items)) return { status: 400, result: { ok: false, reason: 'invalid', errors: items } };
  const created = await createInCms({ ...form, market: market.code, items });
  if (!created) return refuse(503, 'unavailable');
  log.info(`${created} saved for ${market.code} (${items.length} items)`);
  return { status: 201, result: { ok: true, reference: created, thanksUrl: inquirySentPath(market.code) } };
}

interface Fields {
  website?: string;
  startedAt?: string;
  altcha?: string;
  /** A plain form post: its token from the confirmation step, and its own fields (what the token signs). */
  confirm?: string;
  raw?: [string, string][];
  form: Record<string, unknown>;
}

async function readBody(request: Request): Promise<Fields | 'tooLarge' | undefined> {
  let text: string;
  try {
    text = await request.text();
  } catch {
    return undefined;
  }
  if (Buffer.byteLength(text) > LIMITS.requestBytes) return 'tooLarge';
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('application/json')) {
    try {
      const json = JSON.parse(text) as Record<string, unknown>;
      if (typeof json !== 'object' || json === null) return undefined;
      const { website, startedAt, altcha, ...form } = json;
      const str = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
      return {
        website: str(website),
        startedAt: str(startedAt),
        altcha: typeof altcha === 'string' ? altcha : undefined,
        form,
      };
    } catch {
      return undefined;
    }
  }
  if (type.startsWith('application/x-www-form-urlencoded')) {
    const entries = [...new URLSearchParams(text).entries()];
    const get = (name: string) => entries.find(([k]) => k === name)?.[1];
    const own = entries.filter(([k]) => !['website', 'startedAt', 'altcha', 'confirm'].includes(k));
    return {
      website: get('website') ?? '',
      startedAt: get('startedAt'),
      altcha: get('altcha') || undefined,
      confirm: get('confirm'),
      raw: own,
      form: fromFormFields(own),
    };
  }
  return undefined;
}

async function createInCms(data: Record<string, unknown>): Promise<string | undefined> {
  const { cmsUrl, cmsInquiryToken, upstreamTimeoutMs } = config();
  try {
    const response = await fetch(`${cmsUrl}/api/inquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${cmsInquiryToken}` },
      body: JSON.stringify({ data }),
      signal: AbortSignal.timeout(upstreamTimeoutMs * 2),
      cache: 'no-store',
    });
    if (response.status !== 201) {
      log.error(`the CMS refused the inquiry: ${response.status}`);
      return undefined;
    }
    const body = (await response.json()) as { data?: { reference?: string } };
    return body.data?.reference ?? 'saved';
  } catch (error) {
    log.error(`the CMS could not be reached: ${(error as Error).name}`);
    return undefined;
  }
}

import { z } from 'zod';
import { NEXT, type ProxyDecision, type RedirectStatus } from './decision';
import { encodePathSegment } from './path-safety';
import { removeTrailingSlash } from './request-path';
import { PLACEHOLDER_ORIGIN, safeExternalTarget, safeRedirectTarget } from './safe-redirect';

/**
 * One redirect: `from` is a path, exact or ending in `/*`; `to` may use `:splat` (or a trailing `*`)
 * for what the wildcard matched. Only a rule marked external may send the visitor off the site.
 */
export interface RedirectRule {
  from: string;
  to: string;
  status: RedirectStatus;
  external?: boolean;
}

/** Rules may be written encoded (`/caf%C3%A9`) while request paths arrive decoded. */
function decodeLeniently(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function segmentsOf(path: string): string[] {
  return removeTrailingSlash(path)
    .split('/')
    .filter((s, i) => i > 0 || s !== '');
}

/** The request's own segments after the wildcard's base, or null when the rule does not match. */
function matchFrom(from: string, pathname: string): string[] | null {
  const wildcard = from.endsWith('/*');
  const base = segmentsOf(wildcard ? from.slice(0, -2) : from).map((s) => decodeLeniently(s).toLowerCase());
  const path = segmentsOf(pathname);
  // Segment-wise, so case folding that changes a string's length cannot shift the splat.
  if (!base.every((s, i) => path[i]?.toLowerCase() === s)) return null;
  if (wildcard) return path.slice(base.length);
  return path.length === base.length ? [] : null;
}

function fillTarget(to: string, splat: string[] | null, external: boolean): string {
  if (splat === null) return to;
  const encoded = splat.map(encodePathSegment).join('/');
  const filled = to.replace(/:splat/g, encoded).replace(/\/\*$/, `/${encoded}`);
  if (external || filled.includes('?') || filled.includes('#')) return filled;
  return removeTrailingSlash(filled); // `/old-news/*` hit with nothing after it: `/news/` -> `/news`
}

/** Matching ignores case, so a target equal to the request path up to case would match again. */
function pointsAt(location: string, pathname: string): boolean {
  const path = location.split(/[?#]/)[0] ?? '';
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // keep the encoded form: it cannot equal a decoded request path that had a valid escape
  }
  return removeTrailingSlash(decoded).toLowerCase() === removeTrailingSlash(pathname).toLowerCase();
}

function hasWildcard(from: string): boolean {
  return from.endsWith('/*');
}

/**
 * The first rule whose `from` matches (case-insensitive, exact or `/*` wildcard) decides. A target that
 * is neither on-site nor allowed as external is skipped, and so is a rule that would redirect to itself.
 * pathname is the decoded request path; the location is encoded and safe for a Location header.
 */
export function matchRedirect(
  pathname: string,
  rules: readonly RedirectRule[],
  siteOrigin: string = PLACEHOLDER_ORIGIN,
): ProxyDecision {
  for (const rule of rules) {
    const matched = matchFrom(rule.from, pathname);
    if (matched === null) continue;
    const external = rule.external === true;
    const target = fillTarget(rule.to, hasWildcard(rule.from) ? matched : null, external);
    const location = external ? safeExternalTarget(target) : safeRedirectTarget(target, siteOrigin);
    if (location === null) continue;
    if (!external && pointsAt(location, pathname)) continue; // would redirect to itself, forever
    return { type: 'redirect', status: rule.status, location };
  }
  return NEXT;
}

const redirectStatus = z.literal([301, 302, 307, 308]);

/** `from`: a path, optionally ending in `/*`, with no other wildcard, whitespace or backslash. */
const fromPath = z
  .string()
  .regex(/^\/(?:[^\s\\*?#]*(?:\/\*)?|\*)$/, 'from must be a path like /old, /old/* or /*')
  .refine((from) => !from.startsWith('//'), 'from must not start with //');

const ruleSchema = z
  .object({
    from: fromPath,
    to: z.string().min(1),
    status: redirectStatus,
    external: z.boolean().optional(),
  })
  .refine(
    (rule) => {
      const sample = fillTarget(rule.to, hasWildcard(rule.from) ? ['sample'] : null, rule.external === true);
      return rule.external === true ? safeExternalTarget(sample) !== null : safeRedirectTarget(sample) !== null;
    },
    { message: 'to must be an on-site path, or an absolute http(s) URL on a rule marked external', path: ['to'] },
  );

const manifestSchema = z.object({ redirects: z.array(z.unknown()) });

/** How a rule is named in a log line: its position and, where readable, `from -> to`. */
function describeRule(source: string, index: number, raw: unknown): string {
  const rule = (typeof raw === 'object' && raw !== null ? raw : {}) as { from?: unknown; to?: unknown };
  const from = typeof rule.from === 'string' ? rule.from : '?';
  const to = typeof rule.to === 'string' ? rule.to : '?';
  return `${source} rule ${index + 1} ("${from}" -> "${to}")`;
}

/**
 * Each rule on its own: a bad one is skipped with a log line naming it, the others apply (one typo must not
 * switch off every redirect of the site).
 */
function validRules(source: string, raws: readonly unknown[]): RedirectRule[] {
  const rules: RedirectRule[] = [];
  raws.forEach((raw, index) => {
    const parsed = ruleSchema.safeParse(raw);
    if (!parsed.success) {
      const reasons = parsed.error.issues.map((i) => i.message).join('; ');
      console.error(`[routing] ${describeRule(source, index, raw)} skipped: ${reasons}`);
      return;
    }
    const { from, to, status, external } = parsed.data;
    rules.push(external === undefined ? { from, to, status } : { from, to, status, external });
  });
  return rules;
}

/**
 * Reads apps/web/route-rules.json (`{ "redirects": RedirectRule[] }`). A file that is not such a manifest logs
 * "Error fetching app manifest" and leaves the matcher empty (ROUTE-REDIRECT-RULES); within a readable
 * manifest each rule is checked on its own and a bad one is skipped with a log line naming it.
 */
export function loadRouteRulesManifest(json: unknown): RedirectRule[] {
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    console.error(`Error fetching app manifest: invalid route rules\n${z.prettifyError(parsed.error)}`);
    return [];
  }
  return validRules('route-rules.json', parsed.data.redirects);
}

export interface CmsRedirectEntry {
  from: string;
  to: string;
  permanent: boolean;
}

/**
 * Redirects edited in the CMS: permanent -> 301, else 302; an absolute http(s) target leaves the site
 * (ROUTE-REDIRECT-RULES: an absolute target leaves the site). Each entry is checked like a manifest rule; a bad one is skipped
 * with a log line naming it.
 */
export function redirectRulesFromCms(entries: readonly CmsRedirectEntry[]): RedirectRule[] {
  const candidates = entries.map((entry) => {
    const from = entry.from.trim();
    const to = entry.to.trim();
    const status: RedirectStatus = entry.permanent ? 301 : 302;
    return /^https?:\/\//i.test(to) ? { from, to, status, external: true } : { from, to, status };
  });
  return validRules('CMS redirect', candidates);
}

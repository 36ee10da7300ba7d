import { z } from 'zod';
import { SEARCH_KINDS, type SearchKind } from './documents';
import { MAX_QUERY_LENGTH } from './engine';

/** The query string of the search API and the results page: `?q=&type=&page=` (and `limit` for suggestions). */
export const searchParamsSchema = z.object({
  q: z.string().max(MAX_QUERY_LENGTH, `q: at most ${MAX_QUERY_LENGTH} characters`).default(''),
  type: z.enum(SEARCH_KINDS, { error: `type: one of ${SEARCH_KINDS.join(', ')}` }).optional(),
  page: z.coerce
    .number({ error: 'page: a whole number from 1 to 500' })
    .int('page: a whole number from 1 to 500')
    .min(1, 'page: a whole number from 1 to 500')
    .max(500, 'page: a whole number from 1 to 500')
    .default(1),
  /** Suggestions: hits per kind (the box asks for a few). */
  limit: z.coerce
    .number({ error: 'limit: a whole number from 1 to 10' })
    .int('limit: a whole number from 1 to 10')
    .min(1, 'limit: a whole number from 1 to 10')
    .max(10, 'limit: a whole number from 1 to 10')
    .optional(),
});
export type SearchParams = z.infer<typeof searchParamsSchema>;

/** One value per name: a repeated name (`?q=a&q=b`) keeps its first value. */
function firstValues(params: URLSearchParams | Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  if (params instanceof URLSearchParams) {
    for (const [key, value] of params) if (!(key in out)) out[key] = value;
  } else {
    for (const [key, value] of Object.entries(params)) {
      const first = Array.isArray(value) ? value[0] : value;
      if (first !== undefined) out[key] = first;
    }
  }
  // An empty value means "not given" (a form sends `type=` for "all kinds").
  for (const key of ['type', 'page', 'limit']) if (out[key] === '') delete out[key];
  return out;
}

/** Strictly, for the API: a clear message per wrong parameter. */
export function parseSearchParams(
  params: URLSearchParams | Record<string, string | string[] | undefined>,
): { ok: true; value: SearchParams } | { ok: false; message: string } {
  const parsed = searchParamsSchema.safeParse(firstValues(params));
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, message: parsed.error.issues.map((i) => i.message).join('; ') };
}

/** Leniently, for the results page: a wrong kind or page is dropped, a long query cut. */
export function pageSearchParams(params: URLSearchParams | Record<string, string | string[] | undefined>): {
  q: string;
  type?: SearchKind;
  page: number;
} {
  const raw = firstValues(params);
  const q = (raw.q ?? '').slice(0, MAX_QUERY_LENGTH);
  const type = (SEARCH_KINDS as readonly string[]).includes(raw.type ?? '') ? (raw.type as SearchKind) : undefined;
  const page = Number(raw.page);
  return { q, ...(type ? { type } : {}), page: Number.isInteger(page) && page >= 1 && page <= 500 ? page : 1 };
}

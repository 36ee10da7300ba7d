import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MarketCode } from '@qilak/markets';
import { FUNCTION_KEY_PARAM, PIM_ROUTES, type UpdateStatusResponse } from '@qilak/pim-contract';
import { functionKeyMatches } from './auth/function-key';
import { StaffTokenRejected, type StaffTokenVerifier } from './auth/staff-token';
import { type BodyCache, etagMatches, negotiateEncoding, type CachedBody } from './http/body-cache';
import { notFound, unauthorized } from './http/errors';
import { readCulture, readProductPage, readUpdateType, type Query } from './http/query';
import type { CultureStatus, PimStore } from './store';
import { DOCUMENTS_PREFIX, type DocumentService, parseDocumentPath } from './documents';

export interface RouteOptions {
  store: PimStore;
  functionKey: string;
  /** Null when no JWKS is configured: GetSecretData then always answers 401. */
  staffTokens: StaffTokenVerifier | null;
  cache: BodyCache;
  documents: DocumentService;
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Documents are concatenated, never parsed: they were validated when written. */
const jsonArray = (docs: readonly string[]) => `[${docs.join(',')}]`;
const field = (name: string, value: string) => `${JSON.stringify(name)}:${value}`;
/** The weak validator of a page of products: the same products in the same order, the same tag. */
const pageEtag = (products: string) => `W/"${createHash('sha1').update(products).digest('base64url')}"`;

function requireKey(request: FastifyRequest, functionKey: string): void {
  const query = request.query as Query;
  if (!functionKeyMatches(query[FUNCTION_KEY_PARAM], functionKey)) {
    throw unauthorized(`A valid function key is required in the "${FUNCTION_KEY_PARAM}" query parameter`);
  }
}

function requireStatus(store: PimStore, culture: MarketCode): CultureStatus {
  const status = store.status(culture);
  if (!status) throw notFound(`No catalogue is loaded for culture ${culture}`);
  return status;
}

function send(request: FastifyRequest, reply: FastifyReply, cache: BodyCache, entry: CachedBody, cacheControl: string) {
  reply.header('ETag', entry.etag).header('Cache-Control', cacheControl).header('Vary', 'Accept-Encoding');
  if (etagMatches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(cache.body(entry, encoding));
}

/** Clients revalidate every time (ETag makes that cheap); staff data stays out of shared caches. */
const PUBLIC_CACHE = 'no-cache';
const PRIVATE_CACHE = 'private, no-cache';
/** Documents change only with the data: an hour fresh, then revalidated by ETag (the site proxies them). */
const DOCUMENT_CACHE = 'public, max-age=3600, stale-while-revalidate=86400';

export function registerRoutes(app: FastifyInstance, options: RouteOptions): void {
  const { store, functionKey, staffTokens, cache, documents } = options;
  // Bodies are compressed once in BodyCache; @fastify/compress would compress them again per request.
  const route = { compress: false as const };

  app.get('/api/health', () => Promise.resolve({ status: 'ok' }));

  app.get(`/api/${PIM_ROUTES.productData}`, route, async (request, reply) => {
    requireKey(request, functionKey);
    const culture = readCulture(request.query as Query);
    const page = readProductPage(request.query as Query);
    if (page) {
      // A page is small (a client reads many in turn, each parse short): made per request, not kept.
      const read = store.productPage(culture, page.offset, page.limit);
      if (!read) throw notFound(`No catalogue is loaded for culture ${culture}`);
      const products = jsonArray(read.docs);
      // A page's validator covers its products, not the envelope: LastChanged and Total move with a change anywhere
      // in the culture, and a client that reads the catalogue again after a change (the web server, 82 pages a
      // culture at the --scale catalogue) revalidates every page, and only the changed one comes back in full
      // (issue 33). Weak (RFC 9110 §8.8.1): equal products, not identical bytes. Such a client confirms the
      // version it read with GetUpdateStatus.
      const etag = pageEtag(products);
      reply.header('ETag', etag).header('Cache-Control', PUBLIC_CACHE).header('Vary', 'Accept-Encoding');
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      const body = `{${field('Culture', JSON.stringify(culture))},${field('LastChanged', JSON.stringify(read.status.lastChanged))},${field('Total', String(read.total))},${field('Products', products)}}`;
      reply.type('application/json; charset=utf-8');
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      if (encoding === 'identity') return reply.send(body);
      const compressed =
        encoding === 'br'
          ? await brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
          : await gzipAsync(body, { level: 6 });
      return reply.header('Content-Encoding', encoding).send(compressed);
    }
    const status = requireStatus(store, culture);
    const entry = cache.get(
      `product:${culture}`,
      status.revision,
      () =>
        `{${field('Culture', JSON.stringify(culture))},${field('LastChanged', JSON.stringify(status.lastChanged))},${field('Products', jsonArray(store.productDocs(culture)))}}`,
    );
    return send(request, reply, cache, entry, PUBLIC_CACHE);
  });

  app.get(`/api/${PIM_ROUTES.categoryData}`, route, async (request, reply) => {
    requireKey(request, functionKey);
    const culture = readCulture(request.query as Query);
    const status = requireStatus(store, culture);
    const entry = cache.get(`category:${culture}`, status.revision, () => store.categoryJson(culture) ?? '{}');
    return send(request, reply, cache, entry, PUBLIC_CACHE);
  });

  app.get(`/api/${PIM_ROUTES.attributes}`, route, async (request, reply) => {
    requireKey(request, functionKey);
    const culture = readCulture(request.query as Query);
    const status = requireStatus(store, culture);
    const entry = cache.get(`attributes:${culture}`, status.revision, () => store.attributesJson(culture) ?? '{}');
    return send(request, reply, cache, entry, PUBLIC_CACHE);
  });

  app.get(`/api/${PIM_ROUTES.updateStatus}`, route, async (request, reply) => {
    requireKey(request, functionKey);
    const query = request.query as Query;
    const culture = readCulture(query);
    const type = readUpdateType(query);
    const status = requireStatus(store, culture);
    const entry = cache.get(`status:${type}:${culture}`, status.revision, () => {
      const body: UpdateStatusResponse = { Culture: culture, Type: type, LastChanged: status.lastChanged };
      return JSON.stringify(body);
    });
    return send(request, reply, cache, entry, PUBLIC_CACHE);
  });

  app.get<{ Params: { folder: string; file: string } }>(
    `${DOCUMENTS_PREFIX}/:folder/:file`,
    route,
    async (request, reply) => {
      requireKey(request, functionKey);
      const { folder, file } = request.params;
      const parsed = parseDocumentPath(folder, file);
      if (!parsed) throw notFound(`No document ${folder}/${file}`);
      const doc = await documents.get(parsed, `${folder}/${file}`);
      if (!doc) throw notFound(`No data for document ${folder}/${file}`);
      reply.header('ETag', doc.etag).header('Cache-Control', DOCUMENT_CACHE);
      if (etagMatches(request.headers['if-none-match'], doc.etag)) return reply.code(304).send();
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="${doc.fileName}"`)
        .header('Content-Length', String(doc.body.length))
        .send(doc.body);
    },
  );

  app.get(`/api/${PIM_ROUTES.secretData}`, route, async (request, reply) => {
    requireKey(request, functionKey);
    const culture = readCulture(request.query as Query);
    if (!staffTokens) {
      throw unauthorized('Staff sign-in is not configured on this service (PIM_JWKS_URL is not set)', {
        'WWW-Authenticate': 'Bearer error="invalid_token", error_description="staff sign-in is not configured"',
      });
    }
    try {
      const staff = await staffTokens.verify(request.headers.authorization);
      request.log.info({ staff: staff.subject, culture }, 'secret data read by staff');
    } catch (error) {
      if (error instanceof StaffTokenRejected) {
        request.log.warn({ reason: error.reason, culture }, 'staff token rejected');
        throw unauthorized(`Staff token rejected: ${error.reason}`, {
          'WWW-Authenticate': `Bearer error="invalid_token", error_description="${error.reason.replace(/"/g, "'")}"`,
        });
      }
      throw error;
    }
    const status = requireStatus(store, culture);
    const entry = cache.get(`secret:${culture}`, status.revision, () => {
      const variants = store
        .secretDocs(culture)
        .map((list) => list.slice(1, -1))
        .filter((inner) => inner.length > 0);
      return `{${field('Culture', JSON.stringify(culture))},${field('Variants', `[${variants.join(',')}]`)}}`;
    });
    return send(request, reply, cache, entry, PRIVATE_CACHE);
  });
}

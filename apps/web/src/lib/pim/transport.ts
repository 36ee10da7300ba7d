import 'server-only';
import http from 'node:http';
import https from 'node:https';
import zlib from 'node:zlib';
import { config } from '@/lib/config';
import { UpstreamError, isStaleSocket, observedCall, redact, remainingBudget } from '@/lib/upstream/server';

export type PimRoute = 'GetProductData' | 'GetCategoryData' | 'GetAttributes' | 'GetSecretData' | 'GetUpdateStatus';

/** The address of a product service route with its query and the function key (which never leaves the server). */
export function pimUrl(route: PimRoute, query: Record<string, string>): URL {
  const url = new URL(`${config().pimUrl}/api/${route}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  url.searchParams.set('code', config().pimFunctionKey);
  return url;
}

/**
 * GET a product service route with the function key, over node:http rather than fetch: the bulk catalogue is
 * larger than Next's 2 MB data-cache item limit and must not make product pages dynamic. Caching is done by
 * the catalogue store (memory, keyed by LastChanged) and by the pages' own ISR entries.
 */
export async function pimGet(
  route: PimRoute,
  query: Record<string, string>,
  headers: Record<string, string> = {},
  timeoutMs: number = config().upstreamTimeoutMs,
): Promise<unknown> {
  return (await pimRequest(route, query, headers, timeoutMs)).body;
}

/** What a conditional GET got: the body and its validator, or the service's word that `etag` still holds. */
export type PimRevalidated = { unchanged: true } | { unchanged: false; body: unknown; etag: string | undefined };

/**
 * A GET that sends `If-None-Match` when a validator of an earlier answer is known: a 304 costs neither side a body
 * (the catalogue store revalidates the pages of a culture it reads again; issue 33).
 */
export async function pimRevalidate(
  route: PimRoute,
  query: Record<string, string>,
  etag: string | undefined,
  timeoutMs: number = config().upstreamTimeoutMs,
): Promise<PimRevalidated> {
  const answer = await pimRequest(route, query, etag ? { 'if-none-match': etag } : {}, timeoutMs);
  if (answer.status === 304) return { unchanged: true };
  return { unchanged: false, body: answer.body, etag: answer.etag };
}

/** A 2xx answer's parsed body, or a 304 (no body) to a request that sent If-None-Match. */
interface PimAnswer {
  status: number;
  body: unknown;
  etag: string | undefined;
}

function pimRequest(
  route: PimRoute,
  query: Record<string, string>,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<PimAnswer> {
  const url = pimUrl(route, query);
  const client = url.protocol === 'https:' ? https : http;
  const shown = redact(url.toString());
  const budget = remainingBudget(timeoutMs);
  const deadline = Date.now() + budget;
  return observedCall(
    'pim',
    url.toString(),
    false,
    (observing) => {
      const once = () =>
        requestJson(client, url, { ...observing, ...headers }, shown, Math.max(100, deadline - Date.now()));
      // A pooled keep-alive socket the service closed while it restarted: one fresh connection, same deadline.
      return once().catch((error: unknown) => {
        if (Date.now() < deadline && isStaleSocket((error as { cause?: unknown }).cause)) return once();
        throw error;
      });
    },
    (answer) => answer.status,
  );
}

function requestJson(
  client: typeof http | typeof https,
  url: URL,
  headers: Record<string, string>,
  shown: string,
  timeoutMs: number,
): Promise<PimAnswer> {
  return new Promise((resolve, reject) => {
    const req = client.get(
      url,
      { headers: { accept: 'application/json', 'accept-encoding': 'gzip', ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        const stream = res.headers['content-encoding'] === 'gzip' ? res.pipe(zlib.createGunzip()) : res;
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', (error) =>
          reject(new UpstreamError('pim', `${shown} broke off (${error.message})`, res.statusCode, { cause: error })),
        );
        stream.on('end', () => {
          clearTimeout(timer);
          const status = res.statusCode ?? 0;
          const etag = res.headers.etag;
          // Only a conditional GET may be answered "not modified"; any other 304 fails like any other non-2xx.
          if (status === 304 && headers['if-none-match'] !== undefined) {
            resolve({ status, body: undefined, etag });
            return;
          }
          const body = Buffer.concat(chunks).toString('utf8');
          if (status < 200 || status >= 300) {
            reject(new UpstreamError('pim', `${shown} answered ${status} ${body.slice(0, 200)}`, status));
            return;
          }
          try {
            resolve({ status, body: JSON.parse(body), etag });
          } catch (error) {
            reject(new UpstreamError('pim', `${shown} sent invalid JSON`, status, { cause: error }));
          }
        });
      },
    );
    // One deadline for connect and response together: a hanging service fails the page in time.
    const timer = setTimeout(() => {
      req.destroy(new UpstreamError('pim', `${shown} timed out after ${timeoutMs} ms`));
    }, timeoutMs);
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(
        error instanceof UpstreamError
          ? error
          : new UpstreamError(
              'pim',
              `${shown} unreachable (${(error as NodeJS.ErrnoException).code ?? error.message})`,
              undefined,
              { cause: error },
            ),
      );
    });
  });
}

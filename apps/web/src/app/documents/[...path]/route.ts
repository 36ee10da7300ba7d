import { config } from '@/lib/config';
import { pimDocumentPath } from '@/lib/documents';
import { logger } from '@/lib/log';

const log = logger('documents');

/**
 * Specification sheets, certificates and brochures under the site's own origin: the product service renders
 * them and needs the function key, which stays here on the server.
 */
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path: segments } = await params;
  const pimPath = pimDocumentPath(segments);
  if (!pimPath) return notFound();
  const upstream = new URL(`${config().pimUrl}${pimPath}`);
  upstream.searchParams.set('code', config().pimFunctionKey);
  const ifNoneMatch = request.headers.get('if-none-match');
  let response: Response;
  try {
    response = await fetch(upstream, {
      headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {},
      signal: AbortSignal.timeout(Math.max(config().upstreamTimeoutMs, 10_000)),
      cache: 'no-store',
    });
  } catch (error) {
    log.error(`${pimPath} failed: ${(error as Error).message}`);
    return new Response('The document is temporarily unavailable.', {
      status: 502,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '60' },
    });
  }
  const headers = new Headers({ 'x-content-type-options': 'nosniff' });
  for (const name of ['etag', 'cache-control']) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (response.status === 304) return new Response(null, { status: 304, headers });
  if (response.status === 404) return notFound();
  if (!response.ok || response.headers.get('content-type') !== 'application/pdf') {
    log.error(`${pimPath} answered ${response.status}`);
    return new Response('The document is temporarily unavailable.', {
      status: 502,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  headers.set('content-type', 'application/pdf');
  headers.set('content-disposition', `inline; filename="${segments[1]}"`);
  const length = response.headers.get('content-length');
  if (length) headers.set('content-length', length);
  return new Response(response.body, { status: 200, headers });
}

function notFound(): Response {
  return new Response('No such document.', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=300' },
  });
}

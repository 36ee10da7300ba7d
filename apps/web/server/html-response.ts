import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { compressPage, pickBody, type Compressed } from './encoding';
import { pageHeaders, type CachedPage } from './page-cache';

export interface FinishedHtml {
  status: number;
  body: Buffer;
}

/**
 * Holds back an HTML response until Next has written all of it, so headers that depend on the finished body
 * (the CSP's script hashes) can still be set; then sends it brotli- or gzip-compressed, as the client allows.
 * Anything that is not HTML passes through untouched.
 */
export function interceptHtml(
  req: IncomingMessage,
  res: ServerResponse,
  finish: (
    html: FinishedHtml,
    res: ServerResponse,
  ) => {
    headers: Record<string, string>;
    /** The body to send instead of Next's; `compressed`, when given, must be its compressed forms. */
    body?: Buffer;
    compressed?: Compressed;
    status?: number;
  },
  /** Sees the finished page as it was sent (headers that belong to the page, identity body, its compressed forms). */
  sent?: (page: CachedPage) => void,
): void {
  const acceptEncoding = req.headers['accept-encoding'];
  // Next must send identity bytes: the hashes are over the text, and we compress afterwards.
  delete req.headers['accept-encoding'];

  const original = {
    writeHead: res.writeHead.bind(res),
    write: res.write.bind(res),
    end: res.end.bind(res),
    flushHeaders: res.flushHeaders.bind(res),
  };
  const chunks: Buffer[] = [];
  let decided: 'html' | 'pass' | undefined;
  let pendingStatus: number | undefined;
  let pendingMessage: string | undefined;

  const decide = (): 'html' | 'pass' => {
    if (decided) return decided;
    const type = String(res.getHeader('content-type') ?? '');
    decided = type.startsWith('text/html') ? 'html' : 'pass';
    if (decided === 'pass' && pendingStatus !== undefined) original.writeHead(pendingStatus, pendingMessage);
    return decided;
  };

  res.writeHead = (
    status: number,
    messageOrHeaders?: string | OutgoingHttpHeaders | unknown[],
    maybeHeaders?: OutgoingHttpHeaders | unknown[],
  ) => {
    // Node's implicit header (first write without writeHead) calls writeHead too: once passing, it must really write.
    if (decided === 'pass')
      return (original.writeHead as (...a: unknown[]) => ServerResponse)(status, messageOrHeaders, maybeHeaders);
    const headers = typeof messageOrHeaders === 'string' ? maybeHeaders : messageOrHeaders;
    if (typeof messageOrHeaders === 'string') pendingMessage = messageOrHeaders;
    if (headers && !Array.isArray(headers))
      for (const [k, v] of Object.entries(headers)) if (v !== undefined) res.setHeader(k, v);
    pendingStatus = status;
    res.statusCode = status;
    return res;
  };

  res.flushHeaders = () => {
    if (decide() === 'pass') original.flushHeaders();
  };

  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    if (decide() === 'pass') return (original.write as (...a: unknown[]) => boolean)(chunk, encoding, callback);
    chunks.push(toBuffer(chunk, encoding));
    const cb = typeof encoding === 'function' ? encoding : callback;
    if (typeof cb === 'function') process.nextTick(cb);
    return true;
  }) as ServerResponse['write'];

  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    if (decide() === 'pass') return (original.end as (...a: unknown[]) => ServerResponse)(chunk, encoding, callback);
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, encoding));
    const nextBody = Buffer.concat(chunks);
    const finished = finish({ status: pendingStatus ?? res.statusCode, body: nextBody }, res);
    const status = finished.status ?? pendingStatus ?? res.statusCode;
    const { headers } = finished;
    const body = finished.body ?? nextBody;
    // A body finish() did not compress (the 500 page) is compressed here; a page's forms come from finish().
    const compressed = finished.compressed ?? compressPage(body);
    for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
    // A HEAD answer carries the encoding and length GET would send (its body is left out below).
    const { send, coding } = pickBody(acceptEncoding, body, compressed);
    if (coding) res.setHeader('content-encoding', coding);
    res.setHeader('vary', 'Accept-Encoding');
    res.setHeader('content-length', String(send.length));
    res.removeHeader('transfer-encoding');
    original.writeHead(status, pendingMessage);
    sent?.({ status, headers: pageHeaders(res.getHeaders()), body, ...compressed });
    const cb = [chunk, encoding, callback].find((a) => typeof a === 'function') as (() => void) | undefined;
    return original.end(req.method === 'HEAD' ? undefined : send, cb);
  }) as ServerResponse['end'];
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
}

/** Answers with a finished page kept in memory, the way interceptHtml would have sent it. */
export function sendPage(req: IncomingMessage, res: ServerResponse, page: CachedPage): void {
  for (const [name, value] of Object.entries(page.headers)) if (value !== undefined) res.setHeader(name, value);
  res.setHeader('vary', 'Accept-Encoding');
  // Says the answer came from the server's memory, like an edge's X-Cache (operators, tests).
  res.setHeader('x-page-cache', 'HIT');
  const etag = page.headers.etag;
  if (typeof etag === 'string' && req.headers['if-none-match'] === etag) {
    res.removeHeader('content-type');
    res.writeHead(304);
    res.end();
    return;
  }
  const { send, coding } = pickBody(req.headers['accept-encoding'], page.body, page);
  if (coding) res.setHeader('content-encoding', coding);
  res.setHeader('content-length', String(send.length));
  res.writeHead(page.status);
  res.end(req.method === 'HEAD' ? undefined : send);
}

import { toQueryString, type QueryValue } from '../cms';
import { toStrapiError, type StrapiApiVersion, type StrapiErrorBody } from './errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface StrapiRequestOptions {
  method?: HttpMethod;
  params?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
}

export interface StrapiHooks {
  /** Called with every failed request's error before it is thrown (ERR-CMS-BODY: the `strapi:error` hook). */
  'strapi:error'?: (error: StrapiErrorBody) => void;
}

export interface StrapiClientOptions {
  /** Host of the content service, e.g. `https://cms.example.com`. */
  url: string;
  /** API prefix; v4 and later serve the REST API under `/api`, v3 under the root. */
  prefix?: string;
  version?: StrapiApiVersion;
  /** The current session token; read per request so a login or logout applies to the next call. */
  getToken: () => string | null;
  hooks?: StrapiHooks;
  fetch?: typeof fetch;
}

export interface StrapiClient {
  readonly baseUrl: string;
  readonly version: StrapiApiVersion;
  request<T>(path: string, options?: StrapiRequestOptions): Promise<T>;
}

export function defaultPrefix(version: StrapiApiVersion): string {
  return version === 'v3' ? '' : '/api';
}

/** Joins host and prefix without doubled or missing slashes. */
export function apiBaseUrl(url: string, prefix: string): string {
  const host = url.replace(/\/+$/, '');
  const path = prefix.replace(/\/+$/, '');
  return path === '' ? host : `${host}${path.startsWith('/') ? '' : '/'}${path}`;
}

export function requestUrl(baseUrl: string, path: string, params?: Record<string, QueryValue>): string {
  const query = params ? toQueryString(params) : '';
  return `${baseUrl}${path.startsWith('/') ? '' : '/'}${path}${query ? `?${query}` : ''}`;
}

/** Bearer authorization only when a token exists: anonymous calls must not send an empty header. */
export function requestHeaders(token: string | null, hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (hasBody) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

/** Typed calls to the content service: one attempt per call (retry 0), errors thrown in the Strapi shape. */
export function createStrapiClient(options: StrapiClientOptions): StrapiClient {
  const version = options.version ?? 'v4';
  const baseUrl = apiBaseUrl(options.url, options.prefix ?? defaultPrefix(version));
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  const fail = (body: unknown, message: string): never => {
    const error = toStrapiError(body, message, version);
    options.hooks?.['strapi:error']?.(error);
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- ERR-CMS-BODY: the server's error body itself is what callers catch
    throw error;
  };

  return {
    baseUrl,
    version,
    async request<T>(path: string, request: StrapiRequestOptions = {}): Promise<T> {
      const hasBody = request.body !== undefined;
      let response: Response;
      try {
        response = await doFetch(requestUrl(baseUrl, path, request.params), {
          method: request.method ?? 'GET',
          headers: requestHeaders(options.getToken(), hasBody),
          body: hasBody ? JSON.stringify(request.body) : undefined,
          signal: request.signal,
        });
      } catch (error) {
        return fail(undefined, error instanceof Error ? error.message : String(error));
      }
      const text = await response.text().catch(() => '');
      let body: unknown = undefined;
      if (text !== '') {
        try {
          body = JSON.parse(text);
        } catch {
          body = undefined; // not JSON (a proxy's HTML error page): no server error body to pass on
        }
      }
      if (!response.ok) return fail(body, `${response.status} ${response.statusText || 'request failed'}`.trim());
      return body as T;
    },
  };
}

import { parseRoute } from './route';

/**
 * Thrown by a view whose entry does not exist; the catch-all page catches it and renders the market's 404 page
 * itself (server-rendered, status set by the web server from the page's status marker), so nothing depends on
 * how Next implements its own notFound().
 */
export class PageNotFound extends Error {
  constructor() {
    super('Page not found');
    this.name = 'PageNotFound';
  }
}

export function pageNotFound(): never {
  throw new PageNotFound();
}

export function isPageNotFound(error: unknown): error is PageNotFound {
  return error instanceof PageNotFound;
}

/**
 * ROUTE-VALIDATION-404: "Page Not Found: {path}" when the path fails route validation (an unreadable path included),
 * "Page not found: {path}" when nothing matches. `path` is decoded, as the visitor reads it.
 */
export function notFoundText(path: string, { unreadable = false }: { unreadable?: boolean } = {}): string {
  if (unreadable || 'error' in parseRoute(path)) return `Page Not Found: ${path}`;
  return `Page not found: ${path}`;
}

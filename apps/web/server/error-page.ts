import { MARKETS, globalHomepageUrl, type Market } from '@qilak/markets';
import { NEXT_FLIGHT_SCRIPT } from '../src/lib/framework';

/**
 * The 500 page as plain HTML (ERR-500-PAGE). Next sends a failed page render as an empty shell that only the
 * browser fills in; the server replaces it with this page, so the answer is readable without JavaScript.
 */
export interface ErrorDetails {
  message: string;
  stack?: string;
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The global homepage link is the en-GLOBAL market's base URL, and only when that market exists
 * (MARKET-GLOBAL-HOME).
 */
export function serverErrorHtml(details?: ErrorDetails, markets: readonly Market[] = MARKETS): string {
  const globalHome = globalHomepageUrl(markets);
  const home = globalHome ? `<a href="${escape(globalHome)}">Go to the global homepage</a>` : '';
  const detail = details
    ? `<pre data-testid="error-details">${escape(details.message)}${details.stack ? `\n\n${escape(details.stack)}` : ''}</pre>`
    : '';
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex,nofollow"><title>500 | Qilak Seafood</title>
<style>body{margin:0;font-family:ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#10212c;background:#f4efe6}
main{max-width:42rem;margin:0 auto;padding:15vh 1.5rem 4rem}.code{font-size:5rem;font-weight:700;color:#0b3d5c;margin:0}
h1{font-size:1.6rem;margin:1rem 0 .5rem}p{color:#4a5d69;line-height:1.5}a{display:inline-block;margin-top:2rem;padding:.8rem 1.4rem;border-radius:999px;background:#0b3d5c;color:#fff;font-weight:600;text-decoration:none}
a:focus-visible{outline:3px solid #b26a3c;outline-offset:3px}pre{margin-top:2.5rem;padding:1rem;background:#eaf3f7;border-radius:.5rem;overflow:auto;font-size:.75rem;white-space:pre-wrap}</style></head>
<body><main data-testid="error-500"><p class="code">500</p><h1>Internal Server Error.</h1>
<p>We apologize for the inconvenience. Please try again later.</p>${home}${detail}</main></body></html>`;
}

// Next streams the page's RSC payload into the HTML as JavaScript string literals, `self.__next_f.push([1,"…"])`;
// inside them the payload's quotes are escaped (`E{\"digest\":\"…\"}`), so the payload is decoded before its
// error rows (`<id>:E{"digest":"…"}`) are read.
const FLIGHT_CHUNK = NEXT_FLIGHT_SCRIPT;
const ERROR_ROW = /(?:^|\n)[0-9a-f]+:E(\{[^\n]*\})/g;

/** The digests of the errors in Next's error shell, in the order its RSC payload names them. */
export function errorDigests(shell: string): string[] {
  let payload = '';
  for (const [, literal] of shell.matchAll(FLIGHT_CHUNK)) {
    try {
      payload += JSON.parse(literal!) as string;
    } catch {
      // not a plain string literal: not ours to read
    }
  }
  const digests = new Set<string>();
  for (const [, row] of payload.matchAll(ERROR_ROW)) {
    try {
      const digest = (JSON.parse(row!) as { digest?: unknown }).digest;
      if (typeof digest === 'string' && digest) digests.add(digest);
    } catch {
      // a row that is not JSON is no error row
    }
  }
  return [...digests];
}

/**
 * What the 500 page shows for Next's error shell: outside production the message and stack of the first error in
 * the shell that onRequestError recorded (src/lib/errors/recent.ts); in production nothing, whatever is recorded.
 */
export function shellErrorDetails(
  shell: string,
  { production, find }: { production: boolean; find: (digest: string) => ErrorDetails | undefined },
): ErrorDetails | undefined {
  if (production) return undefined;
  for (const digest of errorDigests(shell)) {
    const found = find(digest);
    if (found) return { message: found.message, stack: found.stack };
  }
  return undefined;
}

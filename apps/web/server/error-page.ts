/**
 * The 500 page as plain HTML (spec section 2). Next sends a failed page render as an empty shell that only the
 * browser fills in; the server replaces it with this page, so the answer is readable without JavaScript.
 */
export interface ErrorDetails {
  message: string;
  stack?: string;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function serverErrorHtml(details?: ErrorDetails): string {
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
<p>We apologize for the inconvenience. Please try again later.</p><a href="/">Go to the global homepage</a>${detail}</main></body></html>`;
}

/** The digest Next put into its error shell, to find the error's details (non-production only). */
export function errorDigest(shell: string): string | undefined {
  return /"digest":"([^"]+)"/.exec(shell)?.[1];
}

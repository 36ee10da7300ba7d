/** An absolute URL for a site-relative path (images and pages in JSON-LD must be absolute). */
export function absoluteUrl(siteUrl: string, path: string): string {
  return path.startsWith('/') ? `${siteUrl.replace(/\/+$/, '')}${path}` : path;
}

/** JSON for a script tag: `<` escaped so text from the data can never close the tag. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

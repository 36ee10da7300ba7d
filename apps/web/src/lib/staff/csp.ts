/**
 * Origins the browser must reach for staff sign-in (the identity provider's token endpoint and hidden frame, and
 * the directory): the page CSP allows them in connect-src and frame-src. Read from env at server start.
 */
export function staffCspOrigins(env: Record<string, string | undefined>): string[] {
  const origins = new Set<string>();
  const add = (value: string | undefined): void => {
    if (!value?.trim()) return;
    try {
      origins.add(new URL(value.trim()).origin);
    } catch {
      // a malformed value is reported by the staff page; the CSP just leaves it out
    }
  };
  add(env.STAFF_AUTHORITY);
  add(env.STAFF_GRAPH_URL ?? (env.STAFF_AUTHORITY ? 'https://graph.microsoft.com' : undefined));
  return [...origins];
}

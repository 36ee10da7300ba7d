/** Raw HTTP checks (status, Location) without following redirects. */
export async function get(url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url, { redirect: 'manual', ...init, signal: AbortSignal.timeout(20_000) });
}

/** A CMS webhook body (packages/content-events) for POST /api/revalidate, as the CMS sends it on publish. */
export function contentEvent(model: string, locale: string | null): string {
  return JSON.stringify({
    event: 'entry.publish',
    model,
    uid: `api::${model}.${model}`,
    locale,
    documentId: 'e2e',
    slug: null,
  });
}

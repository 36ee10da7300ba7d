/** Raw HTTP checks (status, Location) without following redirects. */
export async function get(url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url, { redirect: 'manual', ...init, signal: AbortSignal.timeout(20_000) });
}

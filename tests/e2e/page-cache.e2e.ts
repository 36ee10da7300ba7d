import { describe, expect, inject, it } from 'vitest';
import { contentEvent, get } from './http';

const web = inject('webUrl');

/** The web server's in-memory copy of finished pages (apps/web/server/page-cache.ts), seen from outside. */
describe("the web server's page cache", () => {
  it('answers a page asked for twice from memory, with the same body and headers', async () => {
    const url = `${web}/de-DE/produkte`;
    const first = await get(url);
    const firstBody = await first.text();
    // The first answer may be Next's stale copy while it re-renders (never kept); a fresh one is kept.
    await expect
      .poll(async () => (await get(url)).headers.get('x-page-cache'), { timeout: 5000, interval: 100 })
      .toBe('HIT');
    const second = await get(url);
    expect(second.status).toBe(200);
    expect(second.headers.get('x-page-cache')).toBe('HIT');
    expect((await second.text()).length).toBeGreaterThan(1000);
    expect(firstBody).toContain('</html>');
    for (const header of [
      'content-type',
      'cache-control',
      'content-security-policy',
      'surrogate-key',
      'x-content-type-options',
    ]) {
      expect(second.headers.get(header), header).toBe(first.headers.get(header));
    }
  });

  it('never answers the root from memory for a visitor whose language negotiation differs', async () => {
    const plain = await get(`${web}/`);
    expect(plain.status).toBe(200);
    await get(`${web}/`);
    const danish = await get(`${web}/`, { headers: { 'accept-language': 'da-DK,da;q=0.9' } });
    expect(danish.status).toBe(302);
    expect(danish.headers.get('location')).toMatch(/\/da-DK$/);
    const chosen = await get(`${web}/`, { headers: { cookie: 'i18n_redirected=sv-SE', 'accept-language': 'da' } });
    expect(chosen.status).toBe(302);
    expect(chosen.headers.get('location')).toMatch(/\/sv-SE$/);
    expect(chosen.headers.get('set-cookie')).toBeNull();
    const global = await get(`${web}/`, { headers: { cookie: 'i18n_redirected=en-GLOBAL', 'accept-language': 'da' } });
    expect(global.status).toBe(200);
  });

  it('keeps neither 404 pages nor client-router (RSC) requests', async () => {
    await get(`${web}/de-DE/gibt-es-nicht`);
    const missing = await get(`${web}/de-DE/gibt-es-nicht`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-page-cache')).toBeNull();
    await get(`${web}/de-DE`);
    // The client router's request (Next answers it with the RSC payload, or a redirect to add ?_rsc): never
    // the document from memory.
    const rsc = await get(`${web}/de-DE`, { headers: { rsc: '1' } });
    expect(rsc.headers.get('x-page-cache')).toBeNull();
    expect(rsc.headers.get('content-type') ?? '').not.toContain('text/html');
  });

  it('is cleared by a revalidation, so the next request goes back to Next', async () => {
    await get(`${web}/fr-FR/actualites`);
    expect((await get(`${web}/fr-FR/actualites`)).headers.get('x-page-cache')).toBe('HIT');
    const revalidated = await fetch(`${web}/api/revalidate`, {
      method: 'POST',
      headers: { 'x-revalidate-secret': inject('revalidateSecret') },
      body: contentEvent('news', 'fr-FR'),
    });
    expect(revalidated.status).toBe(200);
    expect((await get(`${web}/fr-FR/actualites`)).headers.get('x-page-cache')).toBeNull();
  });
});

import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './browser';

/**
 * The visitor's country out of the box: the country database shipped with the site, for the visitor's address
 * (lib/geo-db, lib/security). The production-mode instance of the e2e setup trusts 127.0.0.2 as its reverse
 * proxy (TRUSTED_PROXIES); this machine's 127.0.0.1 is a visitor like any other, whose X-Forwarded-For counts for
 * nothing. Addresses: TDC (Denmark), Deutsche Telekom (Germany), NIC.br (Brazil).
 */
const prod = inject('prodWebUrl');
const web = inject('webUrl');
const DANISH = '80.62.116.1';
const GERMAN = '217.6.0.1';
const BRAZILIAN = '200.160.0.1';
const PROXY_ADDRESS = '127.0.0.2';

/** GET from a chosen local address (the trusted proxy's, or a visitor's) with the given headers. */
function getFrom(url: string, localAddress: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(url, { localAddress, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.setTimeout(20_000, () => req.destroy(new Error(`${url} timed out`)));
    req.end();
  });
}

const country = async (origin: string, localAddress: string, forwardedFor?: string) => {
  const response = await getFrom(
    `${origin}/napi/geoip`,
    localAddress,
    forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  );
  expect(response.status).toBe(200);
  return (JSON.parse(response.body) as { countryCode: string | null }).countryCode;
};

// GEO-COUNTRY, CONFIG-CLIENT-ADDRESS
describe('/napi/geoip from the shipped country database', () => {
  it('gives DK, DE and BR for a Danish, a German and a Brazilian visitor through the trusted proxy', async () => {
    expect(await country(prod, PROXY_ADDRESS, DANISH)).toBe('DK');
    expect(await country(prod, PROXY_ADDRESS, GERMAN)).toBe('DE');
    expect(await country(prod, PROXY_ADDRESS, BRAZILIAN)).toBe('BR');
    // What a client wrote in front of the proxy's own entry counts for nothing.
    expect(await country(prod, PROXY_ADDRESS, `${BRAZILIAN}, ${DANISH}`)).toBe('DK');
  });

  it('ignores an X-Forwarded-For that does not come from a trusted proxy', async () => {
    // The visitor is 127.0.0.1 itself: a loopback address has no country.
    expect(await country(prod, '127.0.0.1', DANISH)).toBeNull();
    // The non-production instance trusts no proxy at all.
    expect(await country(web, PROXY_ADDRESS, DANISH)).toBeNull();
  });

  it('keeps the CDN header first and mock_visiting_country over both', async () => {
    const viaCdn = await getFrom(`${prod}/napi/geoip`, PROXY_ADDRESS, {
      'x-forwarded-for': DANISH,
      'cf-ipcountry': 'SE',
    });
    expect(JSON.parse(viaCdn.body)).toEqual({ countryCode: 'SE' });
    const mocked = await getFrom(`${prod}/napi/geoip?mock_visiting_country=jp`, PROXY_ADDRESS, {
      'x-forwarded-for': DANISH,
    });
    expect(JSON.parse(mocked.body)).toEqual({ countryCode: 'JP' });
  });
});

// GEO-WHEN, GEO-STEPS, with the country from GEO-COUNTRY
describe('the geo redirect in production, for a Danish visitor behind the trusted proxy', () => {
  let browser: Browser;
  let proxy: Server;
  let proxyOrigin = '';

  // A reverse proxy as the edge is one: the browser talks to it, it talks to the site from 127.0.0.2 and appends
  // the visitor's address to X-Forwarded-For. The visitor here is Danish (the browser itself is on this machine).
  beforeAll(async () => {
    const target = new URL(prod);
    proxy = createServer((req, res) => {
      // The site's own host, as a proxy in front of one origin sends it.
      const headers: IncomingHttpHeaders = { ...req.headers, host: target.host, 'x-forwarded-for': DANISH };
      const upstream = request(
        {
          host: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          headers,
          localAddress: PROXY_ADDRESS,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => {
        res.writeHead(502);
        res.end();
      });
      req.pipe(upstream);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    proxyOrigin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => proxy?.close(resolve));
  });

  it('sends the visitor from /en-GB to /da-DK once consent is given, without mock_visiting_country', async () => {
    const { page, context } = await newPage(browser);
    page.setDefaultTimeout(60_000);
    // Nothing leaves the machine: other hosts (tag manager, embeds) are refused.
    await context.route(
      (url) => url.origin !== proxyOrigin,
      (route) => route.abort('blockedbyclient'),
    );
    const lookups: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/napi/geoip')) lookups.push(r.url());
    });
    const first = await page.goto(`${proxyOrigin}/en-GB`);
    expect(first?.status()).toBe(200);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.getAttribute('data-geo-redirect')), { timeout: 60_000 })
      .toBe('waiting');
    const banner = page.locator('#cc-main .cm');
    await banner.waitFor({ state: 'visible', timeout: 60_000 });
    await banner.locator('button[data-role="all"]').click();
    await page.waitForURL(`${proxyOrigin}/da-DK`, { timeout: 60_000 });
    expect(lookups).toEqual([`${proxyOrigin}/napi/geoip`]);
    expect((await context.cookies()).find((c) => c.name === 'geo_redirect_done')?.value).toBe('1');
    await context.close();
  }, 240_000);
});

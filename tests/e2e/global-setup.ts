import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ProvidedContext } from 'vitest';
import type { TestProject } from 'vitest/node';
import { startStack, freePort, prepareWebInstance } from '../../scripts/lib/stack.mjs';
import { ephemeralSecrets } from '../../scripts/lib/secrets.mjs';
import { startOidcProvider, type LocalOidcProvider } from '../support/oidc-provider';
import { startDirectory, type LocalDirectory } from '../support/directory';
import { startSmtp, type LocalSmtp } from '../support/smtp';
import { startOtlpReceiver, type OtlpReceiver } from '../support/otlp-receiver';
import { TEST_GTM_ID } from './constants';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The site with APP_ENV=test (non-production). */
    webUrl: string;
    /** The same build and upstreams with APP_ENV=production (geo redirect, consent banner, tag manager). */
    prodWebUrl: string;
    cmsUrl: string;
    pimUrl: string;
    cmsApiToken: string;
    pimFunctionKey: string;
    revalidateSecret: string;
    /** Shared by Strapi's Preview and the site's /api/preview. */
    previewSecret: string;
    /** The only CMS credential that reads drafts. */
    cmsPreviewToken: string;
    /** The create-only inquiry token (the site's server uses it). */
    cmsInquiryToken: string;
    adminEmail: string;
    adminPassword: string;
    pimDbFile: string;
    logDir: string;
    /** Local OpenID provider the site's staff sign-in and the product service trust. */
    oidcIssuer: string;
    oidcClientId: string;
    /** The provider over http, with the test hook POST /test/revoke-grants. */
    oidcBackChannelUrl: string;
    /** The provider's private signing JWK (JSON), for minting test tokens such as an expired one. */
    oidcSigningKey: string;
    /** Local directory graph peer (`/me`, `/me/photo/$value`). */
    directoryUrl: string;
    /** HTTP inbox of the local SMTP peer the CMS sends mail to. */
    smtpInboxUrl: string;
    /** The web server's and the product service's metrics endpoints (their own ports, not the public ones). */
    metricsUrl: string;
    pimMetricsUrl: string;
    /** The spans the web server exported to a local OTLP receiver (GET, JSON). */
    otlpSpansUrl: string;
    /** Every secret of the stack, for a web server a test (or the outage project) starts on the same cms and pim. */
    stackSecrets: Record<string, string>;
  }
}

interface StackHandle {
  urls: { web: string; cms: string; pim: string };
  stopAll(): Promise<void>;
}

const stacks: StackHandle[] = [];
const webInstances: string[] = [];

/** A web build copy per run: two e2e runs at once must not delete each other's running copy. */
function webInstance(name: string): string {
  const dir = prepareWebInstance(`${name}-${process.pid}`);
  webInstances.push(dir);
  return dir;
}
const peers: (LocalOidcProvider | LocalDirectory | LocalSmtp | OtlpReceiver)[] = [];
let dataDir: string | undefined;

/** What `start` provides, kept to hand to every project of the run (e2e, outage). */
type Provided = Map<keyof ProvidedContext, ProvidedContext[keyof ProvidedContext]>;
interface Shared {
  started: Promise<Provided>;
  users: number;
  stop: () => Promise<void>;
}
/**
 * One stack per run, whichever projects use it: the e2e files, and the outage files, which put fault proxies and a
 * web server of their own in front of the same cms and pim (tests/outage/global-setup.ts). Vitest runs each project's
 * global setup, possibly from a module instance of its own, in one process: the stack lives on `globalThis`.
 */
const SHARED = Symbol.for('qilak.e2e.stack');
const holder = globalThis as typeof globalThis & { [SHARED]?: Shared };

export async function setup(project: TestProject) {
  const shared = (holder[SHARED] ??= { started: startOnce(), users: 0, stop: stopAll });
  shared.users += 1;
  for (const [key, value] of await shared.started) project.provide(key, value);
}

export async function teardown() {
  const shared = holder[SHARED];
  if (!shared || --shared.users > 0) return;
  delete holder[SHARED];
  await shared.started.catch(() => undefined);
  await shared.stop();
}

async function startOnce(): Promise<Provided> {
  const provided: Provided = new Map();
  await start({ provide: (key, value) => provided.set(key, value) });
  return provided;
}

async function start(project: {
  provide: <K extends keyof ProvidedContext>(key: K, value: ProvidedContext[K]) => void;
}) {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'qilak-e2e-'));
  const secrets = ephemeralSecrets() as Record<string, string>;
  const ports = { cms: await freePort(), pim: await freePort(), web: await freePort() };
  const logDir = path.join(dataDir, 'logs');
  const admin = { email: 'editor@qilakseafood.example', password: 'Editor-Password-1' };
  // Peers first: the product service reads the provider's JWKS URL and the CMS its SMTP host at start.
  const siteOrigin = `http://127.0.0.1:${ports.web}`;
  const oidc = await startOidcProvider({ port: await freePort(), backChannelPort: await freePort(), siteOrigin });
  const directory = await startDirectory({
    port: await freePort(),
    userinfoUrl: `${oidc.backChannelUrl}/me`,
    allowedOrigin: siteOrigin,
  });
  const smtp = await startSmtp({ port: await freePort(), inboxPort: await freePort() });
  const otlp = await startOtlpReceiver(await freePort());
  peers.push(oidc, directory, smtp, otlp);
  // Operations (operations.e2e.ts): metrics on their own ports, traces to the local receiver, upstream calls logged.
  const metricsPorts = { web: await freePort(), pim: await freePort() };
  const sharedEnv = {
    ...secrets,
    APP_ENV: 'test',
    // The admin is served: the editing test signs in and previews (apps/cms/dist/build, the cmsAdmin build).
    SERVE_ADMIN: 'true',
    // Strapi's Preview opens the site here; the site lets this admin frame its previews.
    WEB_URL: siteOrigin,
    CMS_ADMIN_URL: `http://127.0.0.1:${ports.cms}`,
    // Every file that edits content signs the one editor in (Strapi allows 5 sign-ins in 5 minutes by default).
    ADMIN_LOGIN_RATE_LIMIT: '50',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    DATABASE_FILENAME: path.join(dataDir, 'cms.db'),
    PIM_DB_FILE: path.join(dataDir, 'pim.db'),
    PUBLIC_DIR: path.join(dataDir, 'cms-public'),
    PIM_JWKS_URL: oidc.jwksUrl,
    PIM_JWT_ISSUER: oidc.issuer,
    PIM_JWT_AUDIENCE: oidc.clientId,
    STAFF_AUTHORITY: oidc.issuer,
    STAFF_CLIENT_ID: oidc.clientId,
    STAFF_GRAPH_URL: directory.url,
    STAFF_KNOWN_AUTHORITIES: new URL(oidc.issuer).host,
    SMTP_HOST: smtp.host,
    SMTP_PORT: String(smtp.port),
    // Inquiries: the outbox every 2 s with short retries (the SMTP outage test), and room for the suite's requests.
    INQUIRY_OUTBOX_CRON: '*/2 * * * * *',
    INQUIRY_RETRY_BASE_SECONDS: '1',
    INQUIRY_RETRY_MAX_SECONDS: '2',
    INQUIRY_RATE_LIMIT: '200',
    // These servers are tested for what they render, several pages at once on two loaded cores, where one cold
    // page's CMS calls can queue past the production budget (2.5 s) and answer the 500 page. The outage project's
    // web keeps the production budget and tests it (tests/outage).
    UPSTREAM_TIMEOUT_MS: '10000',
  };
  // The second web server is a production-mode one on the same build and upstreams, with its own page cache. Both
  // web servers start beside the CMS and the product service (a web server answers its health check before it has
  // read an upstream), so the stack is up once Strapi is.
  const prodPort = await freePort();
  const starting = [
    startStack({
      mode: 'production',
      ports,
      logDir,
      sharedEnv,
      // The CMS starts from the seeded database of the build cache (the seed itself is tested in the CMS suite).
      seededCms: true,
      env: {
        webDir: webInstance('e2e'),
        web: {
          METRICS_PORT: String(metricsPorts.web),
          LOG_LEVEL: 'debug',
          OTEL_EXPORTER_OTLP_ENDPOINT: otlp.endpoint,
          OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        },
        pim: { PIM_METRICS_PORT: String(metricsPorts.pim), OTEL_EXPORTER_OTLP_ENDPOINT: otlp.endpoint },
      },
    }),
    startStack({
      mode: 'production',
      ports: { ...ports, web: prodPort },
      services: ['web'],
      logDir: path.join(logDir, 'prod'),
      // 127.0.0.2 stands for a reverse proxy (geo.e2e.ts connects from it); this machine's own 127.0.0.1 stays a
      // visitor, whose x-forwarded-for counts for nothing.
      sharedEnv: { ...sharedEnv, APP_ENV: 'production', GTM_ID: TEST_GTM_ID, TRUSTED_PROXIES: '127.0.0.2' },
      env: { webDir: webInstance('e2e-prod') },
    }),
  ] as Promise<StackHandle>[];
  const results = await Promise.allSettled(starting);
  // Each stack that started is stopped by the teardown, also when the other one failed.
  for (const result of results) if (result.status === 'fulfilled') stacks.push(result.value);
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
  const [main, prod] = results.map((result) => (result as PromiseFulfilledResult<StackHandle>).value) as [
    StackHandle,
    StackHandle,
  ];

  project.provide('webUrl', main.urls.web);
  project.provide('prodWebUrl', prod.urls.web);
  project.provide('cmsUrl', main.urls.cms);
  project.provide('pimUrl', main.urls.pim);
  project.provide('cmsApiToken', secrets.CMS_API_TOKEN!);
  project.provide('pimFunctionKey', secrets.PIM_FUNCTION_KEY!);
  project.provide('revalidateSecret', secrets.REVALIDATE_SECRET!);
  project.provide('previewSecret', secrets.PREVIEW_SECRET!);
  project.provide('cmsPreviewToken', secrets.CMS_PREVIEW_TOKEN!);
  project.provide('cmsInquiryToken', secrets.CMS_INQUIRY_TOKEN!);
  project.provide('adminEmail', admin.email);
  project.provide('adminPassword', admin.password);
  project.provide('pimDbFile', sharedEnv.PIM_DB_FILE);
  project.provide('logDir', logDir);
  project.provide('oidcIssuer', oidc.issuer);
  project.provide('oidcClientId', oidc.clientId);
  project.provide('oidcBackChannelUrl', oidc.backChannelUrl);
  project.provide('oidcSigningKey', JSON.stringify(oidc.signingKey));
  project.provide('directoryUrl', directory.url);
  project.provide('smtpInboxUrl', smtp.inboxUrl);
  project.provide('metricsUrl', `http://127.0.0.1:${metricsPorts.web}/metrics`);
  project.provide('pimMetricsUrl', `http://127.0.0.1:${metricsPorts.pim}/metrics`);
  project.provide('otlpSpansUrl', otlp.spansUrl);
  project.provide('stackSecrets', secrets);
}

async function stopAll() {
  for (const stack of stacks.reverse()) await stack.stopAll();
  for (const peer of peers.reverse()) await peer.close();
  for (const dir of webInstances) rmSync(dir, { recursive: true, force: true });
  if (dataDir && !process.env.KEEP_E2E_DATA) rmSync(dataDir, { recursive: true, force: true });
}

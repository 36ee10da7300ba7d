import { trace } from '@opentelemetry/api';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { PrettyOptions } from 'pino-pretty';
import { logSettings } from '../config';
import { currentRequest } from './context';

/**
 * OPS-LOG: keys whose values never reach a log line: credentials of every kind, and what a visitor typed into a form
 * (an inquiry's contents). Matched at the top level and one level down (`{ req: { headers: … } }`).
 */
const SECRET_KEYS = [
  'authorization',
  'cookie',
  'token',
  'apiToken',
  'secret',
  'password',
  'functionKey',
  'body',
  'inquiry',
  'email',
  'phone',
];
export const REDACT_PATHS = [
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
  '["set-cookie"]',
  'headers["set-cookie"]',
  'req.headers.authorization',
  'req.headers.cookie',
];

/** Query parameters that carry credentials, masked wherever a URL is logged. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:code|secret|token|access_token|key)=)[^&]*/gi, '$1***');
}

const KEY = Symbol.for('qilak.logger');
type Holder = { [KEY]?: Logger };

function prettyDestination(): DestinationStream | undefined {
  // pino-pretty is a development dependency: formatted in this process (no worker thread), JSON when it is absent.
  // Node reached through globalThis: Next also compiles this module for the edge runtime, which flags `process`.
  const node = (globalThis as { process?: NodeJS.Process }).process;
  try {
    if (!node) return undefined;
    const { createRequire } = node.getBuiltinModule('node:module');
    const load = createRequire(`${node.cwd()}/package.json`);
    const { prettyFactory } = load('pino-pretty') as {
      prettyFactory: (options: PrettyOptions) => (line: string) => string;
    };
    const format = prettyFactory({
      colorize: node.stdout.isTTY,
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname',
    });
    return { write: (line: string) => void node.stdout.write(format(line)) };
  } catch {
    return undefined;
  }
}

function create(): Logger {
  const { level, format } = logSettings();
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'web' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    // The request this line belongs to, whichever bundle (Next's or the web server's) writes it.
    mixin: () => {
      const span = trace.getActiveSpan()?.spanContext();
      return span && trace.isSpanContextValid(span)
        ? { ...currentRequest(), traceId: span.traceId }
        : { ...currentRequest() };
    },
  };
  const destination = format === 'pretty' ? prettyDestination() : undefined;
  return destination ? pino(options, destination) : pino(options);
}

/** The process's one logger (one instance for both bundles through a global symbol). */
export function rootLogger(): Logger {
  const holder = globalThis as Holder;
  holder[KEY] ??= create();
  return holder[KEY];
}

/** A logger whose lines name the part of the site that writes them (`component`: `sitemap`, `pim`, …). */
export function logger(component: string): Logger {
  return rootLogger().child({ component });
}

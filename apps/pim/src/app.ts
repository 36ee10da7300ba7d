import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import type { ErrorResponse } from '@qilak/pim-contract';
import type { StaffTokenVerifier } from './auth/staff-token';
import { BodyCache } from './http/body-cache';
import { HttpError } from './http/errors';
import { registerRoutes } from './routes';
import { requestIdOf, traceOf } from './observe';
import { DocumentService } from './documents';
import type { PimStore } from './store';

export interface AppOptions {
  store: PimStore;
  functionKey: string;
  staffTokens?: StaffTokenVerifier | null;
  logger?: FastifyServerOptions['logger'];
  metrics?: { observe(app: FastifyInstance): void };
  /** A server span per request, continuing the caller's traceparent (trace.ts); absent: no tracing. */
  tracing?: { observe(app: FastifyInstance): void };
}

/** The function key travels in the query string: keep it out of every log line. */
export function redactKey(url: string): string {
  return url.replace(/([?&]code=)[^&]*/g, '$1***');
}

function withRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === false || logger === undefined) return false;
  const base = logger === true ? {} : logger;
  // The same line shape as the web site's: level as a word, ISO time, service name.
  return {
    base: { service: 'pim' },
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
    formatters: { level: (label: string) => ({ level: label }) },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization'],
      censor: '[redacted]',
    },
    ...base,
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({
        id: req.id,
        method: req.method,
        url: redactKey(req.url),
      }),
    },
  };
}

/** Builds the service without listening, so tests can start it on port 0 and the server can own signals. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  if (options.functionKey.length === 0) throw new Error('functionKey must not be empty');
  const app = Fastify({
    logger: withRedaction(options.logger ?? false),
    // The web request's id (x-request-id) on every line of this request, and its trace id when one was sent.
    genReqId: (req) => requestIdOf(req),
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    childLoggerFactory: (logger, bindings, childOptions, rawReq) => {
      const trace = traceOf(rawReq);
      return logger.child(trace ? { ...bindings, traceId: trace.traceId } : bindings, childOptions);
    },
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  options.metrics?.observe(app);
  options.tracing?.observe(app);

  // Only the small JSON answers (errors, health) go through here; data routes send precompressed bodies.
  await app.register(compress, { global: true, encodings: ['br', 'gzip'] });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return reply.code(error.statusCode).headers(error.headers).send(error.toBody());
    }
    const status =
      typeof error === 'object' && error !== null && 'statusCode' in error ? Number(error.statusCode) : 500;
    if (status >= 400 && status < 500) {
      const message = error instanceof Error ? error.message : 'Bad request';
      return reply
        .code(status)
        .send({ Error: status === 401 ? 'Unauthorized' : 'BadRequest', Message: message } satisfies ErrorResponse);
    }
    request.log.error({ err: error, url: redactKey(request.url) }, 'unhandled error while answering the request');
    const body: ErrorResponse = {
      Error: 'InternalError',
      Message: `Internal error; see the service log for request ${request.id}`,
    };
    return reply.code(500).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const body: ErrorResponse = {
      Error: 'NotFound',
      Message: `No route ${request.method} ${request.url.split('?')[0]}`,
    };
    return reply.code(404).send(body);
  });

  registerRoutes(app, {
    store: options.store,
    functionKey: options.functionKey,
    staffTokens: options.staffTokens ?? null,
    cache: new BodyCache(),
    documents: new DocumentService(options.store),
  });
  return app;
}

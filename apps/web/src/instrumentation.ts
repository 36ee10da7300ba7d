import type { Instrumentation } from 'next';

export async function register(): Promise<void> {
  // Nothing to start: the hook below is what we need from instrumentation.
}

/** Every server error gets one log line naming its cause; outside production it is kept for the 500 page. */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  const err = error as Error & { digest?: string };
  console.error(`[web] ${request.method} ${request.path} failed in ${context.routeType} ${context.routePath}: ${err.message}`);
  if (process.env.APP_ENV !== 'production' && err.digest) {
    const { recordError } = await import('./lib/errors/recent');
    recordError(err.digest, err);
  }
};

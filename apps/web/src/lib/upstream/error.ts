export type UpstreamName = 'cms' | 'pim' | 'geo' | 'directory';

/** A failed call to an upstream service. Thrown, never swallowed: an empty result would be cached as a page. */
export class UpstreamError extends Error {
  override readonly name = 'UpstreamError';
  constructor(
    readonly upstream: UpstreamName,
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(`[${upstream}] ${message}`, options);
  }
}

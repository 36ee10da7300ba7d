import { cache } from 'react';

export type PageOutcome = 'found' | 'not-found' | 'failed';

/** How long the 404 boundary waits for a page that never says whether it was found (then it renders in full). */
const WAIT_MS = 5_000;

interface Signal {
  promise: Promise<PageOutcome>;
  settle: (outcome: PageOutcome) => void;
}

/** One per request (React's cache is request-scoped in server components). */
const signal = cache((): Signal => {
  let settle!: (outcome: PageOutcome) => void;
  const promise = new Promise<PageOutcome>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
});

/** A page under [market] says whether it was found; the first word counts. */
export function settlePageOutcome(outcome: PageOutcome): void {
  signal().settle(outcome);
}

/**
 * Next renders a segment's not-found boundary into the payload of every page under it, in case the browser needs
 * it later; ours is a whole CMS page (header, blocks, footer, their client code). The boundary asks this first:
 * 'found' means this response will never show it, so it can render nothing.
 */
export async function pageOutcome(): Promise<PageOutcome> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<PageOutcome>((resolve) => {
    timer = setTimeout(() => {
      console.warn('[not-found] the page did not say whether it was found; the 404 boundary renders in full');
      resolve('not-found');
    }, WAIT_MS);
  });
  try {
    return await Promise.race([signal().promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

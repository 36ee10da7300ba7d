/**
 * Long loops of the catalogue written as generators that yield every STEP items: in the browser's worker they run
 * to the end at once (`runSteps`), on the server a caller resumes them a slice at a time between requests (the
 * --scale catalogue's 20,000 variants per market, issue 33). Same code, same result either way.
 */
export const STEP = 64;
export type Steps<T> = Generator<void, T, void>;

/** Runs steps to the end, synchronously. */
export function runSteps<T>(steps: Steps<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/** `map` that yields every STEP items. */
export function* mapSteps<T, R>(items: readonly T[], map: (item: T) => R): Steps<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i++) {
    out.push(map(items[i]!));
    if (i % STEP === STEP - 1) yield;
  }
  return out;
}

/** Recent server errors by digest, so a non-production 500 page can show message and stack (Next redacts them). */
interface Recorded {
  message: string;
  stack?: string;
  at: number;
}

const LIMIT = 100;
const key = Symbol.for('qilak.recentErrors');
type Holder = { [key]?: Map<string, Recorded> };

function recent(): Map<string, Recorded> {
  const holder = globalThis as Holder;
  holder[key] ??= new Map();
  return holder[key];
}

export function recordError(digest: string, error: { message: string; stack?: string }): void {
  const map = recent();
  map.set(digest, { message: error.message, stack: error.stack, at: Date.now() });
  while (map.size > LIMIT) map.delete(map.keys().next().value as string);
}

export function findError(digest: string): Recorded | undefined {
  return recent().get(digest);
}

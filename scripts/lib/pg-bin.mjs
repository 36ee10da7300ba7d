// Where Debian's PostgreSQL keeps its programs: /usr/lib/postgresql/<version>/bin, the newest version installed.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** @returns {string | undefined} the bin folder, or undefined when PostgreSQL is not installed */
export function findPgBin() {
  const base = '/usr/lib/postgresql';
  const version = existsSync(base) ? readdirSync(base).sort().pop() : undefined;
  return version ? path.join(base, version, 'bin') : undefined;
}

// scripts/lib/ports.mjs hands out ports for throw-away servers. The kernel's "port 0" answer repeats within a few
// hundred calls, so without the module's bookkeeping both tests below see a port twice in nearly every run.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const MODULE = path.resolve(__dirname, '..', '..', 'scripts', 'lib', 'ports.mjs');
const CALLS = 400;

describe('free ports for throw-away servers', () => {
  let dir: string;
  let freePort: () => Promise<number>;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'qilak-ports-test-'));
    // An abandoned reservation (older than six hours) is swept at the first call.
    writeFileSync(path.join(dir, '1'), 'gone\n');
    const long = new Date(Date.now() - 7 * 60 * 60 * 1000);
    utimesSync(path.join(dir, '1'), long, long);
    process.env.QILAK_PORTS_DIR = dir;
    ({ freePort } = (await import(MODULE)) as { freePort: () => Promise<number> });
  });
  afterAll(() => {
    delete process.env.QILAK_PORTS_DIR;
    rmSync(dir, { recursive: true, force: true });
  });

  it('never gives one process the same port twice', async () => {
    const ports: number[] = [];
    for (let i = 0; i < CALLS; i++) ports.push(await freePort());
    expect(new Set(ports).size).toBe(CALLS);
    expect(readdirSync(dir)).not.toContain('1');
  });

  it('never gives a port another process holds', async () => {
    const theirs: number[] = JSON.parse(
      execFileSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `const { freePort } = await import(${JSON.stringify(MODULE)});` +
            `const ports = []; for (let i = 0; i < ${CALLS}; i++) ports.push(await freePort());` +
            'console.log(JSON.stringify(ports));',
        ],
        { encoding: 'utf8', env: { ...process.env, QILAK_PORTS_DIR: dir } },
      ),
    );
    const ours: number[] = [];
    for (let i = 0; i < CALLS; i++) ours.push(await freePort());
    expect(theirs).toHaveLength(CALLS);
    expect(ours.filter((port) => theirs.includes(port))).toEqual([]);
  });
});

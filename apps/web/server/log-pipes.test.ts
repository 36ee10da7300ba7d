import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * A child that logs to its stdout and stderr pipes every few milliseconds and counts the exceptions that reach its
 * `uncaughtException` handler (Next's handler logs each one to the same pipes: in the real server that fed itself
 * and held the event loop). The test closes the pipes' reading ends, as when the supervisor dies, then asks the
 * child over IPC how many exceptions it saw.
 */
async function uncaughtAfterPipesClose(guarded: boolean): Promise<number> {
  const code = `
    ${guarded ? `(await import(${JSON.stringify(path.join(here, 'log-pipes.ts'))})).surviveClosedLogPipes();` : ''}
    let uncaught = 0;
    process.on('uncaughtException', () => { uncaught++; });
    setInterval(() => { console.log('tick'); process.stderr.write('tock\\n'); }, 5);
    process.on('message', () => process.send(uncaught));
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: here,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const { stdout, stderr } = child;
  try {
    if (!stdout || !stderr) throw new Error('the child was started without pipes');
    await new Promise<void>((resolve) => stdout.once('data', () => resolve()));
    stdout.destroy();
    stderr.destroy();
    // Enough ticks for the writes to hit the closed pipes.
    await new Promise((r) => setTimeout(r, 300));
    return await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the child did not answer')), 5000);
      child.once('message', (count) => {
        clearTimeout(timer);
        resolve(Number(count));
      });
      child.send('count');
    });
  } finally {
    child.kill('SIGKILL');
  }
}

describe('surviveClosedLogPipes', () => {
  it('stops the writes to a closed log pipe from raising exceptions', async () => {
    expect(await uncaughtAfterPipesClose(true)).toBe(0);
  });

  it('is what stops them: without it every write to the closed pipes throws EPIPE', async () => {
    expect(await uncaughtAfterPipesClose(false)).toBeGreaterThan(0);
  });
});

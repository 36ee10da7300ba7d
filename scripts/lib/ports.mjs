// Free TCP ports for throw-away servers (test stacks, the cluster, Redis, Strapi), unique across every process of
// a test run. The kernel's answer to "listen on port 0" is free *now* and may be given again a moment later: in 3,000
// groups of 11 calls, 23 groups held a port twice (this machine, 2026-12-07). A port is handed out long before the
// server that takes it listens (the cluster asks for its eleven ports before it starts minutes of services); one port
// given twice is the likely cause of a CI run whose Varnish tests met a server that answered without X-Cache.
// Here a port is handed out once per process, and reserved across processes (the suites run side by side) by an
// exclusive file in the system's temp folder; a reservation older than RESERVATION_MS is taken as abandoned.
import { chmodSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const RESERVATION_MS = 6 * 60 * 60 * 1000;
const ATTEMPTS = 100;
/** QILAK_PORTS_DIR: another reservation folder (the test of this module keeps its own). */
const DIR = process.env.QILAK_PORTS_DIR || path.join(os.tmpdir(), 'qilak-ports');
/** @type {Set<number>} */
const handedOut = new Set();
let swept = false;

/** @returns {Promise<number>} */
function kernelPort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** @param {string} file */
function abandoned(file) {
  try {
    return Date.now() - statSync(file).mtimeMs > RESERVATION_MS;
  } catch {
    return false;
  }
}

/** Drops reservations old enough to be abandoned, once per process. */
function sweep() {
  if (swept) return;
  swept = true;
  mkdirSync(DIR, { recursive: true });
  try {
    // Shared by every user of the machine, as /tmp is (sticky: each removes only its own files).
    chmodSync(DIR, 0o1777);
  } catch {
    // made by another user, who opened it already
  }
  for (const name of readdirSync(DIR)) {
    const file = path.join(DIR, name);
    try {
      if (abandoned(file)) rmSync(file, { force: true });
    } catch {
      // another user's file: it stays reserved until that user sweeps it
    }
  }
}

/** @param {number} port */
function reserve(port) {
  const file = path.join(DIR, String(port));
  try {
    writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
    return true;
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    if (!abandoned(file)) return false;
    try {
      writeFileSync(file, `${process.pid}\n`);
      return true;
    } catch {
      return false; // another user's abandoned reservation
    }
  }
}

/**
 * A port free now that no other caller of this function, in this process or another, has been given in the last
 * six hours.
 * @returns {Promise<number>}
 */
export async function freePort() {
  sweep();
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const port = await kernelPort();
    if (handedOut.has(port) || !reserve(port)) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`no free port in ${ATTEMPTS} attempts (reservations in ${DIR})`);
}

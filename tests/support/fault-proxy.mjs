// A TCP proxy in front of an upstream that a test can switch between pass, down (connections refused by
// closing at once) and slow (each connection held before it is forwarded): a real network fault, no mocks.
import net from 'node:net';

/**
 * @param {number} targetPort
 * @param {{ port?: number }} [options]
 */
export async function startFaultProxy(targetPort, { port = 0 } = {}) {
  /** @type {'pass' | 'down' | 'slow'} */
  let mode = 'pass';
  let delayMs = 0;
  // Connections passed on to the upstream so far: 0 proves the client has never read it (nothing it holds is warm).
  let forwarded = 0;
  // Connections refused while down: a test sees that the upstream was tried instead of waiting for it.
  let refused = 0;
  /** @type {Set<net.Socket>} */
  const sockets = new Set();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => undefined);
    if (mode === 'down') {
      refused += 1;
      client.destroy();
      return;
    }
    const connect = () => {
      if (client.destroyed) return;
      forwarded += 1;
      const upstream = net.connect(targetPort, '127.0.0.1');
      sockets.add(upstream);
      upstream.on('close', () => sockets.delete(upstream));
      upstream.on('error', () => client.destroy());
      client.on('error', () => upstream.destroy());
      client.pipe(upstream).pipe(client);
    };
    if (mode === 'slow') setTimeout(connect, delayMs);
    else connect();
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {net.AddressInfo} */ (server.address());
  return {
    port: address.port,
    url: `http://127.0.0.1:${address.port}`,
    forwarded: () => forwarded,
    refused: () => refused,
    pass() {
      mode = 'pass';
      // Each phase starts clean: connections held back in the slow phase must not linger into this one.
      for (const s of sockets) s.destroy();
    },
    down() {
      mode = 'down';
      for (const s of sockets) s.destroy();
    },
    /** @param {number} ms */
    slow(ms) {
      mode = 'slow';
      delayMs = ms;
      for (const s of sockets) s.destroy();
    },
    close: () =>
      new Promise((/** @type {(value?: unknown) => void} */ resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

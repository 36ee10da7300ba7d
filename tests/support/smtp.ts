import http from 'node:http';
import { SMTPServer } from 'smtp-server';

/**
 * A local SMTP peer that accepts every message and keeps it, plus a small HTTP inbox (`GET /messages`) so tests
 * in other processes can read what the CMS sent (the reset-password mail).
 */
export interface CapturedMail {
  from: string;
  to: string[];
  raw: string;
  receivedAt: string;
}

export interface LocalSmtp {
  host: string;
  port: number;
  inboxUrl: string;
  messages: CapturedMail[];
  close(): Promise<void>;
}

export async function startSmtp(options: { port: number; inboxPort: number }): Promise<LocalSmtp> {
  const messages: CapturedMail[] = [];
  const makeServer = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          messages.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
            receivedAt: new Date().toISOString(),
          });
          callback();
        });
      },
    });
  let smtp: SMTPServer | undefined = makeServer();
  await new Promise<void>((resolve) => smtp!.listen(options.port, '127.0.0.1', () => resolve()));
  // An outage on demand (tests in other processes): POST /stop closes the SMTP port, POST /start opens it again.
  const stop = () =>
    new Promise<void>((resolve) => {
      const server = smtp;
      smtp = undefined;
      if (!server) return resolve();
      server.close(() => resolve());
    });
  const start = () =>
    new Promise<void>((resolve) => {
      if (smtp) return resolve();
      smtp = makeServer();
      smtp.listen(options.port, '127.0.0.1', () => resolve());
    });
  const inbox = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (req.method === 'POST' && (url.pathname === '/stop' || url.pathname === '/start')) {
      void (url.pathname === '/stop' ? stop() : start()).then(() => res.writeHead(204).end());
      return;
    }
    if (url.pathname !== '/messages') return void res.writeHead(404).end();
    const to = url.searchParams.get('to')?.toLowerCase();
    const list = to ? messages.filter((m) => m.to.some((address) => address.toLowerCase() === to)) : messages;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(list));
  });
  await new Promise<void>((resolve) => inbox.listen(options.inboxPort, '127.0.0.1', () => resolve()));
  return {
    host: '127.0.0.1',
    port: options.port,
    inboxUrl: `http://127.0.0.1:${options.inboxPort}`,
    messages,
    close: () => Promise.all([stop(), new Promise<void>((r) => inbox.close(() => r()))]).then(() => undefined),
  };
}

/** Undoes quoted-printable soft breaks and escapes, so a link split across lines is whole again. */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

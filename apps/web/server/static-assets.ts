import { readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { acceptedCodings } from './encoding';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
};
const PREFIX = '/_next/static/';

interface Asset {
  type: string;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * The build's text assets in their precompressed forms (scripts/precompress.mjs writes `.br` and `.gz` beside
 * each file in .next/static), read into memory once at start: about 0.6 MB. Names under /_next/static carry a
 * content hash, so an answer never changes and is cached by browsers for a year.
 *
 * Only files found at start are known, so a request path cannot make it read the disk or grow the map; any
 * other path, and a client that takes neither coding, go on to Next.
 */
export class StaticAssets {
  private readonly assets = new Map<string, Asset>();

  constructor(staticDir: string) {
    const walk = (dir: string) => {
      let names: string[];
      try {
        names = readdirSync(dir);
      } catch {
        return; // no build output yet: every request goes to Next
      }
      for (const name of names) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (name.endsWith('.br')) this.add(staticDir, file.slice(0, -3));
      }
    };
    walk(staticDir);
  }

  get size(): number {
    return this.assets.size;
  }

  private add(staticDir: string, file: string): void {
    const type = CONTENT_TYPES[path.extname(file)];
    if (!type) return;
    const read = (name: string) => {
      try {
        return readFileSync(name);
      } catch {
        return undefined;
      }
    };
    const urlPath = PREFIX + path.relative(staticDir, file).split(path.sep).map(encodeURIComponent).join('/');
    this.assets.set(urlPath, { type, br: read(`${file}.br`), gzip: read(`${file}.gz`) });
  }

  /** Answers the request when it is for a known asset in a coding the client takes; false: not handled. */
  serve(req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
    if (!pathname.startsWith(PREFIX) || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const asset = this.assets.get(pathname);
    if (!asset) return false;
    const accepted = acceptedCodings(req.headers['accept-encoding']);
    const [coding, body] =
      accepted.br && asset.br
        ? (['br', asset.br] as const)
        : accepted.gzip && asset.gzip
          ? (['gzip', asset.gzip] as const)
          : [];
    if (!coding || !body) return false;
    res.writeHead(200, {
      'content-type': asset.type,
      'content-encoding': coding,
      'content-length': String(body.length),
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }
}

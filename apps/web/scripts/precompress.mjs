// Writes brotli (quality 11) and gzip (level 9) copies beside every script, stylesheet and other text asset of
// the build (.next/static), once per build. The web server answers /_next/static/* from these copies
// (server/static-assets.ts) instead of compressing each response again; brotli is about 14 % smaller than gzip.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..', '.next', 'static');
const COMPRESSIBLE = /\.(js|css|json|svg|txt)$/;
let files = 0;
let plain = 0;
let br = 0;

/** @param {string} dir */
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (COMPRESSIBLE.test(name)) compress(file);
  }
}

/** @param {string} file */
function compress(file) {
  const body = readFileSync(file);
  if (body.length <= 1024) return;
  const brotli = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  files += 1;
  plain += body.length;
  br += brotli.length;
}

walk(root);
console.log(
  `[precompress] ${files} files in .next/static: ${(plain / 1024).toFixed(0)} kB, brotli ${(br / 1024).toFixed(0)} kB`,
);

import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { appRoot } from '../src/config';
import { SPECIES, type SpecieKind } from '../src/generate';
import { fail, withUsage } from './cli';
import { motif, silhouette } from './media-shapes';

const USAGE = `Writes the catalogue's illustrations (SVG) that image URLs /pim-media/<species>-<n>.svg point at.
usage: generate-media [--out dir]   (default: apps/web/public/pim-media)`;

const flags = withUsage(USAGE, () => parseArgs({ options: { out: { type: 'string' } }, strict: true }).values);
const outDir = resolve(flags.out ?? resolve(appRoot(), '../web/public/pim-media'));

/** Cold sea palettes, one per kind: [sky, deep, silhouette, light]. */
const PALETTES: Readonly<Record<SpecieKind, readonly [string, string, string, string]>> = {
  shrimp: ['#fde2d4', '#f4a28c', '#d9573b', '#fff4ee'],
  fish: ['#dbe9f4', '#7fa7c9', '#2f4f6f', '#f2f7fb'],
  flatfish: ['#e3ebe6', '#8fb1a2', '#36574b', '#f4f8f5'],
  crab: ['#fbe5d6', '#e9a178', '#b4462b', '#fff5ec'],
  roe: ['#f7dede', '#d98f8f', '#a8323a', '#fff3f3'],
  scallop: ['#f8eedb', '#e3c48e', '#b07a2a', '#fffaf0'],
  lobster: ['#f6e0da', '#d99683', '#a5432c', '#fff4f0'],
};
/** Eight pictures per species; generate.ts maps image roles to these numbers. */
const ROLES = [1, 2, 3, 4, 5, 6, 7, 8] as const;

function illustration(kind: SpecieKind, role: number, id: string): string {
  const [sky, deep, shape, light] = PALETTES[kind];
  const scale = role >= 5 ? 0.8 : role === 2 ? 0.85 : 1.1;
  const y = role >= 5 ? 330 : 300;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img">
<defs><linearGradient id="${id}" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${deep}"/></linearGradient></defs>
<rect width="800" height="600" fill="url(#${id})"/>
${motif(role, light, shape)}
<g transform="translate(400 ${y}) scale(${scale})">${silhouette(kind, shape, light)}</g>
</svg>
`;
}

mkdirSync(outDir, { recursive: true });
// Start clean so a renamed species leaves no stale files behind.
for (const file of readdirSync(outDir)) if (file.endsWith('.svg')) rmSync(resolve(outDir, file));
let bytes = 0;
for (const specie of SPECIES) {
  for (const role of ROLES) {
    const svg = illustration(specie.kind, role, `g-${specie.slug}-${role}`);
    writeFileSync(resolve(outDir, `${specie.slug}-${role}.svg`), svg);
    bytes += Buffer.byteLength(svg);
  }
}
if (bytes > 1_000_000) fail(`media total ${bytes} bytes exceeds the 1 MB budget`);
console.log(`wrote ${SPECIES.length * ROLES.length} SVG files (${Math.round(bytes / 1024)} KiB) to ${outDir}`);

// Generates the seed media (FORMAT.md "Media") into seed/media: Nordic-seafood SVG illustrations rendered to
// JPEG with sharp, minimal hand-written PDFs, and index.json with alt texts. Deterministic: same output each run.
// Usage: node apps/cms/scripts/generate-media.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

/** @type {(id: 'sharp') => typeof import('sharp')} */
const require = createRequire(import.meta.url);
const sharp = require('sharp');
const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'seed', 'media');
fs.mkdirSync(outDir, { recursive: true });

// Palettes: sky top, sky bottom, sea top, sea bottom, accent.
const PALETTES = {
  fjord: ['#c9dde8', '#eef3f4', '#2f5d73', '#112f40', '#e8b04a'],
  dusk: ['#f3c9a0', '#f7e6d4', '#35627a', '#13283a', '#d9743a'],
  ice: ['#dfeef5', '#ffffff', '#7fb2c9', '#2d6683', '#ffffff'],
  night: ['#0d1b2a', '#27435a', '#1b3a4b', '#07141f', '#f2d27a'],
  kitchen: ['#efe6d8', '#f8f3ea', '#d7c3a6', '#a68b64', '#b4543a'],
  sand: ['#efe3cf', '#f9f4ea', '#c8d8dc', '#6d99a8', '#c0703c'],
};

/** A simple seeded random, so re-running the script gives byte-identical files. */
/** @param {string} seed */
function rng(seed) {
  let s = [...seed].reduce((a, c) => (a * 31 + c.charCodeAt(0)) >>> 0, 7);
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

const W = 1200;
/** @type {(r: () => number, h: number, colour: string, opacity: number) => string} */
const mountains = (r, h, colour, opacity) => {
  let d = `M0 ${h}`;
  for (let x = 0; x <= W; x += 100) d += ` L${x} ${h - 40 - r() * 160}`;
  return `<path d="${d} L${W} ${h + 40} L0 ${h + 40} Z" fill="${colour}" opacity="${opacity}"/>`;
};
/** @type {(y: number, colour: string, n?: number) => string} */
const waves = (y, colour, n = 6) =>
  Array.from({ length: n }, (_, i) => {
    const yy = y + i * 28;
    let d = `M0 ${yy}`;
    for (let x = 0; x < W; x += 80) d += ` q20 -8 40 0 t40 0`;
    return `<path d="${d}" stroke="${colour}" stroke-width="2" fill="none" opacity="${0.25 - i * 0.03}"/>`;
  }).join('');
/** @type {(x: number, y: number, s: number, colour: string, flip?: boolean) => string} */
const fish = (x, y, s, colour, flip = false) =>
  `<g transform="translate(${x} ${y}) scale(${flip ? -s : s} ${s})"><path d="M-60 0 C-30 -28 30 -28 50 0 C30 28 -30 28 -60 0 Z M50 0 L80 -22 L74 0 L80 22 Z" fill="${colour}"/><circle cx="-38" cy="-5" r="4" fill="#ffffff" opacity="0.8"/></g>`;
/** @type {(x: number, y: number, s: number, colour: string) => string} */
const boat = (x, y, s, colour) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-120 0 L120 0 L95 38 L-100 38 Z" fill="${colour}"/><rect x="-60" y="-46" width="70" height="46" fill="#f4f1ea"/><rect x="-48" y="-36" width="16" height="14" fill="#3b5566"/><rect x="-24" y="-36" width="16" height="14" fill="#3b5566"/><path d="M40 0 L40 -110 M40 -100 L110 0 M40 -70 L-20 -46" stroke="#2a2f33" stroke-width="4"/><rect x="-120" y="8" width="240" height="6" fill="#ffffff" opacity="0.6"/></g>`;
/** @type {(x: number, y: number, s: number) => string} */
const iceberg = (x, y, s) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-120 0 L-70 -90 L-30 -60 L10 -140 L60 -70 L120 0 Z" fill="#ffffff"/><path d="M10 -140 L60 -70 L120 0 L30 0 Z" fill="#d4e6ef"/><path d="M-140 0 L140 0 L80 60 L-90 70 Z" fill="#a9d0e0" opacity="0.5"/></g>`;
/** @type {(x: number, y: number, r: number, colour: string) => string} */
const sun = (x, y, r, colour) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}" opacity="0.85"/>`;
/** @type {(cx: number, cy: number, colour: string) => string} */
const plate = (cx, cy, colour) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="330" ry="120" fill="#ffffff"/><ellipse cx="${cx}" cy="${cy}" rx="270" ry="92" fill="#f2efe8"/>` +
  `<ellipse cx="${cx - 40}" cy="${cy - 10}" rx="150" ry="48" fill="${colour}"/><path d="M${cx + 60} ${cy - 40} q40 20 80 0" stroke="#5f8f3e" stroke-width="10" fill="none" stroke-linecap="round"/>` +
  `<circle cx="${cx + 150}" cy="${cy + 10}" r="22" fill="#f1d25c"/>`;
/** @type {(x: number, y: number, s: number, colour: string) => string} */
const prawn = (x, y, s, colour) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 0 C40 -50 110 -40 120 10 C125 40 90 60 70 45 C90 30 90 5 60 -5 C35 -12 15 5 0 0 Z" fill="${colour}"/><path d="M0 0 L-30 -30 M0 0 L-35 -10" stroke="${colour}" stroke-width="3"/></g>`;
/** @type {(x: number, y: number, s: number, colour: string) => string} */
const crab = (x, y, s, colour) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><ellipse cx="0" cy="0" rx="70" ry="45" fill="${colour}"/>` +
  [-1, 1]
    .map(
      (d) =>
        `<path d="M${d * 60} -10 l${d * 70} -50 M${d * 60} 10 l${d * 80} 10 M${d * 50} 25 l${d * 70} 45 M${d * 40} -30 l${d * 30} -60" stroke="${colour}" stroke-width="9" stroke-linecap="round"/>`,
    )
    .join('') +
  `</g>`;
/** @type {(x: number, y: number, colour: string, skin: string) => string} */
const person = (x, y, colour, skin) =>
  `<g transform="translate(${x} ${y})"><circle cx="0" cy="-150" r="95" fill="${skin}"/><path d="M-200 260 C-200 40 200 40 200 260 Z" fill="${colour}"/><path d="M-95 -170 C-80 -260 80 -260 95 -170 C60 -210 -60 -210 -95 -170 Z" fill="#3a2e28"/></g>`;

/**
 * @param {string} name
 * @param {keyof typeof PALETTES} palette
 * @param {{ h?: number, horizon?: number, extras?: string, label?: string }} [options]
 */
function landscape(name, palette, { h = 675, horizon = 380, extras = '', label } = {}) {
  const [skyTop, skyBottom, seaTop, seaBottom] = PALETTES[palette];
  const r = rng(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${h}" viewBox="0 0 ${W} ${h}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient>
<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${seaTop}"/><stop offset="1" stop-color="${seaBottom}"/></linearGradient></defs>
<rect width="${W}" height="${h}" fill="url(#sky)"/>
${mountains(r, horizon, '#8ea9b8', 0.55)}${mountains(r, horizon + 10, '#5f7f90', 0.7)}
<rect y="${horizon}" width="${W}" height="${h - horizon}" fill="url(#sea)"/>
${waves(horizon + 40, '#ffffff', 8)}
${extras}
${label ? `<text x="60" y="${h - 50}" font-family="DejaVu Sans, sans-serif" font-size="34" fill="#ffffff" opacity="0.9">${label}</text>` : ''}
</svg>`;
}

/**
 * @param {string} name
 * @param {keyof typeof PALETTES} palette
 * @param {string} extras
 */
function studio(name, palette, extras, h = 800) {
  const [top, bottom, , , accent] = PALETTES[palette];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${h}" viewBox="0 0 ${W} ${h}">
<defs><radialGradient id="bg" cx="0.5" cy="0.4" r="0.8"><stop offset="0" stop-color="${bottom}"/><stop offset="1" stop-color="${top}"/></radialGradient></defs>
<rect width="${W}" height="${h}" fill="url(#bg)"/><rect y="${h * 0.72}" width="${W}" height="${h * 0.28}" fill="${accent}" opacity="0.12"/>
${extras}</svg>`;
}

/** @type {Record<string, [svg: string, alt: string]>} */
const IMAGES = {
  'hero-fjord.jpg': [
    landscape('hero-fjord', 'fjord', {
      extras: iceberg(880, 400, 1.2) + boat(360, 470, 0.9, '#b4543a') + sun(980, 140, 60, '#f6d58b'),
    }),
    'A fishing boat in a Greenland fjord with icebergs',
  ],
  'hero-trawler.jpg': [
    landscape('hero-trawler', 'dusk', { extras: boat(600, 430, 1.6, '#2c4a5e') + sun(250, 190, 80, '#f4a261') }),
    'A trawler at sea in the evening light',
  ],
  'hero-kitchen.jpg': [
    studio('hero-kitchen', 'kitchen', plate(600, 460, '#e9967a') + fish(330, 250, 1.2, '#9fb3bf')),
    'A plate of seafood on a kitchen table',
  ],
  'news-trawler.jpg': [
    landscape('news-trawler', 'fjord', { extras: boat(620, 450, 1.3, '#b4543a') }),
    'A trawler leaving harbour',
  ],
  'news-certificate.jpg': [
    studio(
      'news-certificate',
      'sand',
      `<rect x="380" y="140" width="440" height="520" rx="12" fill="#ffffff"/><rect x="430" y="210" width="340" height="18" fill="#2f5d73"/><rect x="430" y="260" width="280" height="12" fill="#9fb3bf"/><rect x="430" y="290" width="300" height="12" fill="#9fb3bf"/><circle cx="600" cy="470" r="90" fill="#3f7f5f"/>${fish(600, 470, 0.8, '#ffffff')}`,
    ),
    'A sustainability certificate with a fish seal',
  ],
  'news-plant.jpg': [
    landscape('news-plant', 'ice', {
      extras:
        `<rect x="420" y="250" width="420" height="140" fill="#e9eef0"/><rect x="420" y="230" width="420" height="24" fill="#2f5d73"/><rect x="760" y="160" width="40" height="90" fill="#9fb3bf"/>` +
        boat(250, 440, 0.7, '#2c4a5e'),
    }),
    'A modern processing plant by the harbour',
  ],
  'news-expo.jpg': [
    studio(
      'news-expo',
      'ice',
      `<rect x="160" y="200" width="880" height="360" fill="#2f5d73"/><rect x="200" y="240" width="380" height="200" fill="#ffffff" opacity="0.9"/>${fish(390, 340, 1, '#2f5d73')}<rect x="640" y="260" width="340" height="30" fill="#ffffff"/><rect x="640" y="320" width="260" height="20" fill="#c9dde8"/>`,
    ),
    'A seafood trade fair stand',
  ],
  'recipe-prawns.jpg': [
    studio(
      'recipe-prawns',
      'kitchen',
      `<rect x="300" y="360" width="600" height="160" rx="20" fill="#8a5a3b"/>` +
        [0, 1, 2, 3, 4].map((i) => prawn(340 + i * 110, 340, 0.8, '#f08a6c')).join(''),
    ),
    'An open sandwich with cold-water prawns',
  ],
  'recipe-halibut.jpg': [
    studio('recipe-halibut', 'kitchen', plate(600, 440, '#f3ead9')),
    'Pan-fried Greenland halibut on a plate',
  ],
  'recipe-crab.jpg': [studio('recipe-crab', 'ice', crab(600, 400, 1.4, '#d9542f')), 'A snow crab salad'],
  'recipe-cod.jpg': [
    studio(
      'recipe-cod',
      'sand',
      plate(600, 440, '#f7f1e6') + `<path d="M420 420 q60 -30 120 0" stroke="#b07a3a" stroke-width="14" fill="none"/>`,
    ),
    'Cod with brown butter',
  ],
  'recipe-roe.jpg': [
    studio(
      'recipe-roe',
      'kitchen',
      [0, 1, 2]
        .map(
          (i) =>
            `<ellipse cx="${400 + i * 200}" cy="430" rx="80" ry="30" fill="#e8c98f"/><ellipse cx="${400 + i * 200}" cy="415" rx="40" ry="14" fill="#c23b2a"/>`,
        )
        .join(''),
    ),
    'Blinis with lumpfish roe',
  ],
  'recipe-scallops.jpg': [
    studio(
      'recipe-scallops',
      'sand',
      [0, 1, 2, 3]
        .map(
          (i) =>
            `<ellipse cx="${360 + i * 160}" cy="430" rx="60" ry="40" fill="#f3e2c0"/><ellipse cx="${360 + i * 160}" cy="420" rx="60" ry="30" fill="#d9a760"/>`,
        )
        .join(''),
    ),
    'Seared scallops',
  ],
  'story-fisher.jpg': [
    landscape('story-fisher', 'fjord', { extras: person(600, 560, '#e0a400', '#e8c4a0') }),
    'A fisher in oilskins on deck',
  ],
  'story-ice.jpg': [
    landscape('story-ice', 'ice', { extras: iceberg(400, 420, 1.6) + iceberg(900, 400, 0.9) }),
    'Icebergs drifting in Disko Bay',
  ],
  'product-prawns.jpg': [
    studio(
      'product-prawns',
      'ice',
      [0, 1, 2].map((i) => prawn(380 + i * 160, 380 + (i % 2) * 60, 1, '#ee7f62')).join(''),
    ),
    'Cooked and peeled cold-water prawns',
  ],
  'product-halibut.jpg': [studio('product-halibut', 'ice', fish(600, 400, 3, '#6f7f8a')), 'A whole Greenland halibut'],
  'product-crab.jpg': [studio('product-crab', 'ice', crab(600, 400, 1.8, '#d2502d')), 'Snow crab clusters'],
  'people-1.jpg': [
    studio('people-1', 'sand', person(600, 520, '#2f5d73', '#e8c4a0'), 1000),
    'Portrait of a colleague in the sales team',
  ],
  'people-2.jpg': [
    studio('people-2', 'ice', person(600, 520, '#b4543a', '#c99a74'), 1000),
    'Portrait of a colleague in quality assurance',
  ],
  'people-3.jpg': [
    studio('people-3', 'kitchen', person(600, 520, '#3f7f5f', '#f0d0b0'), 1000),
    'Portrait of a colleague in the fleet office',
  ],
  'share-default.jpg': [
    landscape('share-default', 'fjord', {
      h: 630,
      horizon: 360,
      extras: boat(600, 440, 1, '#b4543a'),
      label: 'Qilak Seafood',
    }),
    'Qilak Seafood: a fishing boat in a fjord',
  ],
  'brochure-cover.jpg': [
    studio(
      'brochure-cover',
      'fjord',
      `<rect x="360" y="80" width="480" height="680" fill="#112f40"/>${fish(600, 360, 1.6, '#e8b04a')}<text x="600" y="600" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="44" fill="#ffffff">Qilak Seafood</text>`,
      840,
    ),
    'Cover of the Qilak Seafood product brochure',
  ],
};

const PDFS = {
  'doc-sustainability-report.pdf': 'Qilak Seafood - Sustainability Report 2026',
  'doc-product-sheet.pdf': 'Qilak Seafood - Product Specification Sheet',
  'doc-certificates.pdf': 'Qilak Seafood - Certificates (MSC, ASC, Frozen at Sea)',
  'doc-brochure.pdf': 'Qilak Seafood - Product Brochure',
};

/** One-page PDF with a title line; offsets in the xref table are computed, so readers accept it. */
/** @param {string} title */
function pdf(title) {
  const esc = title.replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = `BT /F1 24 Tf 72 770 Td (${esc}) Tj ET\nBT /F1 12 Tf 72 740 Td (Generated seed document for the Qilak Seafood website.) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  /** @type {number[]} */
  const offsets = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info << /Title (${esc}) >> >>\nstartxref\n${xref}\n%%EOF\n`;
  return out;
}

/** @type {Record<string, { alternativeText: string, caption?: string }>} */
const index = {};
for (const [name, [svg, alt]] of Object.entries(IMAGES)) {
  await sharp(Buffer.from(svg)).jpeg({ quality: 78, mozjpeg: true }).toFile(path.join(outDir, name));
  index[name] = { alternativeText: alt };
}
for (const [name, title] of Object.entries(PDFS)) {
  fs.writeFileSync(path.join(outDir, name), pdf(title));
  index[name] = { alternativeText: title, caption: title };
}
fs.writeFileSync(path.join(outDir, 'index.json'), JSON.stringify(index, null, 2) + '\n');
const total = fs.readdirSync(outDir).reduce((s, f) => s + fs.statSync(path.join(outDir, f)).size, 0);
console.log(`generate-media: ${Object.keys(index).length} files in ${outDir}, ${(total / 1024).toFixed(0)} KiB`);

import { SOCIAL_IMAGE } from './social-image';

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Greedy word wrap to at most `lines` lines of about `width` characters; the last one ends in … when cut. */
export function wrapText(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  const words = text.split(/\s+/).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width || !line) {
      line = next;
      continue;
    }
    out.push(line);
    line = word;
    if (out.length === lines) {
      out[lines - 1] = `${out[lines - 1]!.replace(/[,.;:–-]+$/, '')}…`;
      return out;
    }
  }
  if (line) out.push(line);
  return out.slice(0, lines);
}

const FONT = "Inter, 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

/** The card behind a product picture: white left (the picture goes there), a fjord-blue panel with the name. */
export function socialCardSvg(input: { title: string; subtitle?: string; brand: string }): string {
  const { width, height } = SOCIAL_IMAGE;
  const title = wrapText(input.title, 17, 3);
  const subtitle = input.subtitle ? wrapText(input.subtitle, 26, 2) : [];
  const titleSvg = title
    .map((line, i) => `<tspan x="670" dy="${i === 0 ? 0 : 56}">${escapeXml(line)}</tspan>`)
    .join('');
  const subtitleSvg = subtitle
    .map((line, i) => `<tspan x="670" dy="${i === 0 ? 0 : 38}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="#ffffff"/>
<rect x="630" width="${width - 630}" height="${height}" fill="#0b3954"/>
<text x="670" y="90" font-family="${FONT}" font-size="24" font-weight="700" letter-spacing="4" fill="#9ed0e6">${escapeXml(input.brand.toUpperCase())}</text>
<text x="670" y="230" font-family="${FONT}" font-size="46" font-weight="700" fill="#ffffff">${titleSvg}</text>
<text x="670" y="${240 + title.length * 56}" font-family="${FONT}" font-size="30" fill="#d7ecf4">${subtitleSvg}</text>
<text x="670" y="590" font-family="${FONT}" font-size="24" fill="#9ed0e6">qilakseafood.com</text>
</svg>`;
}

/** The organization's logo for structured data: a square mark, 512 px (search engines ask for at least 112). */
export function logoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
<rect width="512" height="512" rx="64" fill="#0b3954"/>
<path d="M96 300 C 176 240, 256 360, 336 300 S 416 260, 432 280" stroke="#9ed0e6" stroke-width="22" fill="none" stroke-linecap="round"/>
<text x="256" y="230" text-anchor="middle" font-family="${FONT}" font-size="150" font-weight="700" fill="#ffffff">Q</text>
<text x="256" y="420" text-anchor="middle" font-family="${FONT}" font-size="52" font-weight="700" letter-spacing="6" fill="#ffffff">QILAK</text>
</svg>`;
}

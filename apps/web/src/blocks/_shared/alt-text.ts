/**
 * Localized alt text: a block's `<field>Alt` (e.g. `imageAlt`, `coverAlt`), written per market in the CMS, replaces
 * the alternative text of the media in `<field>`, which Strapi keeps once for all languages. Applied to a block's
 * raw CMS data before its schema reads it, at every depth (cards, columns).
 */
export function applyAltTexts(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(applyAltTexts);
  if (!value || typeof value !== 'object') return value;
  const source = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(source)) out[key] = applyAltTexts(inner);
  for (const [key, alt] of Object.entries(source)) {
    if (!key.endsWith('Alt') || typeof alt !== 'string' || alt.trim() === '') continue;
    const media = out[key.slice(0, -'Alt'.length)];
    if (media && typeof media === 'object' && !Array.isArray(media))
      out[key.slice(0, -'Alt'.length)] = { ...media, alternativeText: alt.trim() };
  }
  return out;
}

/** TAG-ID: a tag-manager id is GTM- or G- followed by uppercase letters and digits. */
const VALID = /^(GTM|G)-[A-Z0-9]+$/;

export type TagManagerIdCheck = { ok: true; id: string } | { ok: false; reason: string; suggestion?: string };

export function checkTagManagerId(raw: string | undefined): TagManagerIdCheck {
  const id = (raw ?? '').trim();
  if (id === '') return { ok: false, reason: 'no tag-manager id is set' };
  if (VALID.test(id)) return { ok: true, id };
  const upper = id.toUpperCase().replace(/\s+/g, '');
  const prefixed = /^[A-Z0-9]+$/.test(upper) ? `GTM-${upper}` : upper.replace(/^GTM_?/, 'GTM-');
  const suggestion = [upper, prefixed].find((candidate) => VALID.test(candidate));
  return {
    ok: false,
    reason: `"${id}" is not a tag-manager id (GTM- or G- followed by uppercase letters and digits)`,
    suggestion,
  };
}

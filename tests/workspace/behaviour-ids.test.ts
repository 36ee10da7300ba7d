// docs/BEHAVIOUR.md defines every rule the site implements, each with a stable id (`ROUTE-TRAILING-SLASH`); code
// and tests cite those ids. A cited id the document does not define, a rule defined twice, or a citation of the
// original specification's section numbers (which an engineer with the repository alone cannot look up) fails here.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '..', '..');
const DOCUMENT = path.join(ROOT, 'docs', 'BEHAVIOUR.md');

/** `- **`ROUTE-TRAILING-SLASH`**: …`: a rule's definition, at the start of a list item. */
const DEFINITION = /^- \*\*`([A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+)`\*\*/gm;

/** Where code, tests and docs live; what is generated, installed or built is not read. */
const SCANNED = ['apps', 'packages', 'tests', 'scripts', 'docs', 'deploy', 'bench', 'README.md'];
const SKIPPED_DIRS = new Set([
  'node_modules',
  '.next',
  'dist',
  'dist-server',
  '.instances',
  '.tmp',
  '.strapi',
  'build',
  'generated',
  'results',
  'public',
  'media',
]);
const TEXT = /\.(?:ts|tsx|mts|cts|mjs|cjs|js|jsx|css|md|vcl|sh|yml|yaml)$/;

function files(entry: string): string[] {
  const full = path.join(ROOT, entry);
  let stat;
  try {
    stat = statSync(full);
  } catch {
    return [];
  }
  if (stat.isFile()) return TEXT.test(entry) ? [entry] : [];
  return readdirSync(full, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() && SKIPPED_DIRS.has(d.name) ? [] : files(path.join(entry, d.name)),
  );
}

const document = readFileSync(DOCUMENT, 'utf8');
const defined = [...document.matchAll(DEFINITION)].map((m) => m[1]!);
const prefixes = [...new Set(defined.map((id) => id.split('-')[0]!))];
/** An id of one of the document's groups; `STAFF-SIGN-IN.md` is a file name, not a citation. */
const CITATION = new RegExp(`\\b(?:${prefixes.join('|')})(?:-[A-Z0-9]+)+\\b(?![-\\w]|\\.md)`, 'g');
// Built from parts, so this file does not match itself.
const SECTION_CITATION = new RegExp(['spec', '(?:sections?|§)', '\\d'].join('\\s*'), 'i');
const SHORT_SECTION_CITATION = new RegExp(['\\(spec', '\\d'].join(' '), 'i');

const sources = SCANNED.flatMap(files).filter((f) => path.join(ROOT, f) !== DOCUMENT);
const lines = sources.flatMap((file) =>
  readFileSync(path.join(ROOT, file), 'utf8')
    .split('\n')
    .map((text, i) => ({ where: `${file}:${i + 1}`, text })),
);

describe('docs/BEHAVIOUR.md and the ids the code cites', () => {
  it('defines rules, each id once', () => {
    expect(defined.length).toBeGreaterThan(50);
    expect(defined.filter((id, i) => defined.indexOf(id) !== i)).toEqual([]);
  });

  it('defines every id that code, tests and docs cite', () => {
    const known = new Set(defined);
    const unknown = lines.flatMap(({ where, text }) =>
      [...text.matchAll(CITATION)].map((m) => m[0]).flatMap((id) => (known.has(id) ? [] : [`${where}: ${id}`])),
    );
    expect(unknown).toEqual([]);
  });

  it('is cited: the code and tests name the rules they implement', () => {
    const cited = new Set(lines.flatMap(({ text }) => [...text.matchAll(CITATION)].map((m) => m[0])));
    expect(cited.size).toBeGreaterThan(40);
  });

  it('has replaced every citation of the original specification by section number', () => {
    const sectionCitations = lines
      .filter(({ text }) => SECTION_CITATION.test(text) || SHORT_SECTION_CITATION.test(text))
      .map(({ where, text }) => `${where}: ${text.trim()}`);
    expect(sectionCitations).toEqual([]);
  });

  it('sees a cited id that the document does not define, and a section citation (the checks can fail)', () => {
    const unknownId = `${prefixes[0]}-NOT-A-RULE-OF-THIS-SITE`;
    expect([...` see ${unknownId} `.matchAll(CITATION)].map((m) => m[0])).toEqual([unknownId]);
    expect(defined).not.toContain(unknownId);
    expect(SECTION_CITATION.test(['as spec', 'section 4 says'].join(' '))).toBe(true);
    expect([...'docs/STAFF-SIGN-IN.md'.matchAll(CITATION)]).toEqual([]);
  });
});

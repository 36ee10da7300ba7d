import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  FONTS_ATTRIBUTE,
  FONTS_STORAGE_KEY,
  FONTS_VERSION,
  WEB_FONT_QUERIES,
  fontsHeadScript,
  loadWebFonts,
  rememberFonts,
  type FlagStore,
} from './web-fonts';

function memoryStore(entries: Record<string, string> = {}): FlagStore & { entries: Record<string, string> } {
  return {
    entries,
    getItem: (key) => entries[key] ?? null,
    setItem: (key, value) => {
      entries[key] = value;
    },
  };
}

const blocked: FlagStore = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

/** Runs the head script against a stand-in document and storage; returns the attributes it set on <html>. */
function runHeadScript(localStorage: FlagStore): Record<string, string> {
  const attributes: Record<string, string> = {};
  const document = { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } };
  runInNewContext(fontsHeadScript(), { localStorage, document });
  return attributes;
}

describe('the web fonts flag (issue 30)', () => {
  it('the head script applies the fonts only when this version of them is remembered', () => {
    expect(runHeadScript(memoryStore({ [FONTS_STORAGE_KEY]: FONTS_VERSION }))).toEqual({ [FONTS_ATTRIBUTE]: '' });
    expect(runHeadScript(memoryStore())).toEqual({});
    expect(runHeadScript(memoryStore({ [FONTS_STORAGE_KEY]: 'an older version' }))).toEqual({});
    // Storage blocked (a privacy setting): the fallback faces, and no error.
    expect(runHeadScript(blocked)).toEqual({});
  });

  it('the head script holds nothing the HTML parser would end it at', () => {
    expect(fontsHeadScript()).not.toMatch(/<\/?script/i);
  });

  it('remembers the version for the next document’s head script, and survives storage that refuses', () => {
    const store = memoryStore();
    expect(runHeadScript(store)).toEqual({});
    rememberFonts(store);
    expect(store.entries[FONTS_STORAGE_KEY]).toBe(FONTS_VERSION);
    expect(runHeadScript(store)).toEqual({ [FONTS_ATTRIBUTE]: '' });
    expect(() => rememberFonts(blocked)).not.toThrow();
    expect(() => rememberFonts(undefined)).not.toThrow();
  });

  it('counts a load as done only when every family found a face', async () => {
    const asked: string[] = [];
    const found = { load: async (font: string) => (asked.push(font), [{ family: font }]) };
    expect(await loadWebFonts(found)).toBe(true);
    expect(asked).toEqual([...WEB_FONT_QUERIES]);
    // A query no @font-face matches resolves to no faces (a renamed family, a stylesheet without the rules).
    const missing = { load: async (font: string) => (font.includes('Fraunces') ? [] : [{ family: font }]) };
    expect(await loadWebFonts(missing)).toBe(false);
    const failing = { load: async () => Promise.reject(new Error('NetworkError')) };
    expect(await loadWebFonts(failing)).toBe(false);
  });
});

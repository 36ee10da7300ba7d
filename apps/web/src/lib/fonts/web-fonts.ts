/**
 * Issue 30: the web fonts stay out of a first visit's first paint.
 *
 * Inter and Fraunces (62 kB, public/fonts) used to be preloaded with every page and swapped in when they arrived. On
 * a phone-like first visit that is 0.3 s of the link before the largest paint, and wherever they arrived after the
 * first paint the swap rewrapped text (a layout shift). Now:
 * - the page's type is set in the fallback faces (globals.css: Arial and Times scaled to the web fonts' metrics),
 *   and nothing in the document asks for a web font;
 * - after the first paint, once the page has loaded and the main thread is idle, the two faces are loaded through
 *   the CSS Font Loading API (into the HTTP cache and the document's font set) and the browser remembers that they
 *   are there (`localStorage`, a version, no personal data);
 * - they are applied (`<html data-fonts>`) at the visitor's next navigation in the page, where a change of type is
 *   part of the new page, or before printing; never under a page the visitor is reading;
 * - every later document sees the flag in a tiny inline script in its head and is set in the web fonts from its
 *   first paint (`font-display: optional` in globals.css: from the cache they are there at once; should the cache
 *   have lost them, that page keeps the fallback faces instead of swapping late, and loads them for the next).
 */

/** `<html data-fonts>`: the web fonts are applied (globals.css puts them first in the font stacks). */
export const FONTS_ATTRIBUTE = 'data-fonts';

/** The browser's note that it holds the fonts. The value is their version: change it when public/fonts changes. */
export const FONTS_STORAGE_KEY = 'qilak.webfonts';
export const FONTS_VERSION = '2026-11-26';

/** What `document.fonts.load` is asked for: each family's latin face (the text defaults to a space, a latin code). */
export const WEB_FONT_QUERIES = ['1em "Inter Variable"', '600 1em "Fraunces Variable"'] as const;

/**
 * The head's inline script: applies the fonts before the first style pass when this browser already holds them.
 * Runs before any other script; a browser without storage (or with it blocked) keeps the fallback faces.
 */
export function fontsHeadScript(): string {
  return (
    `try{if(localStorage.getItem(${JSON.stringify(FONTS_STORAGE_KEY)})===${JSON.stringify(FONTS_VERSION)})` +
    `document.documentElement.setAttribute(${JSON.stringify(FONTS_ATTRIBUTE)},'')}catch(e){}`
  );
}

/** The part of `localStorage` used here (passed in, so it is testable and survives storage being blocked). */
export interface FlagStore {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
}

export function rememberFonts(store: FlagStore | undefined): void {
  try {
    store?.setItem(FONTS_STORAGE_KEY, FONTS_VERSION);
  } catch {
    // Storage full or blocked: the next document loads them after its first paint again, from the cache.
  }
}

/** The part of `document.fonts` used here. */
export interface FontLoader {
  load: (font: string) => Promise<readonly unknown[]>;
}

/**
 * Loads both faces; true when each query found and loaded a face (a query that matches no @font-face resolves to
 * an empty list, which must not be taken for success).
 */
export async function loadWebFonts(fonts: FontLoader): Promise<boolean> {
  try {
    const loaded = await Promise.all(WEB_FONT_QUERIES.map((query) => fonts.load(query)));
    return loaded.every((faces) => faces.length > 0);
  } catch {
    return false;
  }
}

/** The browser's storage, when it may be used. */
function browserStore(): FlagStore | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function applyFonts(): void {
  document.documentElement.setAttribute(FONTS_ATTRIBUTE, '');
}

export function fontsApplied(): boolean {
  return document.documentElement.hasAttribute(FONTS_ATTRIBUTE);
}

/** This document's load of the faces: started once, and whether it has succeeded yet. */
let loading: Promise<boolean> | undefined;
let loaded = false;

/** Loads the faces once per document and remembers them for the next documents. */
export function loadAndRemember(): Promise<boolean> {
  loading ??= loadWebFonts(document.fonts).then((ok) => {
    loaded = ok;
    if (ok) rememberFonts(browserStore());
    return ok;
  });
  return loading;
}

/**
 * At a navigation in the page, before the new page is painted: applies the fonts if they have loaded by now. A load
 * still under way is not waited for, so the fonts never change under a page already shown.
 */
export function applyFontsIfLoaded(): void {
  if (loaded && !fontsApplied()) applyFonts();
}

/** Before printing: the fonts loaded and applied, and the text laid out in them. */
export async function webFontsForPrint(): Promise<void> {
  if (!fontsApplied() && (await loadAndRemember())) applyFonts();
  await document.fonts.ready;
}

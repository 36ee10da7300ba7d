/** The web fonts: kept out of a first visit's first paint, and used from the next page on (issue 30). */
export { applyFontsIfLoaded, fontsApplied, fontsHeadScript, loadAndRemember, webFontsForPrint } from './web-fonts';

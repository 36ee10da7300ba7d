/** Images: the CMS media loader (srcset widths, transform query) and the format negotiation by `Accept`. */
export * from './loader';
export * from './negotiate';

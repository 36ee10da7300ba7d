/**
 * What this site assumes about Next.js beyond its documented API (README.md beside this file lists each one,
 * why, and the version it was checked on; next-internals.canary.test.ts fails when an upgrade changes them).
 */

/** Where Next 16 writes the pages it rendered on request (ISR), relative to the build directory (`.next`). */
export const NEXT_ROUTE_CACHE_PATH = ['server', 'route-cache'] as const;

/** How Next streams a page's RSC payload into its HTML: string literals pushed onto `self.__next_f`. */
export const NEXT_FLIGHT_SCRIPT = /self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g;

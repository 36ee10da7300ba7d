/** The internal segment the proxy rewrites unreadable paths to; the catch-all page shows "Page Not Found" for it. */
export const INVALID_PATH_MARKER = '_invalid-path';

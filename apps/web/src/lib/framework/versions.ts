/** The versions every entry of README.md was checked on; the canary tests fail on any other. */
export const CHECKED_NEXT_VERSION = '16.4.6';
export const CHECKED_REACT_VERSION = '19.3.1';

/** Set at build time by next.config.ts (generateBuildId), inlined into server and client code alike. */
export const BUILD_ID: string = process.env.QILAK_BUILD_ID ?? 'development';

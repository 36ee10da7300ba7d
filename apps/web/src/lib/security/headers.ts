import { isProduction } from '@/lib/config';

/** Standard security headers on every page response; HSTS only in production (a local http site must stay usable). */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'x-frame-options': 'SAMEORIGIN',
    'content-security-policy': "frame-ancestors 'self'",
  };
  if (isProduction()) headers['strict-transport-security'] = 'max-age=63072000; includeSubDomains; preload';
  return headers;
}

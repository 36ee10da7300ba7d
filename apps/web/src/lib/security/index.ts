/** Response security headers, the failed-attempt limiter and the connecting address (by config, the proxy's). */
export { createAttemptLimiter, type AttemptLimiter } from './attempts';
export {
  REMOTE_ADDRESS_HEADER,
  clientAddress,
  fromTrustedProxy,
  resolveClientAddress,
  type ClientAddressInput,
} from './client-address';
export { securityHeaders } from './headers';

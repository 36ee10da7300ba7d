import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';

export interface StaffAuthConfig {
  jwksUrl: string;
  issuer: string;
  audience: string;
}

export interface StaffIdentity {
  subject: string;
  name: string | null;
}

/** A token the service refuses; `reason` goes to the 401 body and the log, never the token itself. */
export class StaffTokenRejected extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'StaffTokenRejected';
  }
}

export interface StaffTokenVerifier {
  verify(authorization: string | undefined): Promise<StaffIdentity>;
}

/** Algorithms Entra ID and common issuers sign with; 'none' and HMAC are never accepted. */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384'];

export function readBearer(authorization: string | undefined): string {
  if (!authorization) throw new StaffTokenRejected('Authorization header with a Bearer token is required');
  const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
  if (!match?.[1]) throw new StaffTokenRejected('Authorization header must be "Bearer <token>"');
  return match[1];
}

/** Checks signature against the issuer's JWKS (fetched and cached by jose), issuer, audience and expiry. */
export function createStaffTokenVerifier(config: StaffAuthConfig): StaffTokenVerifier {
  const jwks = createRemoteJWKSet(new URL(config.jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000 });
  return {
    async verify(authorization) {
      const token = readBearer(authorization);
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, jwks, {
          issuer: config.issuer,
          audience: config.audience,
          algorithms: ALGORITHMS,
          clockTolerance: 5,
          requiredClaims: ['exp'],
        }));
      } catch (error) {
        throw rejection(error);
      }
      const name = typeof payload['name'] === 'string' ? payload['name'] : null;
      return { subject: payload.sub ?? 'unknown', name };
    },
  };
}

/** Maps jose's errors to a reason; JWKS fetch failures are not the caller's fault and stay errors (500). */
function rejection(error: unknown): Error {
  if (error instanceof errors.JWTExpired) return new StaffTokenRejected('token expired');
  if (error instanceof errors.JWTClaimValidationFailed)
    return new StaffTokenRejected(`token claim "${error.claim}" is not accepted`);
  if (error instanceof errors.JWSSignatureVerificationFailed)
    return new StaffTokenRejected('token signature is not valid');
  if (error instanceof errors.JWKSNoMatchingKey)
    return new StaffTokenRejected('token is not signed by a key of the configured issuer');
  if (error instanceof errors.JOSEAlgNotAllowed) return new StaffTokenRejected('token algorithm is not accepted');
  if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid)
    return new StaffTokenRejected('token is malformed');
  if (error instanceof errors.JOSENotSupported) return new StaffTokenRejected('token uses an unsupported algorithm');
  return error instanceof Error ? error : new Error(String(error));
}

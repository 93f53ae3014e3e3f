import { createRemoteJWKSet, jwtVerify } from 'jose';

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
}

const ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

export type GoogleVerifier = (credential: string, clientId: string) => Promise<GoogleIdentity | null>;

/**
 * Verifies a Google Identity Services ID token: signature against the JWKS, audience equal to
 * our client id, issuer, expiry (jose) and a verified e-mail. Null when any check fails.
 */
export function createGoogleVerifier(expectedClientId: string | null, jwksUrl: string): GoogleVerifier {
  const jwks = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5000 });
  return async (credential, clientId) => {
    if (!expectedClientId || clientId !== expectedClientId) return null;
    try {
      const { payload } = await jwtVerify(credential, jwks, { issuer: ISSUERS, audience: expectedClientId });
      if (payload.email_verified !== true || typeof payload.email !== 'string' || !payload.sub) return null;
      const name =
        typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim() : payload.email;
      return { sub: payload.sub, email: payload.email.toLowerCase(), name };
    } catch {
      return null;
    }
  };
}

import { createHash, randomBytes } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * Argon2id at OWASP's recommended minimum (m = 19 MiB, t = 2, p = 1); its cost per hash:
 * docs/benchmarks.md#serving-processes.
 */
// `Algorithm` is an ambient const enum; 2 is its Argon2id member.
const ARGON2_OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

// Verified against when the e-mail is unknown, so that a miss costs as long as a wrong password.
const DECOY_HASH = hashPassword(randomBytes(16).toString('hex'));

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash ?? (await DECOY_HASH), password);
  } catch {
    return false;
  }
}

/** A random secret for cookies and mailed links: 32 bytes, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest of a token is stored. */
export function sha256(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

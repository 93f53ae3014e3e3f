import { type AppError, fail } from '../../errors';
import type { LimitRepository } from '../../store/types';

/** Failed logins one client may make for one account before it has to wait. */
export const FREE_ATTEMPTS = 5;
const MINUTE_MS = 60 * 1000;
const CLIENT_WINDOW_MS = 24 * 3600 * 1000;
/** Attempts per hour on one account from clients that never logged in to it (distributed guessing). */
export const ACCOUNT_ATTEMPTS_PER_HOUR = 50;
const ACCOUNT_WINDOW_MS = 3600 * 1000;
/** A client that logged in to an account stays known to it for this long. */
const KNOWN_CLIENT_MS = 30 * 24 * 3600 * 1000;

/**
 * Attempts allowed to one (account, client) pair after `elapsedMs` of its window: five at once,
 * then one more after 1, 3, 7, 15 … minutes, so each further wait doubles (OWASP's progressive
 * delay). About fifteen attempts a day, however the client spreads them.
 */
export function allowedAttempts(elapsedMs: number): number {
  return FREE_ATTEMPTS + Math.floor(Math.log2(1 + Math.max(0, elapsedMs) / MINUTE_MS));
}

/** Milliseconds from the window's start until attempt number `attempt` is allowed. */
function allowedAfter(attempt: number): number {
  return (2 ** (attempt - FREE_ATTEMPTS) - 1) * MINUTE_MS;
}

const pairKey = (email: string, ip: string) => `login:client:${email}:${ip}`;
const knownKey = (email: string, ip: string) => `login:known:${email}:${ip}`;
const accountKey = (email: string) => `login:account:${email}`;

function refused(code: 'login_throttled' | 'account_locked', waitMs: number): AppError {
  const minutes = Math.max(1, Math.ceil(waitMs / MINUTE_MS));
  return fail(code, { minutes }).retryAfter(Math.max(1, Math.ceil(waitMs / 1000)));
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

/**
 * Login limits in the account store, so they hold across processes and servers. Every attempt
 * is counted atomically before its password is checked. The count is per account and client
 * together, so a guesser elsewhere cannot lock the owner out; clients that never logged in to the
 * account share a higher per-account limit, which stops guessing spread over many addresses.
 */
export function createLoginThrottle(limits: LimitRepository) {
  return {
    async admit(email: string, ip: string, now = Date.now()): Promise<void> {
      const pair = pairKey(email, ip);
      const window = await limits.read(pair, now);
      const start = window ? window.resetAt - CLIENT_WINDOW_MS : now;
      const allowed = allowedAttempts(now - start);
      const attempt = await limits.hit(pair, CLIENT_WINDOW_MS, { max: allowed, now });
      if (attempt.count > allowed) {
        const windowStart = attempt.resetAt - CLIENT_WINDOW_MS;
        throw refused('login_throttled', windowStart + allowedAfter(allowed + 1) - now);
      }
      if (await limits.read(knownKey(email, ip), now)) return;
      const account = await limits.hit(accountKey(email), ACCOUNT_WINDOW_MS, {
        max: ACCOUNT_ATTEMPTS_PER_HOUR,
        now,
      });
      if (account.count > ACCOUNT_ATTEMPTS_PER_HOUR) throw refused('account_locked', account.resetAt - now);
    },

    /** The right password (or a mailed reset link): this client starts afresh and is known from now on. */
    async succeeded(email: string, ip: string, now = Date.now()): Promise<void> {
      await limits.reset(pairKey(email, ip));
      await limits.reset(knownKey(email, ip));
      await limits.hit(knownKey(email, ip), KNOWN_CLIENT_MS, { now });
    },
  };
}

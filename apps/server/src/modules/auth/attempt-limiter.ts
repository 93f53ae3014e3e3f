/**
 * Counts attempts per key (an e-mail address) in a sliding window: the per-account limit that
 * complements the per-IP limits of @fastify/rate-limit. In memory: one process serves the app.
 */
export class AttemptLimiter {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    private readonly maxAttempts: number,
    private readonly windowMs: number,
  ) {}

  private recent(key: string, now: number): number[] {
    const kept = (this.attempts.get(key) ?? []).filter((at) => at > now - this.windowMs);
    if (kept.length === 0) this.attempts.delete(key);
    else this.attempts.set(key, kept);
    return kept;
  }

  isBlocked(key: string, now = Date.now()): boolean {
    return this.recent(key, now).length >= this.maxAttempts;
  }

  record(key: string, now = Date.now()): void {
    this.attempts.set(key, [...this.recent(key, now), now]);
  }

  reset(key: string): void {
    this.attempts.delete(key);
  }
}

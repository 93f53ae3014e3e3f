/** The opt-in daily digest of changes at watched companies, per user. */
export interface DigestSubscription {
  user_id: string;
  enabled: boolean;
  /** When the user opted in (ISO 8601): changes before it are never mailed. */
  subscribed_at: string;
  /** When the last digest went out, null before the first. */
  last_digest_at: string | null;
}

export interface DigestRepository {
  subscription(userId: string): Promise<DigestSubscription | null>;
  /** Opts in (keeping an earlier last digest) or out. */
  setEnabled(userId: string, enabled: boolean, now: string): Promise<void>;
  /** Enabled subscriptions whose last digest (or opt-in) is before `before`. */
  due(before: string): Promise<DigestSubscription[]>;
  /**
   * Moves `last_digest_at` from `previous` to `at` if it still is `previous`: true for the one
   * caller that wins, false for every other process that read the same row.
   */
  claim(userId: string, previous: string | null, at: string | null): Promise<boolean>;
}

import type { PersonCorrection, PrivacyRequest } from '@fd/contract';

/** People blocked after a privacy request (docs/decisions/171), kept in the account store. */

/**
 * A blocked person, by the source's identity: `person:<person key>` (an OffeneRegister officer's
 * name+town key or a generated person key), `mandate:<representative id>` (a generated person
 * with one mandate and no key), `employee:<employee key>`.
 */
export interface PersonBlock {
  identity: string;
  name: string;
  /** The company of a `mandate:` identity: its events name the person by name only. */
  company_id: number | null;
  blocked_at: string;
  blocked_by: string;
}

/** A block as the console lists it: with the privacy request it decided, if one did. */
export interface ListedPersonBlock extends PersonBlock {
  request_id: number | null;
}

export interface PersonBlockRepository {
  all(): Promise<PersonBlock[]>;
  /**
   * Every block, newest first, with the latest privacy request decided by it (decided since the
   * block was set: a request of an earlier, lifted block does not count).
   */
  listed(): Promise<ListedPersonBlock[]>;
  /** False when the identity was blocked already (a second block changes nothing). */
  block(block: PersonBlock): Promise<boolean>;
  /** False when the identity was not blocked. */
  unblock(identity: string): Promise<boolean>;
}

/** A stored privacy request (docs/decisions/172); its deadline is computed from `received_at`. */
export type StoredPrivacyRequest = Omit<PrivacyRequest, 'deadline' | 'overdue'>;

export interface PrivacyRequestDecision {
  status: 'blocked' | 'rejected' | 'corrected';
  decidedBy: string;
  reason: string | null;
  blockedIdentity: string | null;
  corrections?: PersonCorrection[];
}

export interface PrivacyRequestRepository {
  save(
    request: Omit<
      StoredPrivacyRequest,
      | 'request_id'
      | 'status'
      | 'decided_at'
      | 'decided_by'
      | 'decision_reason'
      | 'blocked_identity'
      | 'corrections'
    >,
  ): Promise<StoredPrivacyRequest>;
  list(status: 'open' | 'decided' | 'all', limit: number): Promise<StoredPrivacyRequest[]>;
  get(requestId: number): Promise<StoredPrivacyRequest | null>;
  /** Decides an open request in one conditional statement; null when it was not open (any more). */
  decide(requestId: number, decision: PrivacyRequestDecision): Promise<StoredPrivacyRequest | null>;
  /** Opens a decided request again (its correction could not be written). */
  reopen(requestId: number): Promise<void>;
  /** Requests of this address whose confirmation (or outcome) mail has not gone out yet. */
  unmailed(email: string, mail: 'confirmation' | 'outcome'): Promise<StoredPrivacyRequest[]>;
  markMailed(requestId: number, mail: 'confirmation' | 'outcome'): Promise<void>;
}

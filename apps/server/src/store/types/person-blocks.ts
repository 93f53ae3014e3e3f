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

export interface PersonBlockRepository {
  all(): Promise<PersonBlock[]>;
  /** False when the identity was blocked already (a second block changes nothing). */
  block(block: PersonBlock): Promise<boolean>;
  /** False when the identity was not blocked. */
  unblock(identity: string): Promise<boolean>;
}

import type { InboxMessage, IssueReport, MessageStatus } from '@fd/contract';
import type { DigestRepository } from './digest';
import type { MailJobRepository } from './mail-jobs';
import type { MatchJobRepository } from './match-jobs';
import type { OperatorRepository, UserAdminRepository } from './operator';
import type { PersonBlockRepository, PrivacyRequestRepository } from './person-blocks';
import type { WebhookRepository } from './webhooks';

/**
 * The account store: users, sessions, tokens and everything a user keeps. It outlives every
 * dataset, so it refers to companies and people by their stable keys, never by row numbers.
 */

export interface ContactMessageInput {
  kind: 'contact' | 'support';
  name: string;
  email: string;
  company: string;
  subject: string;
  message: string;
  user_id: string | null;
  /** The language it was written in: the request's, or the account's for a support message. */
  lang: 'de' | 'en';
}

/** A message as the inbox keeps it, with the sender's account (null for the public form). */
export interface StoredMessage extends InboxMessage {
  user_id: string | null;
}

/** Contact and support messages, and the console's inbox over them (docs/decisions/177). */
export interface MessageRepository {
  save(message: ContactMessageInput): Promise<number>;
  /** Open ones oldest first, the others newest first. */
  list(status: MessageStatus | 'all', limit: number): Promise<StoredMessage[]>;
  get(messageId: number): Promise<StoredMessage | null>;
  /** Stores the reply of an open message in one conditional update; null when it was not open (any more). */
  reply(messageId: number, reply: string, by: string): Promise<StoredMessage | null>;
  /** Closes an open or answered message in one conditional update; null when it was closed already. */
  close(messageId: number, by: string): Promise<StoredMessage | null>;
  /** Replies to this address (any case) whose mail has not gone out yet. */
  unmailedReplies(email: string): Promise<StoredMessage[]>;
  markReplyMailed(messageId: number): Promise<void>;
  /** Messages from this address (any case) not yet forwarded to the operator's mailbox. */
  unforwarded(email: string): Promise<StoredMessage[]>;
  markForwarded(messageId: number): Promise<void>;
}

export interface UserRecord {
  user_id: string;
  email: string;
  fullname: string;
  password_hash: string | null;
  membership_id: string;
  profile_avatar: string;
  google_sub: string | null;
  email_verified_at: string | null;
  language: 'de' | 'en';
  security_ip: string | null;
  /** The latest login and the one before it (ISO); null until there was one (docs/decisions/189). */
  last_login_at: string | null;
  previous_login_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface NewUser {
  user_id: string;
  email: string;
  fullname: string;
  password_hash: string | null;
  google_sub: string | null;
  email_verified: boolean;
  language: 'de' | 'en';
  security_ip: string | null;
}

export type UserChanges = Partial<
  Pick<UserRecord, 'fullname' | 'password_hash' | 'google_sub' | 'language' | 'profile_avatar'>
> & { email_verified?: boolean };

export interface UserRepository {
  byId(userId: string): Promise<UserRecord | null>;
  byEmail(email: string): Promise<UserRecord | null>;
  byGoogleSub(sub: string): Promise<UserRecord | null>;
  create(user: NewUser): Promise<UserRecord>;
  /** One statement: the new user, or null (and nothing changed) when the e-mail or an id is taken. */
  createIfAbsent(user: NewUser): Promise<UserRecord | null>;
  update(userId: string, changes: UserChanges): Promise<void>;
  /** A login at `at` (ISO): the last login becomes the previous one. */
  recordLogin(userId: string, at: string): Promise<void>;
  delete(userId: string): Promise<void>;
}

export interface SessionRecord {
  session_id: string;
  user_id: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  user_agent: string | null;
  ip: string | null;
}

export interface SessionRepository {
  create(session: SessionRecord & { token_hash: string }): Promise<void>;
  byTokenHash(tokenHash: string): Promise<SessionRecord | null>;
  touch(sessionId: string, at: number): Promise<void>;
  listForUser(userId: string): Promise<SessionRecord[]>;
  delete(sessionId: string): Promise<void>;
  deleteForUser(userId: string, exceptSessionId?: string): Promise<void>;
  deleteExpired(now: number, idleLimitMs: number): Promise<number>;
}

export interface EmailTokenRecord {
  user_id: string;
  purpose: 'verify' | 'reset';
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface EmailTokenRepository {
  create(tokenHash: string, token: Omit<EmailTokenRecord, 'used_at'>): Promise<void>;
  byHash(tokenHash: string): Promise<EmailTokenRecord | null>;
  /** Marks the token used; false when it was used already (single use, race-free). */
  consume(tokenHash: string, at: number): Promise<boolean>;
  invalidateForUser(userId: string, purpose: EmailTokenRecord['purpose'], at: number): Promise<void>;
}

export type IssueReportInput = Required<Omit<IssueReport, 'timestamp' | 'userAgent' | 'url'>> & {
  timestamp: string | null;
  userAgent: string | null;
  url: string | null;
  user_id: string | null;
  /** The language the reporter used, for the mail about the decision. */
  lang: 'de' | 'en';
};

export interface IssueReportRepository {
  save(report: IssueReportInput): Promise<number>;
}

export type EntityType = 'company' | 'employee';

export interface RecentViewRow {
  entity_type: EntityType;
  entity_key: string;
  viewed_at: string;
}

export interface RecentPersonRow {
  person_key: string;
  viewed_at: string;
}

export interface WatchRow {
  company_key: string;
  added_at: string;
  seen_at: string;
  /** The event types alerted to, comma-separated ('' none); null: every type (docs/decisions/142). */
  alert_types: string | null;
}

export interface ListRow {
  id: number;
  name: string;
  item_count: number;
  created_at: string;
  updated_at: string;
}

export interface ListItemRow {
  company_key: string;
  added_at: string;
}

export interface ContactRow {
  id: number;
  employee_key: string;
  note: string;
  created_at: string;
  updated_at: string;
  /** Whether the person's e-mail and phone were counted against the daily contact-data quota. */
  counted: boolean;
}

export interface SavedSearchRow {
  id: number;
  name: string;
  entity: 'companies' | 'companies_employees';
  filters: { indicator: string; operator: string; values: string[] }[];
  created_at: string;
}

/** Every method names the user (or a list the service has checked is the user's). */
export interface WorkspaceRepository {
  recordView(userId: string, entityType: EntityType, entityKey: string, keep: number): Promise<void>;
  recent(userId: string, limit: number): Promise<RecentViewRow[]>;
  deleteView(userId: string, entityType: EntityType, entityKey: string): Promise<boolean>;
  clearViews(userId: string): Promise<void>;
  /** Person pages by their key (`p<person key>` or `r<mandate id>`), trimmed to the newest `keep`. */
  recordPersonView(userId: string, personKey: string, keep: number): Promise<void>;
  /** Newest first. */
  recentPeople(userId: string, limit: number): Promise<RecentPersonRow[]>;
  deletePersonView(userId: string, personKey: string): Promise<boolean>;
  clearPersonViews(userId: string): Promise<void>;

  watch(userId: string, companyKey: string): Promise<boolean>;
  unwatch(userId: string, companyKey: string): Promise<boolean>;
  watchCount(userId: string): Promise<number>;
  /** Newest first. */
  watched(userId: string): Promise<WatchRow[]>;
  /** Stops watching those of the companies the user watches, in one statement; returns how many. */
  unwatchMany(userId: string, companyKeys: string[]): Promise<number>;
  markWatchlistSeen(userId: string): Promise<void>;
  /** The user looked at this watched company (its page): its changes so far are seen. */
  markWatchedSeen(userId: string, companyKey: string): Promise<void>;
  isWatched(userId: string, companyKey: string): Promise<boolean>;
  /**
   * Sets the alerted event types (null: every type) of one watched company, or of all the user
   * watches when `companyKey` is null; returns how many watches it set.
   */
  setAlertTypes(userId: string, companyKey: string | null, types: string | null): Promise<number>;

  lists(userId: string): Promise<ListRow[]>;
  list(userId: string, listId: number): Promise<ListRow | null>;
  listCount(userId: string): Promise<number>;
  listNameTaken(userId: string, name: string, exceptListId?: number): Promise<boolean>;
  createList(userId: string, name: string): Promise<number>;
  renameList(userId: string, listId: number, name: string): Promise<boolean>;
  deleteList(userId: string, listId: number): Promise<boolean>;
  /** Adds companies not yet on the list, in one transaction; returns how many were new. */
  addItems(listId: number, companyKeys: string[]): Promise<number>;
  removeItem(listId: number, companyKey: string): Promise<boolean>;
  /** Removes those of the companies that are on the list, in one transaction; returns how many. */
  removeItems(listId: number, companyKeys: string[]): Promise<number>;
  /**
   * Moves those of the companies that are on `fromListId` to `toListId` in one transaction:
   * `moved` left the source, `added` of them were new to the target (the rest were there already).
   */
  moveItems(
    fromListId: number,
    toListId: number,
    companyKeys: string[],
  ): Promise<{ moved: number; added: number }>;
  /** Newest first. */
  /** A list's companies, newest first; one page of them when `page` is given. */
  items(listId: number, page?: { offset: number; limit: number }): Promise<ListItemRow[]>;
  /** In the order they were added. */
  itemKeys(listId: number): Promise<string[]>;

  /** Most recently changed first. */
  contacts(userId: string): Promise<ContactRow[]>;
  contact(userId: string, contactId: number): Promise<ContactRow | null>;
  contactCount(userId: string): Promise<number>;
  contactForEmployee(userId: string, employeeKey: string): Promise<number | null>;
  createContact(userId: string, employeeKey: string, note: string, counted: boolean): Promise<number>;
  markContactCounted(userId: string, contactId: number): Promise<void>;
  updateContact(userId: string, contactId: number, note: string): Promise<boolean>;
  deleteContact(userId: string, contactId: number): Promise<boolean>;

  searches(userId: string): Promise<SavedSearchRow[]>;
  searchCount(userId: string): Promise<number>;
  searchNameTaken(userId: string, name: string): Promise<boolean>;
  createSearch(userId: string, search: Omit<SavedSearchRow, 'id' | 'created_at'>): Promise<number>;
  deleteSearch(userId: string, searchId: number): Promise<boolean>;
}

export interface ApiKeyRecord {
  key_id: string;
  user_id: string;
  name: string;
  /** The first characters of the key, shown to tell keys apart. */
  prefix: string;
  created_at: string;
  last_used_at: string | null;
}

export interface ApiKeyRepository {
  /** Adds the key unless the user holds `max` already (false then), counted atomically. */
  create(key: ApiKeyRecord & { key_hash: string }, max: number): Promise<boolean>;
  byHash(keyHash: string): Promise<ApiKeyRecord | null>;
  /** Oldest first. */
  listForUser(userId: string): Promise<ApiKeyRecord[]>;
  countForUser(userId: string): Promise<number>;
  touch(keyId: string, at: string): Promise<void>;
  /** False when the user has no such key. */
  delete(userId: string, keyId: string): Promise<boolean>;
}

/** A counter's state: hits in its current window, and when that window ends (epoch ms). */
export interface LimitCount {
  count: number;
  resetAt: number;
}

/**
 * Counters in fixed windows, shared by every process and server on the same account store:
 * rate limits, quotas and login throttles (never in one process's memory).
 */
export interface LimitRepository {
  /**
   * Counts `by` (default 1) hits of `key` and returns the count after them, in one atomic
   * statement. A window of `windowMs` starts with the first hit after the previous window has
   * ended. With `max`, a hit that would take the count past `max` is refused: the count stays and
   * the answer is count + by, which is above `max`.
   */
  hit(
    key: string,
    windowMs: number,
    options?: { max?: number; now?: number; by?: number },
  ): Promise<LimitCount>;
  /**
   * Takes one of `max` slots of `key` (requests running at once) and returns the count after it;
   * when every slot is taken, nothing is taken and the answer is max + 1. Each slot taken keeps
   * the counter for `leaseMs` more, so that slots a stopped process never gave back free
   * themselves `leaseMs` after the last slot was taken.
   */
  acquire(key: string, max: number, leaseMs: number, now?: number): Promise<number>;
  /** Gives back a slot taken with `acquire` (a counter whose lease has ended is left alone). */
  release(key: string, now?: number): Promise<void>;
  /** The current window of `key`, or null when it has none. */
  read(key: string, now?: number): Promise<LimitCount | null>;
  reset(key: string): Promise<void>;
  /** Removes counters whose window has ended; returns how many. */
  purgeExpired(now?: number): Promise<number>;
}

/** Facts of this installation that every server process and server of it shares. */
export interface InstallationRepository {
  /**
   * A random secret by name (32 bytes, base64url), made on first use and the same for every
   * process that asks afterwards; never sent to a client.
   */
  secret(name: string): Promise<string>;
}

export interface AccountStore {
  readonly engine: 'sqlite' | 'postgres';
  readonly users: UserRepository;
  readonly sessions: SessionRepository;
  readonly emailTokens: EmailTokenRepository;
  readonly workspace: WorkspaceRepository;
  readonly issueReports: IssueReportRepository;
  readonly messages: MessageRepository;
  readonly limits: LimitRepository;
  readonly apiKeys: ApiKeyRepository;
  readonly digest: DigestRepository;
  readonly mailJobs: MailJobRepository;
  readonly matchJobs: MatchJobRepository;
  readonly installation: InstallationRepository;
  readonly webhooks: WebhookRepository;
  readonly operator: OperatorRepository;
  readonly userAdmin: UserAdminRepository;
  readonly personBlocks: PersonBlockRepository;
  readonly privacyRequests: PrivacyRequestRepository;
  close(): Promise<void>;
}

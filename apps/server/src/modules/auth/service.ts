import { randomUUID } from 'node:crypto';
import { type Lang, type LoginRequest, type RegisterRequest, successMessage, type User } from '@fd/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import { fail } from '../../errors';
import type { AccountStore, MailJob, UserRecord } from '../../store/types';
import { createMailQueue } from '../mail/mail-queue';
import type { Mailer } from '../mail/mailer';
import { hashPassword, randomToken, sha256, verifyPassword } from './crypto';
import type { GoogleVerifier } from './google';
import { createLoginThrottle } from './login-throttle';
import { alreadyRegisteredMail, resetMail, verificationMail } from './mails';
import type { SessionService } from './sessions';

const VERIFY_LINK_MS = 24 * 3600 * 1000;
const RESET_LINK_MS = 3600 * 1000;
/** Account mails to one address per hour (sign-up, reset, a new verification link). */
const MAILS_PER_ADDRESS = 3;

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
  lang: Lang;
}

export function toApiUser(user: UserRecord): User {
  return {
    id: user.user_id,
    email: user.email,
    fullname: user.fullname,
    membership_id: user.membership_id,
    profile_avatar: user.profile_avatar,
    language: user.language,
    previous_login_at: user.previous_login_at,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: {
  config: AppConfig;
  accounts: AccountStore;
  mailer: Mailer;
  sessions: SessionService;
  verifyGoogle: GoogleVerifier;
  log: FastifyBaseLogger;
  /** Mails of other modules that ride the same durable queue, by kind (privacy requests). */
  mailSenders?: Partial<Record<MailJob['kind'], (job: MailJob) => Promise<void>>>;
}) {
  const { config, accounts: store, sessions } = deps;
  const throttle = createLoginThrottle(store.limits);
  const mails = createMailQueue({ jobs: store.mailJobs, send: sendAccountMail, log: deps.log });

  /** Stores a drawn link's digest; a new reset link voids the older ones. */
  async function storeEmailToken(
    userId: string,
    purpose: 'verify' | 'reset',
    tokenHash: string,
  ): Promise<void> {
    const now = Date.now();
    // Verification links stay valid until they expire, so a resent mail never breaks the link
    // the user is about to click.
    if (purpose === 'reset') await store.emailTokens.invalidateForUser(userId, purpose, now);
    await store.emailTokens.create(tokenHash, {
      user_id: userId,
      purpose,
      created_at: now,
      expires_at: now + (purpose === 'verify' ? VERIFY_LINK_MS : RESET_LINK_MS),
    });
  }

  /** The mail a job stands for, with a freshly drawn link. */
  function composeAccountMail(job: MailJob, user: UserRecord | null, token: string) {
    const to = user?.email ?? job.email;
    if (job.kind === 'verification')
      return verificationMail(to, `${config.publicUrl}/api/verify?token=${token}`, job.lang);
    const resetLink = `${config.publicUrl}/reset-password/confirm?token=${token}`;
    const lang = user?.language ?? job.lang;
    return job.kind === 'reset'
      ? resetMail(to, resetLink, lang)
      : alreadyRegisteredMail(to, `${config.publicUrl}/login`, resetLink, lang);
  }

  /**
   * Sends the mail a job stands for, if the account still needs it: the account is looked up
   * now, so a request's answer never depended on it. The link is drawn and the mail written
   * whether or not the address has an account, so the work that follows a reset or sign-up
   * answer does not tell the two apart either; only a known account's link is stored and sent.
   */
  async function sendAccountMail(job: MailJob): Promise<void> {
    const other = deps.mailSenders?.[job.kind];
    if (other) return other(job);
    const user = (await store.users.byEmail(job.email)) ?? null;
    const token = randomToken();
    const tokenHash = sha256(token);
    const mail = composeAccountMail(job, user, token);
    if (!user || (job.kind === 'verification' && user.email_verified_at)) return;
    await storeEmailToken(user.user_id, job.kind === 'verification' ? 'verify' : 'reset', tokenHash);
    await deps.mailer.send(mail);
  }

  const queueVerification = (user: UserRecord, lang: Lang) =>
    mails.enqueue({ kind: 'verification', email: user.email, lang });

  /** Counted in the account store, so it holds across processes; refused hits count nothing. */
  async function limitMails(email: string): Promise<void> {
    const { count } = await store.limits.hit(`mail:${email.toLowerCase()}`, 3600 * 1000, {
      max: MAILS_PER_ADDRESS,
    });
    if (count > MAILS_PER_ADDRESS) throw fail('too_many_mails');
  }

  async function googleIdentity(request: { clientId: string; credential: string }) {
    const identity = await deps.verifyGoogle(request.credential, request.clientId);
    if (!identity) throw fail('google_failed');
    return identity;
  }

  /** Finds the account of a Google identity, linking it by verified e-mail, or creates one. */
  async function accountForGoogle(
    identity: { sub: string; email: string; name: string },
    client: ClientInfo,
  ): Promise<UserRecord> {
    const linked = await store.users.byGoogleSub(identity.sub);
    if (linked) return linked;
    const byEmail = await store.users.byEmail(identity.email);
    if (byEmail) {
      // Google has verified the address, so the account's owner is the one signing in. A password
      // set on a never-verified account may be someone else's: it is dropped.
      await store.users.update(byEmail.user_id, {
        google_sub: identity.sub,
        email_verified: true,
        ...(byEmail.email_verified_at ? {} : { password_hash: null }),
      });
      return (await store.users.byId(byEmail.user_id))!;
    }
    return store.users.create({
      user_id: randomUUID(),
      email: identity.email,
      fullname: identity.name,
      password_hash: null,
      google_sub: identity.sub,
      email_verified: true,
      language: client.lang,
      security_ip: client.ip,
    });
  }

  /**
   * A locked account (docs/decisions/170) gets no session. The lock is checked again after the
   * session is stored: a lock that lands in between ends it, whichever of the two writes first.
   */
  async function startSession(user: UserRecord, client: ClientInfo) {
    if (await store.userAdmin.isLocked(user.user_id)) throw fail('account_blocked');
    const { token } = await sessions.start(user.user_id, { userAgent: client.userAgent, ip: client.ip });
    if (await store.userAdmin.isLocked(user.user_id)) {
      await sessions.end(token);
      throw fail('account_blocked');
    }
    const at = new Date().toISOString();
    await store.users.recordLogin(user.user_id, at);
    return { token, user: toApiUser({ ...user, previous_login_at: user.last_login_at, last_login_at: at }) };
  }

  return {
    async register(request: RegisterRequest, client: ClientInfo): Promise<{ message: string }> {
      if ('credential' in request) {
        await accountForGoogle(await googleIdentity(request), client);
        return { message: successMessage('registeredWithGoogle', client.lang) };
      }
      // Both outcomes do the same work here (one hash, one insert that may do nothing); the
      // mail, which differs, is sent after the answer. An existing account is never changed.
      await limitMails(request.email);
      const passwordHash = await hashPassword(request.password);
      const created = await store.users.createIfAbsent({
        user_id: randomUUID(),
        email: request.email.toLowerCase(),
        fullname: request.fullname,
        password_hash: passwordHash,
        google_sub: null,
        email_verified: false,
        language: client.lang,
        security_ip: client.ip,
      });
      if (created) await queueVerification(created, client.lang);
      else await mails.enqueue({ kind: 'already-registered', email: request.email, lang: client.lang });
      return { message: successMessage('registered', client.lang) };
    },

    /** Logs in with a new session; the caller's previous session, if any, ends (rotation). */
    async login(request: LoginRequest, client: ClientInfo, previousToken?: string) {
      const result = await this.authenticate(request, client);
      await sessions.end(previousToken);
      return result;
    },

    async authenticate(request: LoginRequest, client: ClientInfo) {
      if ('credential' in request) {
        const user = await accountForGoogle(await googleIdentity(request), client);
        return { ...(await startSession(user, client)), message: successMessage('loggedIn', client.lang) };
      }
      const email = request.email.toLowerCase();
      // Counted before the password is checked: parallel guesses cannot outrun the limit.
      await throttle.admit(email, client.ip);
      const user = await store.users.byEmail(email);
      const passwordOk = await verifyPassword(user?.password_hash ?? null, request.password);
      if (!user || !passwordOk) throw fail('bad_credentials');
      await throttle.succeeded(email, client.ip);
      if (!user.email_verified_at) {
        const { count } = await store.limits.hit(`mail:${email}`, 3600 * 1000, { max: MAILS_PER_ADDRESS });
        if (count <= MAILS_PER_ADDRESS) await queueVerification(user, client.lang);
        throw fail('email_unverified');
      }
      return { ...(await startSession(user, client)), message: successMessage('loggedIn', client.lang) };
    },

    /** Verification link: true when the address is now verified. */
    async verifyEmail(token: string | undefined): Promise<boolean> {
      if (!token) return false;
      const tokenHash = sha256(token);
      const record = await store.emailTokens.byHash(tokenHash);
      if (record?.purpose !== 'verify' || record.expires_at <= Date.now()) return false;
      if (!(await store.emailTokens.consume(tokenHash, Date.now()))) return false;
      await store.users.update(record.user_id, { email_verified: true });
      return true;
    },

    /** The same answer and the same work whether or not the address has an account. */
    async requestReset(email: string, client: ClientInfo): Promise<{ message: string }> {
      await limitMails(email);
      await mails.enqueue({ kind: 'reset', email, lang: client.lang });
      return { message: successMessage('resetSent', client.lang) };
    },

    async confirmReset(token: string, password: string, client: ClientInfo): Promise<{ message: string }> {
      const tokenHash = sha256(token);
      const record = await store.emailTokens.byHash(tokenHash);
      if (record?.purpose !== 'reset' || record.expires_at <= Date.now()) throw fail('reset_link_invalid');
      const passwordHash = await hashPassword(password);
      if (!(await store.emailTokens.consume(tokenHash, Date.now()))) throw fail('reset_link_invalid');
      // The mailed link proves the address; every session of the old password ends.
      await store.users.update(record.user_id, { password_hash: passwordHash, email_verified: true });
      await sessions.endAllFor(record.user_id);
      // The link proves the owner: this client may log in even while the account is under attack.
      const owner = await store.users.byId(record.user_id);
      if (owner) await throttle.succeeded(owner.email.toLowerCase(), client.ip);
      return { message: successMessage('passwordChanged', client.lang) };
    },

    /** Resolves when every account mail due now has been handed to the mailer (or has failed). */
    mailsSent: () => mails.idle(),
    /** Sends owed mails as they fall due, this process's own and those a stopped process left. */
    startMails: () => mails.start(),
    enqueueMail: (job: Pick<MailJob, 'kind' | 'email' | 'lang'>) => mails.enqueue(job),
    closeMails: () => mails.close(),

    async logout(token: string | undefined, lang: Lang): Promise<{ message: string }> {
      await sessions.end(token);
      return { message: successMessage('loggedOut', lang) };
    },
  };
}

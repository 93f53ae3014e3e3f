import { randomUUID } from 'node:crypto';
import type { LoginRequest, RegisterRequest, User } from '@fd/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import { AppError } from '../../errors';
import type { AccountStore, UserRecord } from '../../store/types';
import type { Mailer, OutgoingMail } from '../mail/mailer';
import { AttemptLimiter } from './attempt-limiter';
import { hashPassword, randomToken, sha256, verifyPassword } from './crypto';
import type { GoogleVerifier } from './google';
import { alreadyRegisteredMail, resetMail, verificationMail } from './mails';
import { type Lang, message } from './messages';
import type { SessionService } from './sessions';

const VERIFY_LINK_MS = 24 * 3600 * 1000;
const RESET_LINK_MS = 3600 * 1000;

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
}) {
  const { config, accounts: store, sessions } = deps;
  // Per-account limits; per-IP limits sit on the routes.
  const loginFailures = new AttemptLimiter(5, 15 * 60 * 1000);
  const mailsPerAddress = new AttemptLimiter(3, 3600 * 1000);

  async function send(mail: OutgoingMail, lang: Lang): Promise<void> {
    try {
      await deps.mailer.send(mail);
    } catch (error) {
      deps.log.error({ err: error, subject: mail.subject }, 'could not send account mail');
      throw new AppError('unavailable', message('mailFailed', lang), 'mail_failed');
    }
  }

  async function issueEmailToken(userId: string, purpose: 'verify' | 'reset'): Promise<string> {
    const now = Date.now();
    const token = randomToken();
    // A new reset link voids the older ones; verification links stay valid until they expire,
    // so a resent mail never breaks the link the user is about to click.
    if (purpose === 'reset') await store.emailTokens.invalidateForUser(userId, purpose, now);
    await store.emailTokens.create(sha256(token), {
      user_id: userId,
      purpose,
      created_at: now,
      expires_at: now + (purpose === 'verify' ? VERIFY_LINK_MS : RESET_LINK_MS),
    });
    return token;
  }

  async function sendVerification(user: UserRecord, lang: Lang): Promise<void> {
    const token = await issueEmailToken(user.user_id, 'verify');
    await send(
      verificationMail(user.email, user.fullname, `${config.publicUrl}/api/verify?token=${token}`, lang),
      lang,
    );
  }

  function limitMails(email: string, lang: Lang): void {
    const key = email.toLowerCase();
    if (mailsPerAddress.isBlocked(key))
      throw new AppError('rate_limited', message('tooManyMails', lang), 'too_many_mails');
    mailsPerAddress.record(key);
  }

  async function googleIdentity(request: { clientId: string; credential: string }, lang: Lang) {
    const identity = await deps.verifyGoogle(request.credential, request.clientId);
    if (!identity) throw new AppError('unauthenticated', message('googleFailed', lang), 'google_failed');
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

  async function startSession(user: UserRecord, client: ClientInfo) {
    const { token } = await sessions.start(user.user_id, { userAgent: client.userAgent, ip: client.ip });
    return { token, user: toApiUser(user) };
  }

  return {
    async register(request: RegisterRequest, client: ClientInfo): Promise<{ message: string }> {
      if ('credential' in request) {
        await accountForGoogle(await googleIdentity(request, client.lang), client);
        return { message: message('registeredWithGoogle', client.lang) };
      }
      limitMails(request.email, client.lang);
      const existing = await store.users.byEmail(request.email);
      if (existing?.email_verified_at) {
        // The answer is the same as for a new address; the owner learns of the attempt by mail.
        const token = await issueEmailToken(existing.user_id, 'reset');
        await send(
          alreadyRegisteredMail(
            existing.email,
            existing.fullname,
            `${config.publicUrl}/reset-password/confirm?token=${token}`,
            existing.language,
          ),
          client.lang,
        );
        return { message: message('registered', client.lang) };
      }
      const passwordHash = await hashPassword(request.password);
      let user: UserRecord;
      if (existing) {
        await store.users.update(existing.user_id, {
          fullname: request.fullname,
          password_hash: passwordHash,
          language: client.lang,
        });
        user = (await store.users.byId(existing.user_id))!;
      } else {
        user = await store.users.create({
          user_id: randomUUID(),
          email: request.email.toLowerCase(),
          fullname: request.fullname,
          password_hash: passwordHash,
          google_sub: null,
          email_verified: false,
          language: client.lang,
          security_ip: client.ip,
        });
      }
      await sendVerification(user, client.lang);
      return { message: message('registered', client.lang) };
    },

    /** Logs in with a new session; the caller's previous session, if any, ends (rotation). */
    async login(request: LoginRequest, client: ClientInfo, previousToken?: string) {
      const result = await this.authenticate(request, client);
      await sessions.end(previousToken);
      return result;
    },

    async authenticate(request: LoginRequest, client: ClientInfo) {
      if ('credential' in request) {
        const user = await accountForGoogle(await googleIdentity(request, client.lang), client);
        return { ...(await startSession(user, client)), message: message('loggedIn', client.lang) };
      }
      const key = request.email.toLowerCase();
      if (loginFailures.isBlocked(key))
        throw new AppError('rate_limited', message('accountLocked', client.lang), 'account_locked');
      const user = await store.users.byEmail(request.email);
      const passwordOk = await verifyPassword(user?.password_hash ?? null, request.password);
      if (!user || !passwordOk) {
        loginFailures.record(key);
        throw new AppError('unauthenticated', message('badCredentials', client.lang), 'bad_credentials');
      }
      if (!user.email_verified_at) {
        if (!mailsPerAddress.isBlocked(key)) {
          mailsPerAddress.record(key);
          await sendVerification(user, client.lang);
        }
        throw new AppError('forbidden', message('unverified', client.lang), 'email_unverified');
      }
      loginFailures.reset(key);
      return { ...(await startSession(user, client)), message: message('loggedIn', client.lang) };
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

    async requestReset(email: string, client: ClientInfo): Promise<{ message: string }> {
      limitMails(email, client.lang);
      const user = await store.users.byEmail(email);
      if (user) {
        const token = await issueEmailToken(user.user_id, 'reset');
        await send(
          resetMail(
            user.email,
            user.fullname,
            `${config.publicUrl}/reset-password/confirm?token=${token}`,
            user.language,
          ),
          client.lang,
        );
      }
      // Same answer whether or not the address has an account.
      return { message: message('resetSent', client.lang) };
    },

    async confirmReset(token: string, password: string, lang: Lang): Promise<{ message: string }> {
      const tokenHash = sha256(token);
      const record = await store.emailTokens.byHash(tokenHash);
      if (record?.purpose !== 'reset' || record.expires_at <= Date.now()) {
        throw new AppError('invalid_input', message('resetInvalid', lang), 'reset_link_invalid');
      }
      const passwordHash = await hashPassword(password);
      if (!(await store.emailTokens.consume(tokenHash, Date.now()))) {
        throw new AppError('invalid_input', message('resetInvalid', lang), 'reset_link_invalid');
      }
      // The mailed link proves the address; every session of the old password ends.
      await store.users.update(record.user_id, { password_hash: passwordHash, email_verified: true });
      await sessions.endAllFor(record.user_id);
      loginFailures.reset((await store.users.byId(record.user_id))?.email.toLowerCase() ?? '');
      return { message: message('passwordChanged', lang) };
    },

    async logout(token: string | undefined, lang: Lang): Promise<{ message: string }> {
      await sessions.end(token);
      return { message: message('loggedOut', lang) };
    },
  };
}

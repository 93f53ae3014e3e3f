import {
  type CorrectForRequest,
  PRIVACY_REQUESTS_LIMIT,
  type PrivacyRequest,
  type PrivacyRequestInput,
  privacyDeadline,
  ZCorrectForRequest,
  ZPrivacyRequestInput,
} from '@fd/contract';
import { fail } from '../../errors';
import type {
  AccountStore,
  MailJob,
  PrivacyRequestDecision,
  StoredPrivacyRequest,
  UserRecord,
} from '../../store/types';
import type { InboundLimits, Sender } from '../limits/inbound-limits';
import type { Mailer } from '../mail/mailer';
import type { PersonBlocksService } from './blocks-service';
import type { createPersonCorrections } from './corrections';
import { privacyDecidedMail, privacyReceivedMail } from './mails';

export type PrivacyRequestsService = ReturnType<typeof createPrivacyRequestsService>;

/** A request as the console shows it: with its deadline, and whether it passed while open. */
export function withDeadline(request: StoredPrivacyRequest, today: string): PrivacyRequest {
  const deadline = privacyDeadline(request.received_at);
  return { ...request, deadline, overdue: request.status === 'open' && deadline < today };
}

/**
 * Privacy requests (docs/decisions/172): filed on the public form and confirmed by mail, decided
 * in the console by a block (objection, erasure) or a rejection with a reason; the requester is
 * mailed the outcome; a rectification is granted by correcting the person's record
 * (docs/decisions/163). Both mails go through the durable account mail queue and are written from
 * the stored request when they are sent; every decision is audited.
 */
export function createPrivacyRequestsService(deps: {
  accounts: AccountStore;
  inbound: InboundLimits;
  blocks: PersonBlocksService;
  corrections: ReturnType<typeof createPersonCorrections>;
  mailer: Mailer;
  /** Puts a mail job on the durable queue (the auth service's). */
  enqueue: (job: Pick<MailJob, 'kind' | 'email' | 'lang'>) => Promise<void>;
}) {
  const { accounts } = deps;
  const repo = accounts.privacyRequests;
  const today = () => new Date().toISOString().slice(0, 10);

  async function open(requestId: number): Promise<StoredPrivacyRequest> {
    const request = await repo.get(requestId);
    if (!request) throw fail('privacy_request_not_found', { id: String(requestId) });
    if (request.status !== 'open') throw fail('privacy_request_decided', { id: String(requestId) });
    return request;
  }

  async function audited(
    actor: UserRecord,
    action: 'privacy.block' | 'privacy.reject' | 'privacy.correct',
    decided: StoredPrivacyRequest,
    values?: { before: Record<string, unknown>; after: Record<string, unknown> },
  ) {
    await accounts.operator.audit({
      actor_id: actor.user_id,
      actor_email: actor.email,
      action,
      target: `privacy:${decided.request_id} ${decided.kind} ${decided.about}`,
      before: { status: 'open', ...values?.before },
      after: {
        status: decided.status,
        reason: decided.decision_reason,
        blocked: decided.blocked_identity,
        ...values?.after,
      },
    });
    await deps.enqueue({ kind: 'privacy-decided', email: decided.email, lang: decided.lang });
    return { success: true as const, request: withDeadline(decided, today()) };
  }

  /** Records the operator's decision; of two operators deciding one request, the second is told it is decided. */
  async function decide(
    requestId: number,
    actor: UserRecord,
    decision: Omit<PrivacyRequestDecision, 'decidedBy'>,
  ) {
    const decided = await repo.decide(requestId, { ...decision, decidedBy: actor.email });
    if (!decided) throw fail('privacy_request_decided', { id: String(requestId) });
    return decided;
  }

  /** Sends every owed mail of this kind to the job's address; each request is marked once sent. */
  async function sendOwed(job: MailJob, mail: 'confirmation' | 'outcome') {
    for (const request of await repo.unmailed(job.email, mail)) {
      await deps.mailer.send(
        mail === 'confirmation' ? privacyReceivedMail(request) : privacyDecidedMail(request),
      );
      await repo.markMailed(request.request_id, mail);
    }
  }

  return {
    /** Request id 0: the same request came in during the last day (dropped, as reports are). */
    async file(input: PrivacyRequestInput, lang: 'de' | 'en', sender: Sender) {
      const request = ZPrivacyRequestInput.parse(input);
      const content = [request.email, request.kind, request.about, request.correction, request.message];
      const receivedAt = new Date().toISOString();
      if ((await deps.inbound.admit('privacy', request.email, content, sender)) === 'duplicate')
        return { success: true as const, request_id: 0, deadline: privacyDeadline(receivedAt) };
      const saved = await repo.save({ ...request, lang, received_at: receivedAt });
      await deps.enqueue({ kind: 'privacy-received', email: saved.email, lang });
      return { success: true as const, request_id: saved.request_id, deadline: privacyDeadline(receivedAt) };
    },

    /** The mail senders of the queue's privacy kinds. */
    mailSenders: {
      'privacy-received': (job: MailJob) => sendOwed(job, 'confirmation'),
      'privacy-decided': (job: MailJob) => sendOwed(job, 'outcome'),
    },

    async list(status: 'open' | 'decided' | 'all') {
      const day = today();
      return { requests: (await repo.list(status, PRIVACY_REQUESTS_LIMIT)).map((r) => withDeadline(r, day)) };
    },

    /** Grants an objection or erasure: blocks the person (by page key), then records the decision. */
    async block(requestId: number, person: string, actor: UserRecord) {
      const request = await open(requestId);
      if (request.kind === 'rectification') throw fail('privacy_request_not_a_block');
      const identity = await deps.blocks.blockFor(person, actor);
      // Should another operator have decided it meanwhile, the block stands (it was asked for), the request is theirs.
      const decided = await decide(requestId, actor, {
        status: 'blocked',
        reason: null,
        blockedIdentity: identity,
      });
      return audited(actor, 'privacy.block', decided);
    },

    /**
     * Grants a rectification: claims the request first (of two operators, one corrects), then
     * writes the corrected values into the person's record; if that fails, the request is open again.
     */
    async correct(requestId: number, input: CorrectForRequest, actor: UserRecord) {
      const { person, corrections } = ZCorrectForRequest.parse(input);
      const request = await open(requestId);
      if (request.kind !== 'rectification') throw fail('privacy_request_not_a_rectification');
      const plan = await deps.corrections.plan(person, corrections);
      const decided = await decide(requestId, actor, {
        status: 'corrected',
        reason: null,
        blockedIdentity: null,
        corrections,
      });
      try {
        await deps.corrections.apply(plan);
      } catch (error) {
        await repo.reopen(requestId);
        throw error;
      }
      return audited(actor, 'privacy.correct', decided, {
        before: {
          person,
          records: plan.parts.map((part) => ({ company_id: part.companyId, ...part.before })),
        },
        after: { person, corrections },
      });
    },

    async reject(requestId: number, reason: string, actor: UserRecord) {
      await open(requestId);
      const decided = await decide(requestId, actor, { status: 'rejected', reason, blockedIdentity: null });
      return audited(actor, 'privacy.reject', decided);
    },
  };
}

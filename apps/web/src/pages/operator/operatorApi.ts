import type { AuditAction, CorrectableField, MessageStatus, PersonCorrection } from '@fd/contract';
import { api } from '../../features/api/client';

/** The operator console's calls (docs/decisions/170). */

export type ReportView = 'open' | 'decided' | 'all';

export async function fetchReports(status: ReportView, signal?: AbortSignal) {
  return (await api('operatorReports', { query: { status }, signal })).reports;
}

export async function acceptReport(
  id: number,
  correction: { field: CorrectableField; value: string } | null,
) {
  return (await api('acceptReport', { params: { id: String(id) }, body: correction ? { correction } : {} }))
    .report;
}

export async function rejectReport(id: number, reason: string) {
  return (await api('rejectReport', { params: { id: String(id) }, body: { reason } })).report;
}

export interface AuditFilter {
  action: AuditAction | '';
  actor: string;
  before: number | null;
}

export async function fetchAudit(filter: AuditFilter, signal?: AbortSignal) {
  const query = {
    ...(filter.action ? { action: filter.action } : {}),
    ...(filter.actor ? { actor: filter.actor } : {}),
    ...(filter.before === null ? {} : { before: String(filter.before) }),
  };
  return api('operatorAudit', { query, signal });
}

export async function fetchUsers(q: string, signal?: AbortSignal) {
  return (await api('operatorUsers', { query: { q }, signal })).users;
}

export type UserAction = 'lockUser' | 'unlockUser' | 'endUserSessions' | 'revokeUserKeys';

export async function actOnUser(action: UserAction, userId: string) {
  return (await api(action, { params: { id: userId } })).user;
}

export async function fetchPrivacyRequests(status: ReportView, signal?: AbortSignal) {
  return (await api('operatorPrivacyRequests', { query: { status }, signal })).requests;
}

export async function blockForPrivacyRequest(id: number, person: string) {
  return (await api('blockForPrivacyRequest', { params: { id: String(id) }, body: { person } })).request;
}

export async function correctForPrivacyRequest(id: number, person: string, corrections: PersonCorrection[]) {
  return (
    await api('correctForPrivacyRequest', { params: { id: String(id) }, body: { person, corrections } })
  ).request;
}

export async function rejectPrivacyRequest(id: number, reason: string) {
  return (await api('rejectPrivacyRequest', { params: { id: String(id) }, body: { reason } })).request;
}

export type InboxView = MessageStatus | 'all';

export async function fetchMessages(status: InboxView, signal?: AbortSignal) {
  return (await api('operatorInbox', { query: { status }, signal })).messages;
}

export async function replyToMessage(id: number, reply: string) {
  return (await api('replyToMessage', { params: { id: String(id) }, body: { reply } })).message;
}

export async function closeMessage(id: number) {
  return (await api('closeMessage', { params: { id: String(id) } })).message;
}

export async function fetchPersonBlocks(signal?: AbortSignal) {
  return (await api('personBlocks', { signal })).blocks;
}

export async function liftPersonBlock(identity: string, reason: string) {
  return api('unblockPerson', { body: { identity, reason } });
}

export async function fetchSyncRuns(signal?: AbortSignal) {
  return (await api('operatorSyncRuns', { signal })).sources;
}

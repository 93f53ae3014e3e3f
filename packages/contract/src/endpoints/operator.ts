import { ZInboxDecision, ZInboxMessageId, ZInboxQuery, ZInboxResponse, ZMessageReply } from '../inbox';
import {
  ZAcceptReport,
  ZAuditQuery,
  ZAuditResponse,
  ZDecisionResponse,
  ZIssueReportId,
  ZOperatorReportsQuery,
  ZOperatorReportsResponse,
  ZRejectReport,
} from '../operator';
import {
  ZOperatorUserId,
  ZOperatorUserResponse,
  ZOperatorUsersQuery,
  ZOperatorUsersResponse,
} from '../operator-users';
import { ZPersonBlockResponse, ZPersonBlocksResponse, ZPersonBlockTarget, ZPersonUnblock } from '../privacy';
import {
  ZBlockForRequest,
  ZCorrectForRequest,
  ZPrivacyDecision,
  ZPrivacyRequestId,
  ZPrivacyRequestsQuery,
  ZPrivacyRequestsResponse,
  ZRejectPrivacyRequest,
} from '../privacy-requests';
import { ZSyncRunsResponse } from '../sources';
import type { RouteSpecs } from './define';

const tags = ['operator'];

/** The operator console: operators only, by browser session (docs/decisions/170). */
export const OPERATOR_ROUTES = {
  operatorReports: {
    auth: 'operator',
    tags,
    summary: 'The issue reports users sent, open ones by default, newest first, at most 500',
    query: ZOperatorReportsQuery,
    response: ZOperatorReportsResponse,
    errors: [],
  },
  acceptReport: {
    auth: 'operator',
    tags,
    summary:
      'Accept a report: apply its correction to the company as a change with the source “report”, and mail the reporter',
    params: ZIssueReportId,
    body: ZAcceptReport,
    response: ZDecisionResponse,
    errors: [
      'issue_report_not_found',
      'issue_report_decided',
      'correction_needs_company',
      'correction_status_invalid',
      'company_not_found',
    ],
  },
  rejectReport: {
    auth: 'operator',
    tags,
    summary: 'Reject a report with a reason, and mail the reporter',
    params: ZIssueReportId,
    body: ZRejectReport,
    response: ZDecisionResponse,
    errors: ['issue_report_not_found', 'issue_report_decided'],
  },
  operatorAudit: {
    auth: 'operator',
    tags,
    summary: 'The audit log of console actions, newest first, filtered by action and operator',
    query: ZAuditQuery,
    response: ZAuditResponse,
    errors: [],
  },
  operatorUsers: {
    auth: 'operator',
    tags,
    summary:
      'Accounts whose e-mail address contains the text (% and _ literal), newest first, at most 50; never their lists',
    query: ZOperatorUsersQuery,
    response: ZOperatorUsersResponse,
    errors: [],
  },
  lockUser: {
    auth: 'operator',
    tags,
    summary: 'Lock an account: it cannot log in, its sessions end, its API keys are refused',
    params: ZOperatorUserId,
    response: ZOperatorUserResponse,
    errors: ['operator_user_not_found', 'operator_lock_self'],
  },
  unlockUser: {
    auth: 'operator',
    tags,
    summary: 'Unlock an account',
    params: ZOperatorUserId,
    response: ZOperatorUserResponse,
    errors: ['operator_user_not_found'],
  },
  endUserSessions: {
    auth: 'operator',
    tags,
    summary: 'End every session of an account',
    params: ZOperatorUserId,
    response: ZOperatorUserResponse,
    errors: ['operator_user_not_found'],
  },
  revokeUserKeys: {
    auth: 'operator',
    tags,
    summary: 'Revoke every API key of an account',
    params: ZOperatorUserId,
    response: ZOperatorUserResponse,
    errors: ['operator_user_not_found'],
  },
  personBlocks: {
    auth: 'operator',
    tags,
    summary: 'The people blocked after a privacy request, newest first',
    response: ZPersonBlocksResponse,
    errors: [],
  },
  blockPerson: {
    auth: 'operator',
    tags,
    summary:
      'Block a person (by their person or employee page): their page answers 410, they disappear from every other surface',
    body: ZPersonBlockTarget,
    response: ZPersonBlockResponse,
    errors: ['person_not_found', 'employee_not_found'],
  },
  unblockPerson: {
    auth: 'operator',
    tags,
    summary:
      'Lift the block of a person, by the identity the block list shows, with a reason for the audit log',
    body: ZPersonUnblock,
    response: ZPersonBlockResponse,
    errors: ['unblock_reason_required'],
  },
  operatorPrivacyRequests: {
    auth: 'operator',
    tags,
    summary:
      'Privacy requests (open ones by default), oldest deadline first, with the deadline and whether it passed',
    query: ZPrivacyRequestsQuery,
    response: ZPrivacyRequestsResponse,
    errors: [],
  },
  blockForPrivacyRequest: {
    auth: 'operator',
    tags,
    summary:
      'Decide an objection or erasure request by blocking the person it is about, and mail the requester',
    params: ZPrivacyRequestId,
    body: ZBlockForRequest,
    response: ZPrivacyDecision,
    errors: [
      'privacy_request_not_found',
      'privacy_request_decided',
      'privacy_request_not_a_block',
      'person_not_found',
      'employee_not_found',
    ],
  },
  correctForPrivacyRequest: {
    auth: 'operator',
    tags,
    summary:
      'Grant a rectification: write the corrected values into the person’s record as a change with the source “report”, and mail the requester',
    params: ZPrivacyRequestId,
    body: ZCorrectForRequest,
    response: ZPrivacyDecision,
    errors: [
      'privacy_request_not_found',
      'privacy_request_decided',
      'privacy_request_not_a_rectification',
      'person_correction_invalid',
      'person_correction_field_invalid',
      'person_not_found',
      'employee_not_found',
    ],
  },
  rejectPrivacyRequest: {
    auth: 'operator',
    tags,
    summary: 'Reject a privacy request with a reason, and mail the requester',
    params: ZPrivacyRequestId,
    body: ZRejectPrivacyRequest,
    response: ZPrivacyDecision,
    errors: ['privacy_request_not_found', 'privacy_request_decided'],
  },
  operatorInbox: {
    auth: 'operator',
    tags,
    summary:
      'Contact and support messages by status (open ones by default, oldest first; the others newest first), at most 200',
    query: ZInboxQuery,
    response: ZInboxResponse,
    errors: [],
  },
  replyToMessage: {
    auth: 'operator',
    tags,
    summary:
      'Answer an open message: the reply is stored with it and mailed to the sender in the message’s language',
    params: ZInboxMessageId,
    body: ZMessageReply,
    response: ZInboxDecision,
    errors: ['message_not_found', 'message_answered', 'message_closed', 'message_reply_required'],
  },
  closeMessage: {
    auth: 'operator',
    tags,
    summary: 'Close an open or answered message',
    params: ZInboxMessageId,
    response: ZInboxDecision,
    errors: ['message_not_found', 'message_closed'],
  },
  operatorSyncRuns: {
    auth: 'operator',
    tags,
    summary:
      'The latest sync runs of each open register, newest first: outcome, start and end, rows, and the error of a failed run',
    response: ZSyncRunsResponse,
    errors: [],
  },
} as const satisfies RouteSpecs;

import type { operatorPrivacyDe } from './operator-privacy.de';

export const operatorPrivacyEn: typeof operatorPrivacyDe = {
  filterLabel: 'Which requests',
  empty: 'No privacy requests in this view.',
  number: 'Privacy request no. {{id}}',
  kinds: {
    objection: 'Objection (Art. 21 GDPR)',
    erasure: 'Erasure (Art. 17 GDPR)',
    rectification: 'Rectification (Art. 16 GDPR)',
  },
  status: { open: 'Open', blocked: 'Person blocked', rejected: 'Rejected' },
  received: 'received {{date}}',
  deadline: 'Deadline: {{date}}',
  overdue: 'Deadline passed',
  requester: 'Requester',
  about: 'Concerns',
  correction: 'Rectification',
  message: 'Message',
  none: '—',
  person: 'Page to block (p…, r… or e<number>)',
  block: 'Block person',
  blocked: 'Request {{id}}: person blocked, requester notified.',
  rejectReason: 'Reason for rejecting',
  reject: 'Reject',
  rejected: 'Request {{id}} rejected, requester notified.',
  decided: '{{status}} on {{date}} by {{by}}',
  reason: 'Reason: {{reason}}',
};

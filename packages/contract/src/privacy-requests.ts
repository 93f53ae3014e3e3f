import { z } from 'zod';
import { failsWith } from './errors';
import { ZPersonBlockTarget } from './privacy';

/**
 * Privacy requests of the people we list (issue 33, item 2; docs/decisions/172): an objection
 * (GDPR Art. 21), an erasure (Art. 17) or a rectification (Art. 16), filed on the public form.
 */
export const PRIVACY_REQUEST_KINDS = ['objection', 'erasure', 'rectification'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

export const ZPrivacyRequestInput = z
  .object({
    name: z.string().trim().min(1, failsWith('privacy_request_name_required')).max(200),
    email: z.email(failsWith('privacy_request_email_invalid')).max(254),
    /** The person page or company the request is about: its address or its name. */
    about: z.string().trim().min(1, failsWith('privacy_request_about_required')).max(500),
    kind: z.enum(PRIVACY_REQUEST_KINDS, { message: failsWith('privacy_request_kind_invalid') }),
    /** What is wrong and what is right (a rectification needs it). */
    correction: z.string().trim().max(2000).default(''),
    message: z.string().trim().max(10_000).default(''),
  })
  .superRefine((request, context) => {
    if (request.kind === 'rectification' && request.correction === '')
      context.addIssue({
        code: 'custom',
        path: ['correction'],
        message: failsWith('privacy_request_correction_required'),
      });
  });
export type PrivacyRequestInput = z.input<typeof ZPrivacyRequestInput>;
/** A request as filed, every field present: the public form's values. */
export type PrivacyRequestFields = z.output<typeof ZPrivacyRequestInput>;

export const ZPrivacyRequestFiled = z.object({
  success: z.literal(true),
  request_id: z.number().int(),
  /** The day by which we answer (YYYY-MM-DD): received plus one month. */
  deadline: z.string(),
});

export const PRIVACY_REQUEST_STATUSES = ['open', 'blocked', 'rejected', 'corrected'] as const;

/**
 * What a rectification may correct of a person's record (docs/decisions/163): the title and the
 * place of a person page's mandate or an employee; an employee's e-mail and phone too.
 */
export const PERSON_CORRECTION_FIELDS = ['title', 'location', 'email', 'phone'] as const;
export type PersonCorrectionField = (typeof PERSON_CORRECTION_FIELDS)[number];

export const ZPersonCorrection = z.object({
  field: z.enum(PERSON_CORRECTION_FIELDS, { message: failsWith('person_correction_invalid') }),
  /** Empty clears the field (not the title). */
  value: z.string().trim().max(300),
});
export type PersonCorrection = z.infer<typeof ZPersonCorrection>;

/** Granting a rectification: the person (by page key) and the corrected values, one per field. */
export const ZCorrectForRequest = ZPersonBlockTarget.extend({
  corrections: z
    .array(ZPersonCorrection)
    .min(1, failsWith('person_correction_invalid'))
    .max(PERSON_CORRECTION_FIELDS.length)
    .refine(
      (list) => new Set(list.map((c) => c.field)).size === list.length,
      failsWith('person_correction_invalid'),
    )
    .refine(
      (list) =>
        list.every(
          (c) =>
            (c.field !== 'title' || c.value !== '') &&
            (c.field !== 'email' || c.value === '' || z.email().safeParse(c.value).success),
        ),
      failsWith('person_correction_invalid'),
    ),
});
export type CorrectForRequest = z.input<typeof ZCorrectForRequest>;

export const ZPrivacyRequest = z.object({
  request_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  about: z.string(),
  kind: z.enum(PRIVACY_REQUEST_KINDS),
  correction: z.string(),
  message: z.string(),
  lang: z.enum(['de', 'en']),
  status: z.enum(PRIVACY_REQUEST_STATUSES),
  received_at: z.string(),
  deadline: z.string(),
  /** Still open after its deadline. */
  overdue: z.boolean(),
  decided_at: z.string().nullable(),
  decided_by: z.string().nullable(),
  decision_reason: z.string().nullable(),
  /** The identity blocked by the decision (docs/decisions/171). */
  blocked_identity: z.string().nullable(),
  /** What a granted rectification corrected (null for every other decision). */
  corrections: z.array(ZPersonCorrection).nullable(),
});
export type PrivacyRequest = z.infer<typeof ZPrivacyRequest>;

export const ZPrivacyRequestsQuery = z.object({
  status: z.enum(['open', 'decided', 'all']).default('open'),
});
export const ZPrivacyRequestsResponse = z.object({ requests: z.array(ZPrivacyRequest) });
export const ZPrivacyRequestId = z.object({
  id: z
    .string()
    .regex(/^\d{1,12}$/, 'id must be a positive whole number')
    .transform(Number),
});
export const ZBlockForRequest = ZPersonBlockTarget;
export const ZRejectPrivacyRequest = z.object({
  reason: z.string().trim().min(1, 'reason is required').max(2000),
});
export const ZPrivacyDecision = z.object({ success: z.literal(true), request: ZPrivacyRequest });

/** Requests the console lists at most. */
export const PRIVACY_REQUESTS_LIMIT = 500;

/** The statutory deadline: one calendar month after the day received (a shorter month ends it on its last day). */
export function privacyDeadline(receivedAt: string): string {
  const received = new Date(receivedAt);
  const year = received.getUTCFullYear();
  const month = received.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(received.getUTCDate(), lastDay))).toISOString().slice(0, 10);
}

import { z } from 'zod';

/** Company groups (issue 15, docs/decisions/061): a group is every company under one ultimate parent. */

/** The dashboard filter "belongs to the group of …": its one value is the chosen company's id. */
export const GROUP_INDICATOR = 'group';

export const ZGroupCompany = z.object({
  company_id: z.number().int(),
  company_name: z.string(),
});
export type GroupCompany = z.infer<typeof ZGroupCompany>;

/** A company's place in its group, from the stored parent edges (records and GLEIF). */
export const ZCompanyGroup = z.object({
  direct_parent: ZGroupCompany.nullable(),
  /** The top of the chain, when it is not the company itself. */
  ultimate_parent: ZGroupCompany.nullable(),
  /** Companies whose direct parent this company is. */
  subsidiaries: z.number().int(),
  /** Companies in the group, this one included (1 without a group). */
  members: z.number().int(),
});
export type CompanyGroup = z.infer<typeof ZCompanyGroup>;

import { z } from 'zod';
import { failsWith } from './errors';

/** Unicode controls (Cc): the C0 ones (tab, line feed and carriage return among them), DEL and C1. */
const CONTROL_CHARACTER = /\p{Cc}/u;

/**
 * A name the user gives a thing of theirs (a lead list, a saved search, an API key, a matching
 * file): refused with `name_control_characters` when it holds a control character anywhere,
 * checked before the ends are trimmed, so a tab or line break is refused, not quietly dropped
 * (docs/decisions/176).
 */
export function userName(): z.ZodString {
  return z
    .string()
    .refine((value) => !CONTROL_CHARACTER.test(value), failsWith('name_control_characters'))
    .trim();
}

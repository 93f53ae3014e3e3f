import { type ErrorCode, errorsDe, errorsEn, formatError } from '@fd/contract';
import type { AccountStore } from '../../store/types';

type Lang = 'de' | 'en';

const USAGE = {
  de: 'Aufruf: npm run operator -- add|remove <E-Mail>',
  en: 'Usage: npm run operator -- add|remove <email>',
};
const DONE = {
  de: {
    add: (email: string) => `${email} ist jetzt Betreiber.`,
    remove: (email: string) => `${email} ist kein Betreiber mehr.`,
  },
  en: {
    add: (email: string) => `${email} is an operator now.`,
    remove: (email: string) => `${email} is no operator any more.`,
  },
};

/** A code's entry in the error catalogue, in one language (the command is not an HTTP answer). */
const catalogue = (code: ErrorCode, lang: Lang) => (lang === 'de' ? errorsDe : errorsEn)[code];

/**
 * `npm run operator -- add|remove <email>`: the only way to grant or remove the operator role
 * (docs/decisions/170). Exit code 0 when done, 1 for an unknown e-mail, 2 for a wrong call.
 */
export async function runOperatorCommand(
  args: string[],
  accounts: AccountStore,
  lang: Lang,
): Promise<{ code: number; output: string }> {
  const [command, email, ...rest] = args;
  if ((command !== 'add' && command !== 'remove') || !email || rest.length > 0)
    return { code: 2, output: USAGE[lang] };
  if (!(await accounts.operator.setRole(email.trim(), command === 'add'))) {
    const { text, hint } = formatError(catalogue('operator_user_unknown', lang), { email }, lang);
    return { code: 1, output: `operator: ${text} ${hint ?? ''}`.trim() };
  }
  return { code: 0, output: DONE[lang][command](email.trim()) };
}

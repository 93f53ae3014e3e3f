import { errorCodeOfMessage, type Lang } from '@fd/contract';
import type { FastifySchemaValidationError } from 'fastify';
import { type ErrorAnswer, errorText } from './errors';

/**
 * One failed check's text: a catalogue code's text in the request's language for a check that
 * names one (`failsWith`), else the schema's own message.
 */
function issueText(issue: FastifySchemaValidationError, lang: Lang): string {
  const code = errorCodeOfMessage(issue.message);
  return code ? errorText(code, lang) : (issue.message ?? '');
}

/**
 * A request the schemas refused: 400, the code of the first check when it names one (else
 * `invalid_input`), and every failed check with its field: 'offset: offset must be at least 0'.
 */
export function validationAnswer(issues: FastifySchemaValidationError[], lang: Lang): ErrorAnswer {
  const text = issues
    .map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
      const said = issueText(issue, lang);
      return field && !said.startsWith(field) ? `${field}: ${said}` : said;
    })
    .join('; ');
  const code = errorCodeOfMessage(issues[0]?.message) ?? 'invalid_input';
  return { success: false, code, error: text, message: text };
}

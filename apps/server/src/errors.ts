/**
 * Expected failures: code throws `fail(code, params)` with a code of the contract's error
 * catalogue (docs/decisions/105); the one error handler (app.ts) answers it with the code's
 * status and its text in the request's language.
 */
import {
  type ErrorCode,
  type ErrorParams,
  type ErrorParamValues,
  type ErrorTexts,
  errorsDe,
  errorsEn,
  formatError,
  type Lang,
  status,
} from '@fd/contract';

const TEXTS: Record<Lang, ErrorTexts> = { de: errorsDe, en: errorsEn };

export class AppError extends Error {
  /** The field a check refused, named before the text as validation failures name theirs. */
  field: string | null = null;

  /** Sent as Retry-After with a 429 or 503. */
  retryAfterSeconds: number | null = null;

  constructor(
    readonly code: ErrorCode,
    readonly params: ErrorParamValues,
  ) {
    // English in the log; the answer is written in the request's language.
    super(formatError(TEXTS.en[code], params, 'en').text);
    this.name = 'AppError';
  }

  get status(): number {
    return status(this.code);
  }

  /** Names the refused field in the answer: 'keyword: Please enter letters or digits of a name.' */
  inField(field: string): this {
    this.field = field;
    return this;
  }

  /** Tells the client when to try again (Retry-After). */
  retryAfter(seconds: number): this {
    this.retryAfterSeconds = seconds;
    return this;
  }
}

type ParamsArgument<C extends ErrorCode> = keyof ErrorParams<C> extends never ? [] : [params: ErrorParams<C>];

/** The failure of a catalogue code, to throw; a code whose texts name parameters needs them. */
export function fail<C extends ErrorCode>(code: C, ...params: ParamsArgument<C>): AppError {
  return new AppError(code, params[0] ?? {});
}

/** The body of a failure's answer, in the given language. */
export interface ErrorAnswer {
  success: false;
  code: ErrorCode;
  /** What was wrong. */
  error: string;
  /** What was wrong and, where the catalogue has one, what the user can do (`hint`). */
  message: string;
  hint?: string;
  params?: ErrorParamValues;
}

export function errorAnswer(
  code: ErrorCode,
  lang: Lang,
  params: ErrorParamValues = {},
  field: string | null = null,
): ErrorAnswer {
  const { text, hint } = formatError(TEXTS[lang][code], params, lang);
  const error = field ? `${field}: ${text}` : text;
  return {
    success: false,
    code,
    error,
    message: hint ? `${error} ${hint}` : error,
    ...(hint ? { hint } : {}),
    ...(Object.keys(params).length > 0 ? { params } : {}),
  };
}

/** A code's text alone, in the given language (validation failures name one per field). */
export function errorText(code: ErrorCode, lang: Lang): string {
  return formatError(TEXTS[lang][code], {}, lang).text;
}

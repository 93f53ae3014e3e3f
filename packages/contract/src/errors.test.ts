import { describe, expect, it } from 'vitest';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './constants';
import {
  ERROR_CODES,
  ERRORS,
  type ErrorCode,
  type ErrorSpec,
  type ErrorText,
  errorCodeOfMessage,
  failsWith,
  formatError,
  isErrorCode,
  status,
} from './errors';
import { errorsDe } from './errors.de';
import { errorsEn } from './errors.en';

const LANGUAGES = { de: errorsDe, en: errorsEn } as const;

/** Every text of an entry: its text, hint, each variant and each plural form. */
function textsOf(entry: ErrorText): string[] {
  return [
    entry.text,
    ...(entry.hint === undefined ? [] : [entry.hint]),
    ...Object.values(entry.select ?? {}).flatMap((variants) => Object.values(variants)),
    ...Object.values(entry.plural ?? {}).flatMap((forms) => (forms ? [forms.one, forms.other] : [])),
  ];
}

const placeholders = (texts: string[]) =>
  new Set(texts.flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1])));

function declaredParams(code: ErrorCode): string[] {
  const spec: ErrorSpec = ERRORS[code];
  return [
    ...(spec.params ?? []),
    ...(spec.optionalParams ?? []),
    ...(spec.counts ?? []),
    ...Object.keys(spec.select ?? {}),
  ];
}

describe('the error catalogue', () => {
  it('gives every code a German and an English text that differ', () => {
    for (const code of ERROR_CODES) {
      const german: ErrorText = errorsDe[code];
      const english: ErrorText = errorsEn[code];
      expect(german.text.trim(), code).not.toBe('');
      expect(english.text.trim(), code).not.toBe('');
      expect(german.text, code).not.toBe(english.text);
      expect(german.hint === undefined, `${code}: a hint in both languages or neither`).toBe(
        english.hint === undefined,
      );
    }
  });

  it('names exactly the parameters a code declares, in both languages', () => {
    for (const code of ERROR_CODES) {
      for (const [lang, texts] of Object.entries(LANGUAGES)) {
        const entry: ErrorText = texts[code];
        expect([...placeholders(textsOf(entry))].sort(), `${lang} ${code}`).toEqual(
          declaredParams(code).sort(),
        );
      }
    }
  });

  it('has a text for every variant a select parameter declares', () => {
    for (const code of ERROR_CODES) {
      const spec: ErrorSpec = ERRORS[code];
      for (const [name, variants] of Object.entries(spec.select ?? {})) {
        for (const texts of Object.values(LANGUAGES)) {
          const entry: ErrorText = texts[code];
          expect(Object.keys(entry.select?.[name] ?? {}).sort(), `${code}.${name}`).toEqual(
            [...variants].sort(),
          );
        }
      }
    }
  });

  it('writes German with German quotes and English with English ones', () => {
    for (const code of ERROR_CODES) {
      for (const text of textsOf(errorsDe[code])) expect(text, code).not.toMatch(/[“"]\p{L}/u);
      for (const text of textsOf(errorsEn[code])) expect(text, code).not.toMatch(/[„"]/);
    }
  });

  it('names the password limits the contract enforces', () => {
    for (const texts of Object.values(LANGUAGES)) {
      expect(texts.password_too_short.text).toContain(String(MIN_PASSWORD_LENGTH));
      expect(texts.password_too_long.text).toContain(String(MAX_PASSWORD_LENGTH));
    }
  });

  it('gives each code one HTTP status', () => {
    expect(status('company_not_found')).toBe(404);
    expect(status('export_quota_reached')).toBe(429);
    expect(ERROR_CODES.every((code) => status(code) >= 400 && status(code) < 600)).toBe(true);
  });
});

describe('formatError', () => {
  it('fills in texts as they are and counts in the number format of the language', () => {
    const params = { rows: 12500, remaining: 3, limit: 5000 };
    expect(formatError(errorsDe.export_quota_reached, params, 'de').text).toBe(
      'Dieser Export (12.500 Zeilen) ist größer als der heutige Rest des Exportkontingents Ihres Kontos (3 von 5.000 Zeilen).',
    );
    expect(formatError(errorsEn.list_name_taken, { name: 'Kunden 2025' }, 'en').text).toBe(
      'You already have a list named “Kunden 2025”.',
    );
  });

  it('picks the plural form of a count', () => {
    expect(formatError(errorsDe.login_throttled, { minutes: 1 }, 'de').hint).toBe(
      'Bitte warten Sie 1 Minute oder setzen Sie Ihr Passwort zurück.',
    );
    expect(formatError(errorsEn.login_throttled, { minutes: 15 }, 'en').hint).toBe(
      'Please wait 15 minutes or reset your password.',
    );
  });

  it('picks the variant of a select parameter and fills in its own parameters', () => {
    const params = {
      indicator: 'country',
      problem: 'not_a_choice',
      value: 'France',
      allowed: 'Austria, Germany',
    };
    expect(formatError(errorsDe.filter_invalid, params, 'de').text).toBe(
      'Der Filter „country“ ist ungültig: „France“ ist keiner der Werte Austria, Germany.',
    );
    expect(formatError(errorsEn.limit_reached, { what: 'watchlist', limit: 1000 }, 'en')).toEqual({
      text: 'You have reached the limit of 1,000 watched companies.',
      hint: 'Please remove some first.',
    });
  });

  it('leaves a placeholder whose value is missing as it is', () => {
    expect(formatError(errorsEn.company_not_found, {}, 'en').text).toBe(
      'There is no company with the id {id}.',
    );
    expect(formatError(errorsEn.invalid_input, {}, 'en').hint).toBeNull();
  });
});

describe('codes of schema checks', () => {
  it('turns a check that names a code back into the code', () => {
    expect(errorCodeOfMessage(failsWith('invalid_email'))).toBe('invalid_email');
    expect(errorCodeOfMessage('offset must be a whole number')).toBeNull();
    expect(errorCodeOfMessage(undefined)).toBeNull();
    expect(isErrorCode('toString')).toBe(false);
  });
});

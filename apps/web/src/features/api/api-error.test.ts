import { errorsDe, errorsEn } from '@fd/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { setErrorTexts } from '../../i18n/errorTexts';
import { ApiError, apiErrorFrom, errorText } from './api-error';

describe('API errors in the UI language', () => {
  beforeEach(() => setErrorTexts(errorsDe, 'de'));

  it('shows the catalogue text of a known code, and the server text otherwise', () => {
    expect(errorText('bad_credentials', 'Incorrect email or password.')).toBe(errorsDe.bad_credentials.text);
    expect(errorText(null, 'Something else')).toBe('Something else');
    expect(new ApiError(400, 'Please enter a valid email address.', 'invalid_email').message).toBe(
      errorsDe.invalid_email.text,
    );
  });

  it('fills in the parameters of the answer and adds the hint', () => {
    const refused = apiErrorFrom(429, 'Too Many Requests', {
      success: false,
      code: 'export_quota_reached',
      error: 'This export (5 rows) is larger than …',
      params: { rows: 5, remaining: 3, limit: 5000 },
    });
    expect(refused).toMatchObject({ status: 429, code: 'export_quota_reached' });
    expect(refused.message).toBe(
      'Dieser Export (5 Zeilen) ist größer als der heutige Rest des Exportkontingents Ihres Kontos (3 von 5.000 Zeilen). Entfernen Sie Firmen aus der Liste oder exportieren Sie morgen.',
    );
  });

  it('writes English when the UI is English', () => {
    setErrorTexts(errorsEn, 'en');
    const taken = apiErrorFrom(409, 'Conflict', {
      code: 'list_name_taken',
      error: 'x',
      params: { name: 'Leads' },
    });
    expect(taken.message).toBe('You already have a list named “Leads”.');
  });

  it('keeps the server text for a code it does not know and the status text without a body', () => {
    expect(apiErrorFrom(418, "I'm a teapot", { code: 'teapot', error: 'Short and stout' })).toMatchObject({
      code: null,
      message: 'Short and stout',
    });
    expect(apiErrorFrom(502, 'Bad Gateway', null)).toMatchObject({ code: null, message: 'Bad Gateway' });
  });

  it('takes only text and number parameters from the answer', () => {
    const odd = apiErrorFrom(404, 'Not Found', {
      code: 'company_not_found',
      error: 'x',
      params: { id: { nested: true } },
    });
    expect(odd.message).toBe('Ein Unternehmen mit der Nummer {id} gibt es nicht.');
  });
});

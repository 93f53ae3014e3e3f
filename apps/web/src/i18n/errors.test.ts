import { ERROR_CODES, ERROR_MESSAGES, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@fd/contract';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError, errorText } from '../features/api/api-error';
import { de } from './de';
import { en } from './en';

describe('error texts', () => {
  it('has a German and an English text for every error code of the contract', () => {
    for (const code of ERROR_CODES) {
      const german = (de.errors as Record<string, string | undefined>)[code];
      const english = (en.errors as Record<string, string | undefined>)[code];
      expect(german?.trim(), `German text for ${code}`).toBeTruthy();
      expect(english?.trim(), `English text for ${code}`).toBeTruthy();
      expect(german, `German text for ${code} is not the English one`).not.toBe(english);
    }
  });

  it('has no text for a code the contract does not know', () => {
    expect(Object.keys(de.errors).sort()).toEqual([...ERROR_CODES].sort());
    expect(Object.keys(en.errors).sort()).toEqual([...ERROR_CODES].sort());
  });

  it('names the password limits the contract enforces', () => {
    expect(ERROR_MESSAGES.password_too_short).toContain(String(MIN_PASSWORD_LENGTH));
    expect(ERROR_MESSAGES.password_too_long).toContain(String(MAX_PASSWORD_LENGTH));
  });

  it('shows the translation of a known code and the server text otherwise', async () => {
    await i18next.init({ lng: 'de', resources: { de: { translation: de } }, showSupportNotice: false });
    expect(errorText('bad_credentials', 'Incorrect email or password.')).toBe(de.errors.bad_credentials);
    expect(errorText(null, 'Something else')).toBe('Something else');
    expect(new ApiError(400, 'Please enter a valid email address.', 'invalid_email').message).toBe(
      de.errors.invalid_email,
    );
  });
});

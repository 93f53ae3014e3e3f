import { describe, expect, it } from 'vitest';
import { AppError, errorAnswer, fail } from './errors';
import { requestLang } from './request-lang';

describe('failures from the error catalogue', () => {
  it('carry their code, parameters and status, and English text for the log', () => {
    const error = fail('list_name_taken', { name: 'Kunden' });
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'list_name_taken', params: { name: 'Kunden' }, status: 409 });
    expect(error.message).toBe('You already have a list named “Kunden”.');
    expect(fail('too_many_messages').retryAfter(30).retryAfterSeconds).toBe(30);
  });

  it('are answered in the language asked for, with the hint after the text', () => {
    expect(errorAnswer('too_many_mails', 'de')).toEqual({
      success: false,
      code: 'too_many_mails',
      error: 'Für diese Adresse wurden gerade mehrere E-Mails gesendet.',
      message:
        'Für diese Adresse wurden gerade mehrere E-Mails gesendet. Bitte versuchen Sie es in einer Stunde erneut.',
      hint: 'Bitte versuchen Sie es in einer Stunde erneut.',
    });
  });

  it('name the refused field before the text, as validation failures do', () => {
    const answer = errorAnswer('keyword_invalid', 'en', {}, 'keyword');
    expect(answer.error).toBe('keyword: Please enter letters or digits of a name.');
    expect(answer).not.toHaveProperty('params');
  });

  it('send their parameters along, so the web app can write the text itself', () => {
    expect(errorAnswer('account_locked', 'en', { minutes: 1 })).toMatchObject({
      message:
        'Too many log-in attempts for this account from unknown devices. Please log in from a device you used before, wait 1 minute or reset your password.',
      params: { minutes: 1 },
    });
  });
});

describe(requestLang.name, () => {
  it('takes X-Lang, then Accept-Language, else German', () => {
    expect(requestLang({ 'x-lang': 'en', 'accept-language': 'de-AT' })).toBe('en');
    expect(requestLang({ 'x-lang': 'fr', 'accept-language': 'en-GB,en;q=0.9' })).toBe('en');
    expect(requestLang({ 'accept-language': 'de-CH' })).toBe('de');
    expect(requestLang({})).toBe('de');
  });

  it('falls back to the given language when neither header names German or English', () => {
    expect(requestLang({}, 'en')).toBe('en');
    expect(requestLang({ 'accept-language': '*' }, 'en')).toBe('en');
    expect(requestLang({ 'accept-language': 'fr-FR,de;q=0.8' }, 'en')).toBe('en');
    expect(requestLang({ 'accept-language': 'DE-at' }, 'en')).toBe('de');
    expect(requestLang({ 'x-lang': 'de' }, 'en')).toBe('de');
  });
});

import { errorsDe, errorsEn } from '@fd/contract';
import { describe, expect, it } from 'vitest';
import { de } from './de';
import { en } from './en';
import { operatorCatalogueDe, operatorCatalogueEn } from './operator-catalogue';

/** Every text of a catalogue, with its path, however deeply nested. */
function texts(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => texts(inner, path ? `${path}.${key}` : key));
  }
  return [];
}

/** docs/decisions/184: English says "Log in" / "Sign up" (noun "log-in"); German "Anmelden" / "Registrieren". */
describe('one login term per language', () => {
  it('English never says Login, Sign in, Sign out or Sign Up', () => {
    const other = /\b(Login|login|Sign[ -]in|sign[ -]in|Sign out|sign out|signed[ -]in|Signed in|Sign Up)\b/;
    const found = [...texts(en), ...texts(operatorCatalogueEn), ...texts(errorsEn, 'errors')].filter(
      ([, text]) => other.test(text),
    );
    expect(found).toEqual([]);
  });

  it('German never says Login or Log-in', () => {
    const other = /\b(Login|Log-in|Log in|einloggen|Einloggen)\b/;
    const found = [...texts(de), ...texts(operatorCatalogueDe), ...texts(errorsDe, 'errors')].filter(
      ([, text]) => other.test(text),
    );
    expect(found).toEqual([]);
  });

  it('names the log-in link once per language: every link to /login reads nav.login (LoginLink)', () => {
    // The log-in page's own title and button name the page, not a link to it.
    for (const [catalogue, word] of [
      [de, 'Anmelden'],
      [en, 'Log in'],
    ] as const) {
      const keys = texts(catalogue)
        .filter(([path, text]) => text === word && !path.startsWith('auth.login.'))
        .map(([path]) => path);
      expect(keys).toEqual(['nav.login']);
    }
  });
});

import { type ErrorTexts, errorsDe, errorsEn } from '@fd/contract';
import type { Page } from '@playwright/test';
import { type Catalogue, de } from '../../apps/web/src/i18n/de';
import { en } from '../../apps/web/src/i18n/en';
import { operatorCatalogueDe, operatorCatalogueEn } from '../../apps/web/src/i18n/operator-catalogue';

/** The two UI languages, German first because it is the default. */
export const LANGS = ['de', 'en'] as const;
export type Lang = (typeof LANGS)[number];

/** The web app's own catalogues: the specs expect exactly the texts a user reads. */
export const catalogues: Record<Lang, Catalogue> = {
  de: { ...de, ...operatorCatalogueDe },
  en: { ...en, ...operatorCatalogueEn },
};

/** The error catalogue's texts, which the web app shows for the API's error codes. */
export const errorTexts: Record<Lang, ErrorTexts> = { de: errorsDe, en: errorsEn };

/** i18next-style `{{name}}` interpolation, enough for the catalogue's templates. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    if (!(key in values)) throw new Error(`no value for {{${key}}} in '${template}'`);
    return String(values[key]);
  });
}

/**
 * Opens every page of this test in the given language (stored for the browser session, as the
 * app does). German needs nothing: it is the default.
 */
export async function useLanguage(page: Page, lang: Lang): Promise<void> {
  if (lang === 'en') await page.addInitScript(() => sessionStorage.setItem('lang', 'en'));
}

/** A stored cookie choice, so that the banner does not cover the page under test. */
export async function answerCookieBanner(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
}

/** Language and cookie choice in one call: the usual start of a public-page test. */
export async function preparePublicPage(page: Page, lang: Lang): Promise<Catalogue> {
  await useLanguage(page, lang);
  await answerCookieBanner(page);
  return catalogues[lang];
}

/** Makes one API endpoint fail with HTTP 500, for this page only. */
export async function failApi(page: Page, endpoint: string): Promise<void> {
  await page.route(`**/api/${endpoint}**`, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
}

export function otherLang(lang: Lang): Lang {
  return lang === 'de' ? 'en' : 'de';
}

/** A 'yyyy-mm-dd' day as the pages write it (docs/decisions/184): '31.12.2024' / '31 Dec 2024'. */
export function dayText(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-GB', {
    day: lang === 'de' ? '2-digit' : 'numeric',
    month: lang === 'de' ? '2-digit' : 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
}

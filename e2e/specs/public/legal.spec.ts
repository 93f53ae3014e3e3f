import { expect, test } from '@playwright/test';
import type { Catalogue } from '../../../apps/web/src/i18n/de';
import { fill, LANGS, type Lang, preparePublicPage } from '../../support/public';

/** Facts the legal texts must state, as each language writes them. */
const FACTS: Record<
  Lang,
  { effectiveDate: string; versionDate: string; chatRetention: string; minimumAge: string }
> = {
  de: {
    effectiveDate: '27.12.2024',
    versionDate: '03.10.2024',
    chatRetention: 'Chat-Daten werden spätestens 2 Stunden nach der letzten Nachricht gelöscht.',
    minimumAge: 'mindestens 18 Jahre alt und voll geschäftsfähig',
  },
  en: {
    effectiveDate: '27 Dec 2024',
    versionDate: '3 Oct 2024',
    chatRetention: 'Chat data is deleted at the latest 2 hours after the last message.',
    minimumAge: 'at least 18 years old and have full legal capacity',
  },
};

const SECTIONS: Record<Lang, [string, string]> = {
  de: [
    'Abschnitt I – Bestimmungen für alle Kunden',
    'Abschnitt II – Ergänzende Bestimmungen für Unternehmer',
  ],
  en: [
    'Section I – Provisions for all customers',
    'Section II – Additional provisions for business customers',
  ],
};

for (const lang of LANGS) {
  test.describe(`legal pages (${lang})`, () => {
    let cat: Catalogue;
    const facts = FACTS[lang];

    test.beforeEach(async ({ page }) => {
      cat = await preparePublicPage(page, lang);
    });

    for (const path of ['/cookies', '/privacy']) {
      test(`${path} shows the data-protection and cookie policy`, async ({ page }) => {
        await page.goto(path);
        const document = page.getByRole('article');
        await expect(document.getByRole('heading', { level: 1 })).toHaveText(cat.legal.privacyTitle);
        await expect(
          document.getByText(fill(cat.legal.effective, { date: facts.effectiveDate })),
        ).toBeVisible();
        await expect(document).toContainText(facts.chatRetention);
        await expect(document.getByRole('heading', { name: '3. Cookies' })).toBeVisible();
        await expect(page).toHaveTitle(fill(cat.common.pageTitle, { title: cat.legal.privacyTitle }));
      });
    }

    test('/impressum shows the company legal details', async ({ page }) => {
      await page.goto('/impressum');
      const document = page.getByRole('article');
      await expect(document.getByRole('heading', { level: 1 })).toHaveText(cat.legal.imprintTitle);
      for (const detail of ['Firmenradar GmbH', 'FN 523817 w', 'Handelsgericht Wien', 'ATU71248651']) {
        await expect(document).toContainText(detail);
      }
      await expect(document).toContainText('Mariahilfer Straße 123/4');
    });

    test('/terms shows the dates, both sections, the minimum age and the court', async ({ page }) => {
      await page.goto('/terms');
      const document = page.getByRole('article');
      await expect(document.getByRole('heading', { level: 1 })).toHaveText(cat.legal.termsTitle);
      await expect(
        document.getByText(
          `${fill(cat.legal.effective, { date: facts.effectiveDate })} · ${fill(cat.legal.version, { date: facts.versionDate })}`,
        ),
      ).toBeVisible();
      const [sectionOne, sectionTwo] = SECTIONS[lang];
      await expect(document.getByRole('heading', { level: 2, name: sectionOne })).toBeVisible();
      await expect(document.getByRole('heading', { level: 2, name: sectionTwo })).toBeVisible();
      await expect(document).toContainText(facts.minimumAge);
      await expect(document).toContainText('Mattersburg');
    });
  });
}

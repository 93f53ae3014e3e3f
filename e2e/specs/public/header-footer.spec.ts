import { CONTACT_INFO, NAVBAR_SCROLL_THRESHOLD_PX } from '@fd/contract';
import { expect, type Page, test } from '@playwright/test';
import type { Catalogue } from '../../../apps/web/src/i18n/de';
import { answerCookieBanner, catalogues, LANGS, otherLang, preparePublicPage } from '../../support/public';

function publicLinks(cat: Catalogue): [string, string][] {
  return [
    [cat.nav.search, '/suche'],
    [cat.nav.top500, '/top500'],
    [cat.nav.statistics, '/statistik'],
    [cat.nav.contact, '/kontakt'],
  ];
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
}

for (const lang of LANGS) {
  test.describe(`site header and footer (${lang})`, () => {
    let cat: Catalogue;

    test.describe('with the language stored', () => {
      test.beforeEach(async ({ page }) => {
        cat = await preparePublicPage(page, lang);
      });

      test('the header links to the public pages and the account entry', async ({ page }) => {
        await page.goto('/');
        const nav = page.getByRole('banner').getByRole('navigation', { name: cat.nav.label });
        for (const [name, href] of publicLinks(cat)) {
          await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
        }
        await expect(nav.getByRole('link', { name: cat.nav.login })).toHaveAttribute('href', '/login');
        await expect(nav.getByRole('link', { name: cat.nav.myAccount })).toHaveAttribute('href', '/register');

        await nav.getByRole('link', { name: cat.nav.statistics }).click();
        await expect(page).toHaveURL(/\/statistik$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(cat.statistics.title);
        await expect(nav.getByRole('link', { name: cat.nav.statistics })).toHaveAttribute(
          'aria-current',
          'page',
        );

        await page.getByRole('link', { name: cat.nav.home }).click();
        await expect(page).toHaveURL(/\/$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(cat.landing.heroTitle);
      });

      test('the header changes its style once scrolled more than 50 px', async ({ page }) => {
        await page.goto('/terms');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(cat.legal.termsTitle);
        const header = page.getByRole('banner');
        await expect(header).not.toHaveClass(/scrolled/);
        const shadowAtTop = await header.evaluate((element) => getComputedStyle(element).boxShadow);

        await scrollTo(page, 2 * NAVBAR_SCROLL_THRESHOLD_PX);
        await expect(header).toHaveClass(/scrolled/);
        expect(await header.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe(shadowAtTop);
        await scrollTo(page, NAVBAR_SCROLL_THRESHOLD_PX);
        await expect(header).not.toHaveClass(/scrolled/);
        await scrollTo(page, NAVBAR_SCROLL_THRESHOLD_PX + 1);
        await expect(header).toHaveClass(/scrolled/);
        await scrollTo(page, 0);
        await expect(header).not.toHaveClass(/scrolled/);
      });

      test('the header style holds steady just past the threshold', async ({ page }) => {
        await page.goto('/terms');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(cat.legal.termsTitle);
        const header = page.getByRole('banner');
        await header.evaluate((element) => {
          const classes: string[] = [];
          Reflect.set(window, 'headerClasses', classes);
          new MutationObserver(() => classes.push(element.className)).observe(element, { attributes: true });
        });
        const justPast = NAVBAR_SCROLL_THRESHOLD_PX + 5;
        await scrollTo(page, justPast);
        await expect(header).toHaveClass(/scrolled/);
        // The bar's style transition is the subject: once it has run (and a frame has been drawn
        // after it), nothing may have moved back.
        await header.evaluate(async (element) => {
          await Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished));
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        });
        expect(await page.evaluate(() => window.scrollY)).toBe(justPast);
        const classes = await page.evaluate(() => Reflect.get(window, 'headerClasses') as string[]);
        expect(classes).toHaveLength(1);
      });

      test('the footer links to every public and legal page and shows the contact details', async ({
        page,
      }) => {
        await page.goto('/');
        const footer = page.getByRole('contentinfo');
        const site = footer.getByRole('navigation', { name: cat.footer.navigation });
        for (const [name, href] of publicLinks(cat)) {
          await expect(site.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
        }
        const legal = footer.getByRole('navigation', { name: cat.footer.legal });
        await expect(legal.getByRole('link')).toHaveText([
          cat.footer.imprint,
          cat.footer.dataSources,
          cat.footer.terms,
          cat.footer.cookies,
        ]);
        expect(
          await legal.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
        ).toEqual(['/impressum', '/datenquellen', '/terms', '/cookies']);
        await expect(footer.getByRole('link', { name: CONTACT_INFO.phone })).toHaveAttribute(
          'href',
          `tel:${CONTACT_INFO.phone.replace(/\s/g, '')}`,
        );
        await expect(footer.getByRole('link', { name: CONTACT_INFO.email })).toHaveAttribute(
          'href',
          `mailto:${CONTACT_INFO.email}`,
        );
        await expect(footer).toContainText(
          `${CONTACT_INFO.postcode} ${CONTACT_INFO.city}, ${cat.countries.Austria}`,
        );
        await expect(footer).toContainText(`${cat.contact.hoursTitle}: ${cat.contact.hours}`);

        await legal.getByRole('link', { name: cat.footer.imprint }).click();
        await expect(page).toHaveURL(/\/impressum$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(cat.legal.imprintTitle);
      });

      test.describe('on a 390 px screen', () => {
        test.use({ viewport: { width: 390, height: 844 } });

        test('the menu opens over an overlay and locks page scrolling', async ({ page }) => {
          await page.goto('/statistik');
          const header = page.getByRole('banner');
          const menuLink = header.getByRole('link', { name: cat.nav.top500 });
          const overlay = header.locator(':scope > div[aria-hidden="true"]');
          const bodyLocked = () =>
            page.evaluate(() => ({
              locked: document.body.classList.contains('scroll-locked'),
              overflow: getComputedStyle(document.body).overflow,
            }));
          await expect(menuLink).toBeHidden();

          const open = async () => {
            await header.getByRole('button', { name: cat.nav.openMenu }).click();
            await expect(header.getByRole('button', { name: cat.nav.closeMenu })).toHaveAttribute(
              'aria-expanded',
              'true',
            );
            await expect(menuLink).toBeVisible();
            await expect(overlay).toBeVisible();
            expect(await bodyLocked()).toEqual({ locked: true, overflow: 'hidden' });
          };
          const expectClosed = async () => {
            await expect(header.getByRole('button', { name: cat.nav.openMenu })).toHaveAttribute(
              'aria-expanded',
              'false',
            );
            await expect(overlay).toHaveCount(0);
            await expect(menuLink).toBeHidden();
            expect(await bodyLocked()).toEqual({ locked: false, overflow: 'visible' });
          };

          await open();
          await page.keyboard.press('Escape');
          await expectClosed();

          await open();
          await overlay.click({ position: { x: 195, y: 700 } });
          await expectClosed();

          await open();
          await menuLink.click();
          await expect(page).toHaveURL(/\/top500$/);
          await expectClosed();
        });
      });
    });

    test('the language choice switches the language and keeps the address', async ({ page }) => {
      await answerCookieBanner(page);
      const target = otherLang(lang);
      await page.goto('/suche?q=bau&page=2');
      if (lang === 'en') {
        await page.evaluate(() => sessionStorage.setItem('lang', 'en'));
        await page.reload();
      }
      const from = catalogues[lang];
      const to = catalogues[target];
      const choice = page.getByRole('contentinfo').getByRole('group', { name: from.language.choice });
      await expect(choice.getByRole('button', { name: from.language[lang] })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      await choice.getByRole('button', { name: from.language[target] }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', target);
      await expect(page).toHaveURL(/\/suche\?q=bau&page=2$/);
      expect(await page.evaluate(() => sessionStorage.getItem('lang'))).toBe(target);
      await expect(page.getByRole('button', { name: to.language[target] })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(page.getByRole('columnheader', { name: to.companyList.rank })).toBeVisible();

      // The header button flips straight back.
      await page.getByRole('banner').getByRole('button', { name: to.language.switchTo }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page).toHaveURL(/\/suche\?q=bau&page=2$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(from.landing.heroTitle);
    });
  });
}

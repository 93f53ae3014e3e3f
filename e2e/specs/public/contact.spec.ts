import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTACT_INFO } from '@fd/contract';
import { expect, type Page, test } from '@playwright/test';
import type { Catalogue } from '../../../apps/web/src/i18n/de';
import { LANGS, preparePublicPage } from '../../support/public';
import { signInTestUserViaApi } from '../../support/session';

type Field = 'name' | 'email' | 'company' | 'subject' | 'message';

/** The server writes each outgoing mail as an .eml file here (no SMTP in the tests). */
const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');

function outboxMails(): string[] {
  try {
    return readdirSync(outbox).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
}

function field(page: Page, cat: Catalogue, name: Field) {
  const required = name !== 'company';
  return page.getByLabel(
    required ? `${cat.contact[name]} *` : `${cat.contact[name]} ${cat.contact.optional}`,
    {
      exact: true,
    },
  );
}

async function fillForm(page: Page, cat: Catalogue, values: Partial<Record<Field, string>>) {
  for (const [name, value] of Object.entries(values) as [Field, string][]) {
    await field(page, cat, name).fill(value);
  }
}

function sendButton(page: Page, cat: Catalogue) {
  return page.getByRole('button', { name: cat.contact.submit });
}

for (const lang of LANGS) {
  test.describe(`contact (${lang})`, () => {
    let cat: Catalogue;

    test.beforeEach(async ({ page }) => {
      cat = await preparePublicPage(page, lang);
      await page.goto('/kontakt');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(cat.contact.title);
    });

    test('name, e-mail, subject and message are required; company is optional', async ({ page }) => {
      const posted: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/contact') posted.push(request.method());
      });
      for (const name of ['name', 'email', 'subject', 'message'] as const) {
        await expect(field(page, cat, name)).toHaveAttribute('required', '');
      }
      await expect(field(page, cat, 'company')).not.toHaveAttribute('required', '');
      await expect(field(page, cat, 'email')).toHaveAttribute('type', 'email');

      await sendButton(page, cat).click();
      await expect(field(page, cat, 'name')).toBeFocused();
      expect(
        await field(page, cat, 'name').evaluate((input: HTMLInputElement) => input.validity.valueMissing),
      ).toBe(true);

      await fillForm(page, cat, {
        name: 'Erika Muster',
        email: 'not-an-address',
        subject: 'Hallo',
        message: 'Text',
      });
      await sendButton(page, cat).click();
      await expect(field(page, cat, 'email')).toBeFocused();
      expect(
        await field(page, cat, 'email').evaluate((input: HTMLInputElement) => input.validity.typeMismatch),
      ).toBe(true);
      await expect(page.getByRole('status')).toHaveCount(0);
      expect(posted).toEqual([]);
    });

    test('a sent message thanks the sender, clears the form and mails the operator', async ({ page }) => {
      const subject = `E2E contact ${lang} ${Date.now()}`;
      const mailsBefore = new Set(outboxMails());
      await fillForm(page, cat, {
        name: 'Erika Muster',
        email: 'erika.muster@example.com',
        company: 'Muster Bau GmbH',
        subject,
        message: 'Please send me your price list.',
      });
      await sendButton(page, cat).click();
      await expect(page.getByRole('status')).toHaveText(cat.contact.success);
      for (const name of ['name', 'email', 'company', 'subject', 'message'] as const) {
        await expect(field(page, cat, name)).toHaveValue('');
      }
      await expect
        .poll(() =>
          outboxMails()
            .filter((file) => !mailsBefore.has(file))
            .map((file) => readFileSync(join(outbox, file), 'utf8'))
            .find((mail) => mail.includes(subject)),
        )
        .toContain('erika.muster@example.com');
    });

    test('a failed send shows the error and keeps what was typed', async ({ page }) => {
      await page.route('**/api/contact', (route) => route.fulfill({ status: 500, body: '{}' }));
      const typed = { name: 'Erika Muster', email: 'erika@example.com', subject: 'Frage', message: 'Hallo!' };
      await fillForm(page, cat, typed);
      await sendButton(page, cat).click();
      await expect(page.getByRole('alert')).toHaveText(cat.contact.error);
      await expect(page.getByRole('status')).toHaveCount(0);
      for (const [name, value] of Object.entries(typed) as [Field, string][]) {
        await expect(field(page, cat, name)).toHaveValue(value);
      }
      await expect(sendButton(page, cat)).toBeEnabled();
    });

    test('contact details, business hours and social links are shown', async ({ page }) => {
      const details = page.getByRole('complementary');
      await expect(details.getByRole('heading', { name: cat.contact.infoTitle })).toBeVisible();
      await expect(details).toContainText(CONTACT_INFO.street);
      await expect(details).toContainText(
        `${CONTACT_INFO.postcode} ${CONTACT_INFO.city}, ${cat.countries.Austria}`,
      );
      await expect(details.getByRole('link', { name: CONTACT_INFO.phone })).toHaveAttribute(
        'href',
        `tel:${CONTACT_INFO.phone.replace(/\s/g, '')}`,
      );
      await expect(details.getByRole('link', { name: CONTACT_INFO.email })).toHaveAttribute(
        'href',
        `mailto:${CONTACT_INFO.email}`,
      );
      await expect(details.getByRole('heading', { name: cat.contact.hoursTitle })).toBeVisible();
      await expect(details.getByText(cat.contact.hours, { exact: true })).toBeVisible();
      await expect(details.getByRole('heading', { name: cat.contact.socialTitle })).toBeVisible();
      const social = details.getByRole('link', { name: /LinkedIn|XING|Facebook|YouTube/ });
      await expect(social).toHaveCount(4);
      for (const link of await social.all()) {
        await expect(link).toHaveAttribute('target', '_blank');
      }
    });
  });
}

test('the support form sends, thanks and keeps the sender for the next request', async ({ page }) => {
  const cat = await preparePublicPage(page, 'de');
  await signInTestUserViaApi(page);
  await page.goto('/dashboard/support');
  const form = page.getByRole('form', { name: cat.support.formTitle });
  // Name and e-mail come from the account.
  const name = await field(page, cat, 'name').inputValue();
  const email = await field(page, cat, 'email').inputValue();
  expect(email).toContain('@');
  await fillForm(page, cat, {
    subject: 'Export',
    message: 'Wie exportiere ich eine Merkliste als Excel-Datei?',
  });
  await form.getByRole('button', { name: cat.contact.submit }).click();
  await expect(form.getByRole('status')).toHaveText(cat.support.success);
  await expect(field(page, cat, 'name')).toHaveValue(name);
  await expect(field(page, cat, 'email')).toHaveValue(email);
  await expect(field(page, cat, 'subject')).toHaveValue('');
  // A change after the result returns the form to editing.
  await field(page, cat, 'subject').fill('Noch eine Frage');
  await expect(form.getByRole('status')).toHaveCount(0);
});

import type { EmployeeDetail } from '@fd/contract';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { catalogues, preparePublicPage } from '../../support/public';
import { signInTestUserViaApi } from '../../support/session';
import { employee, findFullCompany } from './profiles';

const de = catalogues.de;

function card(page: Page, title: string) {
  return page.getByRole('region', { name: title, exact: true });
}

/** A person of the fullest company whose e-mail or phone is on file (shown or not). */
async function personWithContact(request: APIRequestContext): Promise<EmployeeDetail> {
  const { employees } = await findFullCompany(request);
  for (const { employee_id } of employees) {
    const candidate = await employee(request, employee_id);
    if (candidate.contact_available && candidate.email) return candidate;
    if (candidate.contact_available && candidate.contact_withheld === 'login') return candidate;
  }
  throw new Error('no person with contact data in the fullest company');
}

test.describe('employee page', () => {
  test('the timelines list every experience and education entry', async ({ page, request }) => {
    const { employees } = await findFullCompany(request);
    const person = await employee(request, employees[0]!.employee_id);
    const experience = (person.experience ?? '').split(' / ');
    const education = (person.education ?? '').split(' / ');
    await preparePublicPage(page, 'de');
    await page.goto(`/dashboard/employees/${person.employee_id}`);
    const e = de.employeePage;

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(person.fullName);
    await expect(page.getByRole('link', { name: person.company_name ?? '' }).first()).toHaveAttribute(
      'href',
      `/dashboard/companies/${person.company_id}`,
    );
    const work = card(page, e.experience.title).getByRole('listitem');
    await expect(work).toHaveCount(experience.length);
    const [firstTitle, firstRest = ''] = experience[0]!.split(' at ');
    await expect(work.first()).toContainText(firstTitle!);
    await expect(work.first()).toContainText(firstRest.replace(/ in \d{4}.*$/, ''));
    await expect(work.first()).toContainText(/\d{4} – (\d{4}|heute)/);
    await expect(card(page, e.education.title).getByRole('listitem')).toHaveCount(education.length);
    await expect(card(page, e.skills.title).getByRole('listitem')).toHaveCount(
      new Set((person.skills ?? '').split(' / ')).size,
    );
    // Anonymous: the card says whether contact data exists, and asks to sign in only then.
    const contactCard = card(page, e.contact.title);
    if (person.contact_available) await expect(contactCard.getByText(e.contact.loginHint)).toBeVisible();
    else await expect(contactCard.getByText(e.contact.loginHint)).toHaveCount(0);
  });

  test('anonymous visitors see that contact data exists and a prompt to sign in, in both languages', async ({
    page,
    request,
  }) => {
    const person = await personWithContact(request);
    expect(person).toMatchObject({ email: null, phone: null, contact_withheld: 'login' });
    for (const lang of ['de', 'en'] as const) {
      await preparePublicPage(page, lang);
      await page.goto(`/dashboard/employees/${person!.employee_id}`);
      const texts = catalogues[lang].employeePage.contact;
      const contactCard = card(page, texts.title);
      await expect(contactCard.getByText(texts.loginHint)).toBeVisible();
      await expect(contactCard.getByRole('link', { name: texts.login })).toHaveAttribute('href', '/login');
    }
  });

  test('a signed-in user past the daily contact quota is told why, in both languages', async ({
    page,
    request,
  }) => {
    const { employees } = await findFullCompany(request);
    const person = await employee(request, employees[0]!.employee_id);
    await page.route('**/api/employees?eid=*', (route) =>
      route.fulfill({
        json: {
          ...person,
          email: null,
          phone: null,
          contact_visible: false,
          contact_available: true,
          contact_withheld: 'quota',
        },
      }),
    );
    for (const lang of ['de', 'en'] as const) {
      await preparePublicPage(page, lang);
      await page.goto(`/dashboard/employees/${person.employee_id}`);
      const texts = catalogues[lang].employeePage.contact;
      await expect(card(page, texts.title).getByText(texts.quotaHint)).toBeVisible();
      await expect(card(page, texts.title).getByText(texts.loginHint)).toHaveCount(0);
    }
  });

  test('missing career data shows the missing-data texts and a failed avatar the default image', async ({
    page,
    request,
  }) => {
    const { employees } = await findFullCompany(request);
    const person = await employee(request, employees[0]!.employee_id);
    await preparePublicPage(page, 'en');
    await page.route('**/api/employees?eid=*', (route) =>
      route.fulfill({ json: { ...person, experience: null, education: '', skills: null } }),
    );
    await page.route('**/api/profile_avatar*', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto(`/dashboard/employees/${person.employee_id}`);

    await expect(page.getByText('No experience details available', { exact: true })).toBeVisible();
    await expect(page.getByText('No education details available', { exact: true })).toBeVisible();
    await expect(page.getByText('No skills details available', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: `Profile picture of ${person.fullName}` })).toHaveAttribute(
      'src',
      '/default-avatar.svg',
    );
  });

  test('logged-in users see the e-mail address', async ({ page }) => {
    await preparePublicPage(page, 'de');
    await signInTestUserViaApi(page);
    // Logged in, the employee page's API returns the e-mail address it withholds from anonymous
    // callers (the company page never lists a team's contact data).
    const withEmail = await employee(page.request, (await personWithContact(page.request)).employee_id);
    expect(withEmail.email, 'a person with an e-mail address').toBeTruthy();
    await page.goto(`/dashboard/employees/${withEmail!.employee_id}`);
    await expect(
      card(page, de.employeePage.contact.title).getByRole('link', { name: withEmail!.email! }),
    ).toHaveAttribute('href', `mailto:${withEmail!.email}`);
    await expect(page.getByText(de.employeePage.contact.loginHint)).toHaveCount(0);
  });

  test('an unknown employee id shows a not-found state', async ({ page }) => {
    await preparePublicPage(page, 'de');
    await page.goto('/dashboard/employees/987654321');
    await expect(page.getByRole('heading', { name: de.employeePage.notFound.title })).toBeVisible();
    await expect(page.getByRole('link', { name: de.employeePage.notFound.back })).toHaveAttribute(
      'href',
      '/dashboard/employees',
    );
  });
});

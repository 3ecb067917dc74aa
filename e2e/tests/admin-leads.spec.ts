import { expect, test } from '@playwright/test';
import { ADMIN } from '../playwright.config.ts';
import { login, unique } from '../support/accounts.ts';

test('a contact request sent from the site shows up in the leads, searchable and exported as CSV', async ({
  page,
  request,
}) => {
  const name = `Giorgio Verdi ${unique()}`;
  const sent = await request.post('/api/contact', {
    data: {
      name,
      email: 'giorgio@verdi.it',
      phone: '+39 333 1234567',
      company: 'verdi.it',
      message: 'We would like a chatbot for our shop.',
    },
  });
  expect(sent.ok()).toBeTruthy();

  await login(page, ADMIN.username, ADMIN.password);
  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Leads' }).click();
  await expect(page).toHaveURL(/\/en\/admin\/leads$/);
  await page.getByRole('searchbox').fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Contact form', { exact: true })).toBeVisible();
  await expect(row.getByText('giorgio@verdi.it', { exact: true })).toBeVisible();
  await expect(row.getByText('We would like a chatbot for our shop.', { exact: true })).toBeVisible();
  await expect(page.getByText('1 lead', { exact: true })).toBeVisible();

  const exportLink = page.getByRole('link', { name: 'Export CSV' });
  const csv = await page.request.get((await exportLink.getAttribute('href')) ?? '');
  expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
  const text = await csv.text();
  expect(text).toContain(name);
  expect(text).toContain(`"'+39 333 1234567"`);
});

test('with no leads at all the page says none have arrived yet; a search without matches says so instead', async ({
  page,
}) => {
  // Other journeys leave leads behind in the shared database: the unfiltered list is answered empty here.
  await page.route(/\/api\/admin\/leads\?/, (route) =>
    new URL(route.request().url()).searchParams.get('search')
      ? route.continue()
      : route.fulfill({ json: { leads: [] } }),
  );
  await login(page, ADMIN.username, ADMIN.password);
  await page.goto('/en/admin/leads');
  await expect(
    page.getByText('No leads yet: contact-form requests, demo contacts and chat leads will appear here.', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(page.getByText('No leads match the search.', { exact: true })).toBeHidden();

  await page.getByRole('searchbox').fill(`nobody-${unique()}`);
  await expect(page.getByText('No leads match the search.', { exact: true })).toBeVisible();
  await expect(page.getByText(/^No leads yet/)).toBeHidden();

  await page.goto('/admin/leads');
  await expect(
    page.getByText(
      'Ancora nessun contatto: qui appariranno le richieste dal modulo contatti, i contatti delle demo e quelli dalle chat.',
      { exact: true },
    ),
  ).toBeVisible();
});

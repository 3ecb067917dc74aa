import { expect, type Page, test } from '@playwright/test';
import { ADMIN } from '../playwright.config.ts';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function login(page: Page, username: string, password: string) {
  await page.goto('/en/auth');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/en\/portal$/);
}

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

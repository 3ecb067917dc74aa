import { expect, test } from '@playwright/test';
import { ADMIN } from '../playwright.config.ts';
import { login, unique } from '../support/accounts.ts';

test('the admin finds a client with the search and the role filter and reads their details', async ({
  page,
  request,
}) => {
  const client = `marta${unique()}`;
  await request.post('/api/register', {
    data: {
      username: client,
      password: 'client-pass',
      email: `${client}@bottega.it`,
      firstName: 'Marta',
      lastName: 'Bianchi',
      company: 'Bottega Bianchi',
    },
  });
  await login(page, ADMIN.username, ADMIN.password);
  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Clients' }).click();
  await expect(page).toHaveURL(/\/en\/admin\/users$/);

  await page.getByRole('searchbox').fill(client);
  const row = page.getByRole('row').filter({ hasText: client });
  await expect(row.getByText('Marta Bianchi', { exact: true })).toBeVisible();
  await expect(row.getByText('Bottega Bianchi', { exact: true })).toBeVisible();
  await expect(page.getByText('Showing 1 client', { exact: true })).toBeVisible();

  await page.getByLabel('Role').selectOption('admin');
  await expect(page.getByText('No clients found matching the criteria', { exact: true })).toBeVisible();
  await page.getByLabel('Role').selectOption('client');
  await expect(row).toBeVisible();

  await row.getByLabel(`Actions for ${client}`).click();
  await row.getByRole('button', { name: 'View details' }).click();
  const details = page.getByRole('dialog', { name: 'User details' });
  await expect(details.getByText(`${client}@bottega.it`, { exact: true })).toBeVisible();
  await expect(details.getByText('Bottega Bianchi', { exact: true })).toBeVisible();
  await expect(details.getByText('Client', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  // The same page in Italian; the admin menu's links carry the /it prefix there.
  await page.getByRole('button', { name: 'Italiano' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/admin\/users$/);
  await expect(page.getByRole('heading', { name: 'Clienti', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Menu amministrazione' }).getByRole('link', { name: 'CMS' }),
  ).toHaveAttribute('href', '/it/admin/cms');
});

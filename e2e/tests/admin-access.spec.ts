import { expect, test } from '@playwright/test';
import { unique } from '../support/accounts.ts';

test('a client opening any admin page is told access is denied, sent home, and no admin data is asked for', async ({
  page,
  request,
}) => {
  const client = `bruno${unique()}`;
  await request.post('/api/register', {
    data: { username: client, password: 'client-pass', email: `${client}@x.io` },
  });
  await page.goto('/en/auth');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Username').fill(client);
  await form.getByLabel('Password').fill('client-pass');
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/en\/portal$/);

  const adminCalls: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/api/admin/')) adminCalls.push(req.url());
  });
  for (const path of ['/admin/users', '/admin/projects', '/admin/leads']) {
    await test.step(path, async () => {
      // A full load each time, so no toast from the previous page can stand in for this one's.
      await page.goto(`/en${path}`);
      await expect(page.getByText('Access denied', { exact: true })).toBeVisible();
      await expect(
        page.getByText('You need admin privileges to access this page.', { exact: true }),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/en$/);
    });
  }
  expect(adminCalls).toEqual([]);
});

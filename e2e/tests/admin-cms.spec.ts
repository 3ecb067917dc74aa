import { expect, test } from '@playwright/test';
import { ADMIN } from '../playwright.config.ts';
import { login, unique } from '../support/accounts.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.beforeEach(async ({ context }) => {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
});

test('the admin edits the footer tagline in the CMS and the public footer shows it', async ({ page }) => {
  await login(page, ADMIN.username, ADMIN.password);
  // Start from a known state: no English footer tagline yet (the seed may hold one).
  const existing = (await (await page.request.get('/api/cms/content?language=en')).json()) as {
    contents: { id: number; type: string; key: string }[];
  };
  for (const row of existing.contents.filter((c) => c.type === 'footer' && c.key === 'tagline')) {
    expect((await page.request.delete(`/api/cms/content/${row.id}`)).ok()).toBeTruthy();
  }

  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'CMS' }).click();
  await expect(page).toHaveURL(/\/en\/admin\/cms$/);
  await expect(page.getByRole('tab', { name: 'Website Content' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: 'Add Content' }).click();
  const add = page.getByRole('form', { name: 'Add Content' });
  await add.getByRole('button', { name: 'Create' }).click();
  await expect(add.getByText('Please select a content type.')).toBeVisible();
  await expect(add.getByText('Content key is required.')).toBeVisible();
  await expect(add.getByText('Content value is required.')).toBeVisible();

  const first = `Automation made in Milan ${unique()}`;
  await add.getByLabel('Section').selectOption('footer');
  await add.getByLabel('Key').fill('tagline');
  await add.getByLabel('Value').fill(first);
  await add.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Content created', { exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: first })).toBeVisible();

  await page.getByRole('button', { name: 'Edit footer/tagline' }).click();
  const edit = page.getByRole('form', { name: 'Edit Content' });
  await expect(edit.getByLabel('Value')).toHaveValue(first);
  const edited = `Automation made in Turin ${unique()}`;
  await edit.getByLabel('Value').fill(edited);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Content updated', { exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: edited })).toBeVisible();

  await page.goto('/en');
  await expect(page.getByRole('contentinfo').getByText(edited, { exact: true })).toBeVisible();

  // Delete asks first, with the spec's words.
  await page.goto('/en/admin/cms');
  await page.getByRole('button', { name: 'Delete footer/tagline' }).click();
  await expect(
    page.getByText('Are you sure you want to delete this content? This action cannot be undone.'),
  ).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Content deleted', { exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: edited })).toHaveCount(0);
});

test('the admin uploads an image, sees its card, is refused a disguised file, and deletes the image', async ({
  page,
}) => {
  await login(page, ADMIN.username, ADMIN.password);
  await page.goto('/en/admin/cms');
  await page.getByRole('tab', { name: 'Media Assets' }).click();

  const name = `Team Photo ${unique()}.png`;
  const stored = name.toLowerCase().replace(/\s+/g, '-');
  await page.getByRole('button', { name: 'Upload Media' }).click();
  const form = page.getByRole('form', { name: 'Upload Media' });
  await form.getByLabel('File').setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
  await form.getByLabel('Alt text').fill('Our team');
  await form.getByLabel('Section').selectOption('hero');
  await form.getByRole('button', { name: 'Upload Media' }).click();
  await expect(page.getByText('Media uploaded', { exact: true })).toBeVisible();

  const card = page.getByRole('listitem').filter({ hasText: stored });
  await expect(card.getByRole('img', { name: 'Our team' })).toBeVisible();
  await expect(card.getByText('Hero', { exact: true })).toBeVisible();
  await expect(card.getByText(`${(PNG.length / 1024).toFixed(1)} KB`, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Upload Media' }).click();
  await form.getByLabel('File').setInputFiles({
    name: 'invoice.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<html><script>alert(1)</script></html>'),
  });
  await form.getByRole('button', { name: 'Upload Media' }).click();
  await expect(page.getByText('Error uploading media', { exact: true })).toBeVisible();
  await expect(page.getByText(/^415: The file's content does not match its name/)).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();

  await card.getByRole('button', { name: `Delete ${stored}` }).click();
  await expect(
    page.getByText('Are you sure you want to delete this media? This action cannot be undone.'),
  ).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Media deleted', { exact: true })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: stored })).toHaveCount(0);
});

test('a client opening the CMS is told access is denied and sent home', async ({ page, request }) => {
  const client = `carla${unique()}`;
  await request.post('/api/register', {
    data: { username: client, password: 'client-pass', email: `${client}@x.io` },
  });
  await login(page, client, 'client-pass');
  await page.goto('/en/admin/cms');
  await expect(page.getByText('Access denied', { exact: true })).toBeVisible();
  await expect(
    page.getByText('You need admin privileges to access this page.', { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/en$/);
});

import { expect, test } from '@playwright/test';
import { PRODUCT_URL } from '../playwright.config.ts';
import { forgedPageUrl } from '../support/host-pages.ts';

test('a page on another port of the same site cannot upload, import or sign the client out', async ({
  page,
}) => {
  const api = page.request;
  const registered = await api.post('/api/register', {
    data: { username: `forged-${Date.now()}`, password: 'secret123', email: 'forged@shop.test' },
  });
  expect(registered.ok()).toBe(true);
  const trainings = async () =>
    ((await (await api.get('/api/chatbot/trainings')).json()) as { trainings: unknown[] }).trainings.length;
  const before = await trainings();

  // The browser's own cookie for the product rides along: the attack is same-site.
  const sent: string[] = [];
  page.on('request', (req) => {
    if (req.url().startsWith(`${PRODUCT_URL}/api/`)) sent.push(new URL(req.url()).pathname);
  });
  const upload = page.waitForResponse(`${PRODUCT_URL}/api/chatbot/training/document`);
  await page.goto(forgedPageUrl(PRODUCT_URL));
  expect((await upload).status()).toBe(403);
  await expect(page).toHaveTitle('sent');
  await expect
    .poll(() => sent)
    .toEqual(['/api/chatbot/training/document', '/api/chatbot/training/url', '/api/logout']);

  // Still signed in, and nothing was added to the bot.
  expect((await api.get('/api/user')).ok()).toBe(true);
  expect(await trainings()).toBe(before);

  // The product's own pages still write: an upload from the product's origin goes through.
  await page.goto('/portal');
  const own = await page.evaluate(async () => {
    const form = new FormData();
    form.append('file', new File(['Open Monday to Friday.'], 'hours.txt', { type: 'text/plain' }));
    return (await fetch('/api/chatbot/training/document', { method: 'POST', body: form })).status;
  });
  expect(own).toBe(201);
  expect(await trainings()).toBe(before + 1);
});

import { expect, test } from '@playwright/test';
import { createBot, hostPage } from '../support/host-pages.ts';

test.beforeEach(async ({ context }) => {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
});

test('an answer carrying <img onerror> and javascript: links renders as inert text, its Markdown as elements', async ({
  page,
  playwright,
  baseURL,
}) => {
  const api = await playwright.request.newContext({ baseURL });
  const bot = await createBot(api, {
    botName: 'Markdown Bot',
    companyInfo:
      'The secret recipe of the focaccia is **olive oil** and *sea salt* <img src=x onerror="window.__xss=1"> ' +
      'read the [secret recipe](javascript:window.__xss=2) or the [recipe page](https://forno.example/ricetta).',
  });
  await api.dispose();
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });

  await page.goto(hostPage('/page-1', { snippets: [bot.snippet] }));
  await page.getByRole('button', { name: 'Open chat' }).click();
  const log = page.getByRole('dialog', { name: 'Markdown Bot' }).getByRole('log', { name: 'Messages' });
  await page
    .getByRole('textbox', { name: 'Your message' })
    .fill('What is the secret recipe of the focaccia?');
  await page.keyboard.press('Enter');

  const answer = log.locator('.msg.bot').last();
  await expect(answer).toContainText('<img src=x onerror="window.__xss=1">');
  await expect(answer.locator('strong')).toHaveText('olive oil');
  await expect(answer.locator('em')).toHaveText('sea salt');
  await expect(answer).toContainText('read the secret recipe or the recipe page');
  await expect(answer.getByRole('link', { name: 'secret recipe' })).toHaveCount(0);
  await expect(answer.getByRole('link', { name: 'recipe page' })).toHaveAttribute(
    'href',
    'https://forno.example/ricetta',
  );

  const host = page.locator('vela-chat');
  expect(await host.locator('img').count()).toBe(0);
  const hrefs = await host.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.filter((h) => !/^(https?|mailto):/.test(h))).toEqual([]);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

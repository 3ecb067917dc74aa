import { expect, type Locator, type Page, test } from '@playwright/test';
import { createBot, hostPage, type TestBot } from '../support/host-pages.ts';

let leftBot: TestBot;
let rightBot: TestBot;

test.beforeAll(async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  leftBot = await createBot(api, { botName: 'Left Bot', position: 'left', primaryColor: '#7c3aed' });
  await api.dispose();
  const api2 = await playwright.request.newContext({ baseURL });
  rightBot = await createBot(api2, { botName: 'Right Bot', primaryColor: '#f5e663', language: 'it' });
  await api2.dispose();
});

test.beforeEach(async ({ context }) => {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
});

async function box(page: Page, locator: Locator) {
  const b = await locator.boundingBox();
  const v = page.viewportSize();
  if (!b || !v) throw new Error('not laid out');
  return { ...b, right: v.width - b.x - b.width, bottom: v.height - b.y - b.height };
}

const colours = (l: Locator) =>
  l.evaluate((el) => {
    const s = getComputedStyle(el);
    return { background: s.backgroundColor, icon: s.color, radius: s.borderRadius };
  });

test('the launcher is a 60 px circle 20 px from the bottom and the bot’s side, in its colour with a readable icon', async ({
  page,
}) => {
  await page.goto(hostPage('/page-1', { snippets: [leftBot.snippet] }));
  const left = page.getByRole('button', { name: 'Open chat' });
  await expect(left).toBeVisible();
  await expect.poll(async () => (await colours(left)).background).toBe('rgb(124, 58, 237)');
  const l = await box(page, left);
  expect([l.width, l.height, l.x, l.bottom]).toEqual([60, 60, 20, 20]);
  expect(await colours(left)).toEqual({
    background: 'rgb(124, 58, 237)',
    icon: 'rgb(255, 255, 255)',
    radius: '50%',
  });

  // An Italian bot with a light colour: Italian labels and a dark icon, on the right.
  await page.goto(hostPage('/page-1', { snippets: [rightBot.snippet] }));
  const right = page.getByRole('button', { name: 'Apri la chat' });
  await expect.poll(async () => (await colours(right)).background).toBe('rgb(245, 230, 99)');
  const r = await box(page, right);
  expect([r.width, r.height, r.right, r.bottom]).toEqual([60, 60, 20, 20]);
  expect((await colours(right)).icon).toBe('rgb(17, 24, 39)');
});

test('data-position, data-color and data-language in the snippet override the bot’s settings', async ({
  page,
}) => {
  const snippet = leftBot.snippet.replace(
    ' async>',
    ' data-position="right" data-color="#10b981" data-language="it" async>',
  );
  await page.goto(hostPage('/page-1', { snippets: [snippet] }));
  const launcher = page.getByRole('button', { name: 'Apri la chat' });
  await expect(launcher).toBeVisible();
  const b = await box(page, launcher);
  expect([b.right, b.bottom]).toEqual([20, 20]);
  expect(await colours(launcher)).toMatchObject({ background: 'rgb(16, 185, 129)', icon: 'rgb(17, 24, 39)' });
  await launcher.click();
  await expect(
    page.getByRole('dialog', { name: 'Left Bot' }).getByRole('textbox', { name: 'Il tuo messaggio' }),
  ).toBeFocused();
  await expect(page.getByRole('button', { name: 'Chiudi la chat' })).toHaveAttribute('aria-expanded', 'true');
});

test('on a phone the panel fills the screen, the input text is 16 px (no zoom) and Close returns to the launcher', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 375, height: 667 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto(hostPage('/page-1', { snippets: [rightBot.snippet] }));
  await page.getByRole('button', { name: 'Apri la chat' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Right Bot' });
  await expect(dialog).toBeVisible();
  // Polled: the panel slides in over a few frames (unless the visitor prefers reduced motion).
  await expect
    .poll(async () => {
      const b = await dialog.boundingBox();
      return b && [b.x, b.y, b.width, b.height].map(Math.round);
    })
    .toEqual([0, 0, 375, 667]);
  const input = dialog.getByRole('textbox', { name: 'Il tuo messaggio' });
  expect(await input.evaluate((el) => getComputedStyle(el).fontSize)).toBe('16px');
  await expect(page.getByRole('button', { name: 'Chiudi la chat' })).toBeHidden();
  await dialog.getByRole('button', { name: 'Chiudi', exact: true }).tap();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Apri la chat' })).toBeVisible();
  await context.close();
});

test('a snippet naming a bot that does not exist leaves no trace on the page', async ({ page, baseURL }) => {
  const configs: number[] = [];
  page.on('response', (r) => r.url().includes('/api/widget/config/') && configs.push(r.status()));
  await page.goto(
    hostPage('/page-1', {
      snippets: [`<script src="${baseURL}/widget.js" data-bot-id="no-such-bot" async></script>`],
    }),
  );
  await expect.poll(() => configs).toEqual([404]);
  await expect(page.getByRole('button', { name: 'Open chat' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Host button' })).toBeVisible();
});

test('with prefers-reduced-motion the panel and launcher do not animate', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(hostPage('/page-1', { snippets: [rightBot.snippet] }));
  const launcher = page.getByRole('button', { name: 'Apri la chat' });
  await launcher.click();
  const dialog = page.getByRole('dialog', { name: 'Right Bot' });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  expect(
    await page
      .getByRole('button', { name: 'Chiudi la chat' })
      .evaluate((el) => getComputedStyle(el).transitionDuration),
  ).toBe('0s');
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createBot, hostPage, type TestBot } from '../support/host-pages.ts';

let bot: TestBot;

test.beforeAll(async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  bot = await createBot(api, { botName: 'Keyboard Bot' }, ['http://forno-bellavista.test/contatti']);
  await api.dispose();
});

test.beforeEach(async ({ context }) => {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
});

test('keyboard only: Tab reaches the launcher, Enter opens with focus in the input, Enter sends, Shift+Enter breaks the line, Esc closes back to the launcher', async ({
  page,
}) => {
  await page.goto(hostPage('/page-1', { snippets: [bot.snippet] }));
  const launcher = page.getByRole('button', { name: 'Open chat' });
  await expect(launcher).toBeVisible();
  for (let i = 0; i < 10 && !(await launcher.evaluate((el) => el.matches(':focus'))); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(launcher).toBeFocused();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Keyboard Bot' });
  const input = dialog.getByRole('textbox', { name: 'Your message' });
  await expect(input).toBeFocused();
  await page.keyboard.type("Qual è l'indirizzo");
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('del forno?');
  await expect(input).toHaveValue("Qual è l'indirizzo\ndel forno?");
  await page.keyboard.press('Enter');
  const log = dialog.getByRole('log', { name: 'Messages' });
  await expect(log.getByText(/Via dei Mulini 14/)).toBeVisible();
  await expect(input).toHaveValue('');
  await expect(input).toBeFocused();

  // The new answer is announced once, whole, in a polite live region.
  await expect(dialog.locator('[aria-live="polite"]')).toContainText('Via dei Mulini 14');

  // The source link inside the answer is reachable from the keyboard too.
  await page.keyboard.press('Shift+Tab');
  await expect(log.getByRole('link')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(launcher).toBeFocused();
  await expect(launcher).toHaveAttribute('aria-expanded', 'false');
});

test('the open panel passes an axe-core accessibility check', async ({ page }) => {
  await page.goto(hostPage('/page-1', { snippets: [bot.snippet] }));
  await page.getByRole('button', { name: 'Open chat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Keyboard Bot' });
  await dialog.getByRole('textbox', { name: 'Your message' }).fill("Qual è l'indirizzo del forno?");
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('log').getByText(/Via dei Mulini 14/)).toBeVisible();
  const results = await new AxeBuilder({ page }).include('vela-chat').analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
});

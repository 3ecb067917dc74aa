import { expect, test } from '@playwright/test';
import { createBot, HOST_URL, hostPage, type TestBot } from '../support/host-pages.ts';

let bakery: TestBot;
let shop: TestBot;

test.beforeAll(async ({ playwright, baseURL }) => {
  const a = await playwright.request.newContext({ baseURL });
  bakery = await createBot(a, { botName: 'Bakery Bot', position: 'left' }, [
    'http://forno-bellavista.test/orari',
  ]);
  await a.dispose();
  const b = await playwright.request.newContext({ baseURL });
  shop = await createBot(b, { botName: 'Shop Bot', primaryColor: '#10b981' }, [
    'http://forno-bellavista.test/contatti',
  ]);
  await b.dispose();
});

test.beforeEach(async ({ context }) => {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
});

test('two bots on one site keep their ids, conversations and stored state apart', async ({ page }) => {
  await page.goto(hostPage('/page-1', { snippets: [bakery.snippet, shop.snippet] }));
  const launchers = page.getByRole('button', { name: 'Open chat' });
  await expect(launchers).toHaveCount(2);
  const [first, second] = [launchers.nth(0), launchers.nth(1)];
  const xs = [(await first.boundingBox())?.x, (await second.boundingBox())?.x];
  const bakeryLauncher = (xs[0] ?? 0) < (xs[1] ?? 0) ? first : second;
  const shopLauncher = bakeryLauncher === first ? second : first;

  await bakeryLauncher.click();
  const bakeryDialog = page.getByRole('dialog', { name: 'Bakery Bot' });
  await bakeryDialog.getByRole('textbox').fill('A che ora apre il forno la domenica?');
  await bakeryDialog.getByRole('textbox').press('Enter');
  await expect(bakeryDialog.getByRole('log').getByText(/domenica dalle 7:30/)).toBeVisible();
  await bakeryDialog.getByRole('button', { name: 'Close', exact: true }).click();

  await shopLauncher.click();
  const shopDialog = page.getByRole('dialog', { name: 'Shop Bot' });
  await expect(shopDialog.getByRole('log').getByText('A che ora apre il forno la domenica?')).toBeHidden();
  await shopDialog.getByRole('textbox').fill("Qual è l'indirizzo del forno?");
  await shopDialog.getByRole('textbox').press('Enter');
  await expect(shopDialog.getByRole('log').getByText(/Via dei Mulini 14/)).toBeVisible();

  const stored = await page.evaluate(() =>
    Object.fromEntries(
      Object.keys(localStorage)
        .filter((k) => k.startsWith('vela:'))
        .map((k) => [k, JSON.parse(localStorage.getItem(k) as string)]),
    ),
  );
  expect(Object.keys(stored).sort()).toEqual([`vela:bot:${bakery.botId}`, `vela:bot:${shop.botId}`].sort());
  const a = stored[`vela:bot:${bakery.botId}`];
  const b = stored[`vela:bot:${shop.botId}`];
  expect(a.conversationId).toBeTruthy();
  expect(b.conversationId).toBeTruthy();
  expect(a.conversationId).not.toBe(b.conversationId);
  expect([a.open, b.open]).toEqual([false, true]);
  expect(new URL(page.url()).origin).toBe(HOST_URL);

  // Each bot alone on its own page restores only its own conversation.
  await page.goto(hostPage('/page-2', { snippets: [bakery.snippet] }));
  await page.getByRole('button', { name: 'Open chat' }).click();
  await expect(bakeryDialog.getByRole('log').getByText('A che ora apre il forno la domenica?')).toBeVisible();
  await expect(bakeryDialog.getByRole('log').getByText("Qual è l'indirizzo del forno?")).toBeHidden();
  await page.goto(hostPage('/page-2', { snippets: [shop.snippet] }));
  await expect(shopDialog.getByRole('log').getByText("Qual è l'indirizzo del forno?")).toBeVisible();
  await expect(shopDialog.getByRole('log').getByText('A che ora apre il forno la domenica?')).toBeHidden();
});

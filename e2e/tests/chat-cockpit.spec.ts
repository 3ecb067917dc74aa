import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { ADMIN } from '../playwright.config.ts';
import { login } from '../support/accounts.ts';
import { createBot, hostPage, type TestBot } from '../support/host-pages.ts';

const ORARI = 'http://forno-bellavista.test/orari';

/** The bot's owner, signed in in a browser context of their own (the visitor is another). */
async function ownerWithBot(browser: Browser, baseURL: string, settings: Record<string, unknown> = {}) {
  const context = await browser.newContext({ baseURL });
  const bot = await createBot(context.request, { botName: 'Forno Helper', ...settings }, [ORARI]);
  const page = await context.newPage();
  return { context, page, bot };
}

/** Opens the bot's chat on a third-party host page, as a visitor. */
async function openChat(page: Page, bot: TestBot) {
  await page.goto(hostPage('/page-1', { snippets: [bot.snippet] }));
  await page.getByRole('button', { name: 'Open chat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forno Helper' });
  const log = dialog.getByRole('log', { name: 'Messages' });
  const ask = async (question: string) => {
    await dialog.getByRole('textbox', { name: 'Your message' }).fill(question);
    await dialog.getByRole('textbox', { name: 'Your message' }).press('Enter');
    await expect(log.locator('.msg.me').last()).toHaveText(new RegExp(question.replace(/[?]/g, '\\?')));
    const answer = log.locator('.msg.bot').last();
    await expect(answer).not.toHaveText('');
    return answer;
  };
  return { dialog, log, ask };
}

test.beforeEach(async ({ context }) => {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
});

test('a visitor rates a miss down with a comment; the client sees it, answers it in one step, and the next visitor gets that answer', async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await ownerWithBot(browser, baseURL ?? '');
  const visitor = await openChat(page, owner.bot);
  const miss = await visitor.ask('Fate consegne a domicilio?');
  await expect(miss).toContainText('non ho trovato');
  await miss.getByRole('button', { name: 'Bad answer' }).click();
  await expect(miss.getByRole('button', { name: 'Bad answer' })).toHaveAttribute('aria-pressed', 'true');
  await miss
    .getByRole('textbox', { name: 'What was wrong with it? (optional)' })
    .fill('Volevo sapere delle consegne');
  await miss.getByRole('button', { name: 'Submit comment' }).click();
  await expect(visitor.dialog.getByText('Thanks for your feedback')).toBeVisible();

  // The client finds it in the conversation's transcript…
  await owner.page.goto('/en/portal/conversations');
  const row = owner.page.getByRole('row').filter({ hasText: 'Fate consegne a domicilio?' });
  await expect(row).toBeVisible();
  await row.getByRole('link').first().click();
  await expect(owner.page.getByText('Volevo sapere delle consegne')).toBeVisible();
  await expect(owner.page.getByText('Not helpful 👎')).toBeVisible();
  await expect(owner.page.getByText('Declined').first()).toBeVisible();

  // Another client opening the same address sees nothing of it.
  const stranger = await browser.newContext({ baseURL });
  await createBot(stranger.request, { botName: 'Other Bot' });
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(new URL(owner.page.url()).pathname);
  await expect(strangerPage.getByText(/This conversation is no longer here/)).toBeVisible();
  await expect(strangerPage.getByText('Volevo sapere delle consegne')).toHaveCount(0);
  await stranger.close();

  // …and among the knowledge gaps, where one step fixes it.
  await owner.page
    .getByRole('navigation', { name: 'Chatbot sections' })
    .getByRole('link', { name: 'Knowledge gaps' })
    .click();
  const gap = owner.page.getByRole('listitem').filter({ hasText: 'Fate consegne a domicilio?' });
  await expect(gap).toBeVisible();
  await gap.getByRole('button', { name: 'Add an answer' }).click();
  const dialog = owner.page.getByRole('dialog', { name: 'Add an answer' });
  await dialog
    .getByRole('textbox', { name: 'Your answer' })
    .fill('Sì: consegniamo a domicilio in tutta la città dal martedì al sabato, gratis sopra i 25 euro.');
  await dialog.getByRole('button', { name: 'Save and ask again' }).click();
  await expect(dialog.getByText('Your chatbot now answers')).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByText(/gratis sopra i 25 euro/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(
    owner.page.getByRole('listitem').filter({ hasText: 'Fate consegne a domicilio?' }),
  ).toHaveCount(0);

  // The visitor asks again and gets the client's answer, with its source.
  const fixed = await visitor.ask('Fate consegne a domicilio?');
  await expect(fixed).toContainText('gratis sopra i 25 euro');
  await expect(fixed.getByRole('list', { name: 'Sources' })).toContainText('Fate consegne a domicilio?');
  await owner.context.close();
});

test('a visitor asks to be contacted and leaves their details; the lead reaches the portal, the admin and the signed webhook, retried once', async ({
  page,
  browser,
  baseURL,
}) => {
  const received: { body: string; headers: IncomingHttpHeaders }[] = [];
  const statuses = [503];
  const hook = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ body, headers: req.headers });
      res.statusCode = statuses.shift() ?? 204;
      res.end();
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  const { port } = hook.address() as AddressInfo;
  const owner = await ownerWithBot(browser, baseURL ?? '', {
    webhookUrl: `http://127.0.0.1:${port}/hooks/vela`,
  });
  const name = `Lucia Bianchi ${Date.now().toString(36)}`;

  const visitor = await openChat(page, owner.bot);
  const reply = await visitor.ask('Potete ricontattarmi per un preventivo?');
  const form = visitor.log.getByRole('form');
  await expect(reply.or(form).first()).toBeVisible();
  await expect(
    visitor.log.getByText('Would you like the team to contact you? Leave your details.'),
  ).toBeVisible();
  await visitor.log.getByRole('textbox', { name: 'Name' }).fill(name);
  await visitor.log.getByRole('textbox', { name: 'Email or phone' }).fill('not an address');
  await visitor.log.getByRole('checkbox').check();
  await visitor.log.getByRole('button', { name: 'Contact me' }).click();
  await expect(visitor.log.getByText('Please enter a valid email address or phone number')).toBeVisible();
  await visitor.log.getByRole('textbox', { name: 'Email or phone' }).fill('lucia@example.com');
  await visitor.log.getByRole('button', { name: 'Contact me' }).click();
  await expect(visitor.log.getByText('Thank you! The team will be in touch soon.')).toBeVisible();

  await owner.page.goto('/en/portal/leads');
  const row = owner.page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByText('lucia@example.com')).toBeVisible();

  // The first delivery failed (503) and was retried; both carry the same delivery id and a valid signature.
  await expect.poll(() => received.length, { timeout: 20_000 }).toBe(2);
  const { webhookSecret } = (await (await owner.context.request.get('/api/chatbot/settings')).json()) as {
    webhookSecret: string;
  };
  for (const delivery of received) {
    const signature = `sha256=${createHmac('sha256', webhookSecret).update(delivery.body).digest('hex')}`;
    expect(delivery.headers['x-vela-signature']).toBe(signature);
  }
  expect(received[0]?.headers['x-vela-delivery']).toBe(received[1]?.headers['x-vela-delivery']);
  const payload = JSON.parse(received[1]?.body ?? '{}');
  expect(payload.lead).toMatchObject({ name, email: 'lucia@example.com' });
  expect(payload.transcript[0].content).toBe('Potete ricontattarmi per un preventivo?');
  await owner.page.reload();
  await expect(owner.page.getByRole('row').filter({ hasText: name })).toContainText(/delivered/i);

  // The agency sees it among its leads, with the chatbot it came from.
  const admin = await browser.newPage({ baseURL });
  await login(admin, ADMIN.username, ADMIN.password);
  await admin.goto('/en/admin/leads');
  await admin.getByRole('searchbox').fill(name);
  const adminRow = admin.getByRole('row').filter({ hasText: name });
  await expect(adminRow.getByText('Forno Helper')).toBeVisible();
  await admin.close();
  await owner.context.close();
  hook.close();
});

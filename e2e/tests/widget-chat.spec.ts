import { expect, test } from '@playwright/test';
// window.Vela's type: the global the widget's script tag installs.
import type {} from '../../widget/src/embed.ts';
import { createBot, HOST_URL, hostPage, type TestBot } from '../support/host-pages.ts';

const ORARI = 'http://forno-bellavista.test/orari';
let bot: TestBot;

test.beforeAll(async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  bot = await createBot(
    api,
    { botName: 'Forno Helper', welcomeMessage: 'Ciao! Ask me about our bakery.', primaryColor: '#3b82f6' },
    [ORARI],
  );
  await api.dispose();
});

test.beforeEach(async ({ context }) => {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
});

test('a visitor opens the chat, asks, and the answer streams in token by token with its source as a link', async ({
  page,
}) => {
  let tokenFrames = 0;
  page.on('websocket', (ws) =>
    ws.on('framereceived', ({ payload }) => {
      if (String(payload).includes('"answer:token"')) tokenFrames += 1;
    }),
  );
  await page.goto(hostPage('/page-1', { snippets: [bot.snippet] }));
  expect(new URL(page.url()).origin).toBe(HOST_URL);
  const launcher = page.getByRole('button', { name: 'Open chat' });
  await expect(launcher).toBeVisible();
  const events = await page.evaluateHandle(() => {
    const got: unknown[] = [];
    window.Vela?.on('message', (m) => got.push(m));
    return got;
  });

  await launcher.click();
  const dialog = page.getByRole('dialog', { name: 'Forno Helper' });
  const log = dialog.getByRole('log', { name: 'Messages' });
  await expect(log.getByText('Ciao! Ask me about our bakery.')).toBeVisible();
  const input = dialog.getByRole('textbox', { name: 'Your message' });
  await expect(input).toBeFocused();
  // Every state the field goes through, however briefly (a local extractive answer is quick).
  const fieldStates = await input.evaluateHandle((el) => {
    const seen: (string | null)[] = [];
    new MutationObserver(() => seen.push(el.getAttribute('aria-disabled'))).observe(el, { attributes: true });
    return seen;
  });
  await input.fill('A che ora apre il forno la domenica?');
  await input.press('Enter');
  await expect(log.locator('.msg.me')).toHaveText(/A che ora apre il forno la domenica\?/);

  await expect(log.getByText(/domenica dalle 7:30 alle 13:00/)).toBeVisible();
  const source = log.getByRole('list', { name: 'Sources' }).getByRole('link');
  await expect(source).toHaveAttribute('href', ORARI);
  await expect(source).toHaveAttribute('target', '_blank');
  await expect(source).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(input).toBeEnabled();
  await expect(input).toBeFocused();
  expect(await fieldStates.evaluate((seen) => seen)).toContain('true');
  expect(tokenFrames).toBeGreaterThan(1);
  const roles = await events.evaluate((got) => (got as { role: string }[]).map((m) => m.role));
  expect(roles).toEqual(['user', 'assistant']);
});

test('the conversation and the open panel follow the visitor across a reload and to another page', async ({
  page,
}) => {
  await page.goto(hostPage('/page-1', { snippets: [bot.snippet] }));
  await page.getByRole('button', { name: 'Open chat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forno Helper' });
  const log = dialog.getByRole('log', { name: 'Messages' });
  await dialog.getByRole('textbox', { name: 'Your message' }).fill('In che giorno il forno è chiuso?');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(log.getByText(/lunedì siamo chiusi/)).toBeVisible();

  await page.reload();
  await expect(dialog).toBeVisible();
  await expect(log.getByText('In che giorno il forno è chiuso?')).toBeVisible();
  await expect(log.getByText(/lunedì siamo chiusi/)).toBeVisible();

  // The open panel covers the header on a 720 px high window; the visitor follows the link from the keyboard.
  await page.getByRole('link', { name: 'Our bread' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/page-2/);
  await expect(log.getByText('In che giorno il forno è chiuso?')).toBeVisible();
  await expect(log.getByText(/lunedì siamo chiusi/)).toBeVisible();

  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Open chat' })).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Open chat' }).click();
  await dialog.getByRole('button', { name: 'New conversation' }).click();
  await expect(log.getByText('In che giorno il forno è chiuso?')).toBeHidden();
  await page.reload();
  await expect(log.getByText('Ciao! Ask me about our bakery.')).toBeVisible();
  await expect(log.getByText('In che giorno il forno è chiuso?')).toBeHidden();
});

test('where WebSockets are blocked, the chat falls back to long-polling and still answers', async ({
  page,
}) => {
  const transports: string[] = [];
  page.on('request', (r) => {
    const t = new URL(r.url()).searchParams.get('transport');
    if (r.url().includes('/socket.io/') && t) transports.push(t);
  });
  await page.goto(hostPage('/page-1', { snippets: [bot.snippet], csp: 'no-websocket' }));
  await page.getByRole('button', { name: 'Open chat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forno Helper' });
  await dialog.getByRole('textbox', { name: 'Your message' }).fill('A che ora apre il forno la domenica?');
  await dialog.getByRole('textbox', { name: 'Your message' }).press('Enter');
  await expect(dialog.getByRole('log').getByText(/domenica dalle 7:30 alle 13:00/)).toBeVisible();
  expect(transports).toContain('polling');
});

test('the demo snippet (data-demo-id) gives the demo chatbot with its own title, colour and sourced answers', async ({
  page,
  request,
  baseURL,
}) => {
  const created = await request.post('/api/chatbot-demo/create', {
    data: { domain: 'forno-bellavista.test', fullName: 'Host Tester', email: 'host.tester@example.com' },
  });
  expect(created.ok()).toBeTruthy();
  const { demoId } = (await created.json()) as { demoId: string };
  await expect
    .poll(
      async () => {
        const view = (await (await request.get(`/api/chatbot-demo/${demoId}`)).json()) as {
          training: { status: string };
        };
        return view.training.status;
      },
      { timeout: 90_000, intervals: [500] },
    )
    .toBe('ready');

  const snippet = `<script src="${baseURL}/widget.js" data-demo-id="${demoId}" async></script>`;
  await page.goto(hostPage('/page-1', { snippets: [snippet] }));
  const launcher = page.getByRole('button', { name: 'Open chat' });
  await expect
    .poll(() => launcher.evaluate((el) => getComputedStyle(el).backgroundColor))
    .toBe('rgb(16, 185, 129)');
  await launcher.click();
  const dialog = page.getByRole('dialog', { name: 'Chat with our AI Assistant' });
  await expect(dialog.getByRole('log').getByText('Hello! How can I help you today?')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Your message' }).fill('A che ora apre il forno la domenica?');
  await dialog.getByRole('textbox', { name: 'Your message' }).press('Enter');
  await expect(dialog.getByRole('log').getByText(/domenica dalle 7:30 alle 13:00/)).toBeVisible();
  await expect(
    dialog.getByRole('list', { name: 'Sources' }).getByRole('link').filter({ hasText: /./ }).first(),
  ).toHaveAttribute('href', /^http:\/\/forno-bellavista\.test\//);
  const stored = await page.evaluate((id) => localStorage.getItem(`vela:demo:${id}`), demoId);
  expect(JSON.parse(stored ?? '{}').conversationId).toBeTruthy();
});

test('the greeting bubble invites, Vela.send asks from the host page, and an answer that lands while closed shows as unread', async ({
  page,
}) => {
  const snippet = bot.snippet.replace(' async>', ' data-greeting="Fresh bread questions? Ask me!" async>');
  await page.goto(hostPage('/page-1', { snippets: [snippet] }));
  const greeting = page.getByRole('status').filter({ hasText: 'Fresh bread questions? Ask me!' });
  await expect(greeting).toBeVisible();

  await page.evaluate(() => {
    window.Vela?.send('A che ora apre il forno la domenica?');
    window.Vela?.close();
  });
  await expect(greeting).toBeHidden();
  const launcher = page.getByRole('button', { name: 'Open chat (1 unread)' });
  await expect(launcher).toBeVisible();
  await launcher.click();
  const log = page.getByRole('dialog', { name: 'Forno Helper' }).getByRole('log');
  await expect(log.getByText(/domenica dalle 7:30 alle 13:00/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close chat' })).toBeVisible();

  // Dismissed once, the greeting stays away on the next page.
  await page.goto(hostPage('/page-2', { snippets: [snippet] }));
  await page.getByRole('button', { name: 'Close chat' }).click();
  await page.reload();
  await expect(page.getByText('Fresh bread questions? Ask me!')).toBeHidden();
});

test('a single-page app imports init from the ES module on the product origin and chats with its bot', async ({
  page,
  baseURL,
}) => {
  const app = `<script type="module">
import { init } from '${baseURL}/widget/esm/index.js';
window.chat = init({ botId: '${bot.botId}', serverUrl: '${baseURL}' });
</script>`;
  await page.goto(hostPage('/page-1', { snippets: [app] }));
  const launcher = page.getByRole('button', { name: 'Open chat' });
  await expect(launcher).toBeVisible();
  // The app drives it through the handle init returned.
  await page.evaluate(() => (window as unknown as { chat: { open(): void } }).chat.open());
  const dialog = page.getByRole('dialog', { name: 'Forno Helper' });
  const input = dialog.getByRole('textbox', { name: 'Your message' });
  await input.fill('A che ora apre il forno la domenica?');
  await input.press('Enter');
  const log = dialog.getByRole('log', { name: 'Messages' });
  await expect(log.getByText(/domenica dalle 7:30 alle 13:00/)).toBeVisible();
  await expect(log.getByRole('list', { name: 'Sources' }).getByRole('link')).toHaveAttribute('href', ORARI);
  expect(await page.evaluate(() => 'Vela' in window)).toBe(false);
});

import { expect, type Page, test } from '@playwright/test';
import { createBot, HOST_URL, hostPage, type TestBot } from '../support/host-pages.ts';

let bot: TestBot;

test.beforeAll(async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  bot = await createBot(api, { botName: 'Guest Bot' }, ['http://forno-bellavista.test/orari']);
  await api.dispose();
});

test.beforeEach(async ({ context }) => {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
});

async function ask(page: Page, question: string, answer: RegExp) {
  await page.getByRole('button', { name: 'Open chat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Guest Bot' });
  await dialog.getByRole('textbox', { name: 'Your message' }).fill(question);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('log').getByText(answer)).toBeVisible();
  return dialog;
}

test('a hostile host stylesheet (all: unset, hidden buttons, huge fonts) cannot break the widget', async ({
  page,
}) => {
  await page.goto(hostPage('/page-1', { snippets: [bot.snippet], css: 'hostile' }));
  const launcher = page.getByRole('button', { name: 'Open chat' });
  await expect(launcher).toBeVisible();
  const b = await launcher.boundingBox();
  expect([b?.width, b?.height]).toEqual([60, 60]);
  expect(await launcher.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(124, 58, 237)');
  const dialog = await ask(page, 'A che ora apre il forno la domenica?', /domenica dalle 7:30/);
  const bubble = dialog.getByRole('log').locator('.msg').first();
  const style = await bubble.evaluate((el) => {
    const s = getComputedStyle(el);
    return { fontSize: s.fontSize, color: s.color };
  });
  expect(style).toEqual({ fontSize: '14px', color: 'rgb(17, 24, 39)' });
  const panel = await dialog.boundingBox();
  expect(panel?.width).toBe(380);
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeVisible();
});

const HOST_ELEMENTS = ['html', 'body', 'header', 'h1', 'nav a', 'main', 'h2', '#intro', '#host-button'];
const PROPS = [
  'font-family',
  'font-size',
  'line-height',
  'color',
  'background-color',
  'margin',
  'padding',
  'display',
  'position',
  'overflow',
  'width',
  'height',
  'box-sizing',
  'border',
];

function hostStyles(page: Page) {
  return page.evaluate(
    ([selectors, props]) => ({
      styles: selectors.map((sel) => {
        const s = getComputedStyle(document.querySelector(sel) as Element);
        return props.map((p) => `${sel} ${p}: ${s.getPropertyValue(p)}`);
      }),
      sheets: document.styleSheets.length,
      head: document.head.innerHTML,
      htmlAttrs: document.documentElement
        .getAttributeNames()
        .map((n) => `${n}=${document.documentElement.getAttribute(n)}`),
      bodyAttrs: document.body.getAttributeNames().map((n) => `${n}=${document.body.getAttribute(n)}`),
      scroll: [document.documentElement.scrollWidth, document.documentElement.scrollHeight],
    }),
    [HOST_ELEMENTS, PROPS] as const,
  );
}

test("the host page's own styles are the same with the widget as without it, before and after chatting", async ({
  page,
}) => {
  await page.goto(hostPage('/page-1'));
  const without = await hostStyles(page);
  await page.goto(hostPage('/page-1', { snippets: [bot.snippet] }));
  await expect(page.getByRole('button', { name: 'Open chat' })).toBeVisible();
  expect(await hostStyles(page)).toEqual(without);
  const dialog = await ask(page, 'A che ora apre il forno la domenica?', /domenica dalle 7:30/);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  expect(await hostStyles(page)).toEqual(without);
  const globals = await page.evaluate(() => Object.keys(window).filter((k) => /vela/i.test(k)));
  expect(globals).toEqual(['Vela']);
});

test('under a strict CSP that allows only the widget origin, it loads, styles itself and chats with no violation', async ({
  page,
  baseURL,
}) => {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __csp: string[] }).__csp ??= [];
      (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  page.on('console', (m) => m.type() === 'error' && violations.push(m.text()));
  const response = await page.goto(hostPage('/page-1', { snippets: [bot.snippet], csp: 'strict' }));
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain(`script-src ${new URL(baseURL as string).origin}`);
  expect(csp).not.toContain('unsafe');
  expect(new URL(page.url()).origin).toBe(HOST_URL);

  const launcher = page.getByRole('button', { name: 'Open chat' });
  await expect(launcher).toBeVisible();
  expect(await launcher.evaluate((el) => getComputedStyle(el).borderRadius)).toBe('50%');
  await ask(page, 'A che ora apre il forno la domenica?', /domenica dalle 7:30/);
  expect(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])).toEqual([]);
  expect(violations).toEqual([]);
});

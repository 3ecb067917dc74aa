import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { FIXTURE_DOMAIN, PRODUCT_PORT, PRODUCT_URL } from '../playwright.config.ts';
import { demoChat } from '../support/demo-chat.ts';

// Facts printed on the fixture bakery site (worker/src/test/forno-bellavista.facts.ts).
const SUNDAY = {
  question: 'A che ora apre il forno la domenica?',
  answer: 'domenica dalle 7:30 alle 13:00',
  path: '/orari',
};
const ADDRESS = { question: "Qual è l'indirizzo del forno?", answer: 'Via dei Mulini 14', path: '/contatti' };

/** Counts the streamed `answer:token` frames the page receives over Socket.IO. */
function countTokens(page: Page) {
  const seen = { tokens: 0 };
  page.on('websocket', (ws) =>
    ws.on('framereceived', ({ payload }) => {
      if (String(payload).includes('"answer:token"')) seen.tokens++;
    }),
  );
  return seen;
}

async function waitUntilReady(page: Page) {
  await expect(page.getByText(/Your chatbot is ready: \d+ pages read\./)).toBeVisible({ timeout: 90_000 });
}

async function askAndExpect(page: Page, fact: { question: string; answer: string; path: string }) {
  const { input, log } = demoChat(page);
  await input.fill(fact.question);
  // The answer can stream faster than a poll, so record whether the input was ever disabled meanwhile
  // (the widget keeps focus in the field: it turns read-only and aria-disabled rather than disabled).
  await input.evaluate((el) => {
    const w = window as unknown as { inputWasDisabled?: boolean };
    w.inputWasDisabled = false;
    new MutationObserver(() => {
      if (el.getAttribute('aria-disabled') === 'true') w.inputWasDisabled = true;
    }).observe(el, { attributes: true, attributeFilter: ['aria-disabled'] });
  });
  await input.press('Enter');
  await expect(log.getByText(fact.answer, { exact: false }).last()).toBeVisible({ timeout: 30_000 });
  await expect(log.locator(`a[href$="${fact.path}"]`).first()).toBeVisible();
  await expect(input).toBeEnabled();
  expect(
    await page.evaluate(() => (window as unknown as { inputWasDisabled?: boolean }).inputWasDisabled),
  ).toBe(true);
}

test.describe('demo journey', () => {
  test.setTimeout(180_000);

  test('from /chatbot-demo a visitor creates a demo, watches the site being read, gets a streamed sourced answer and copies the snippet', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const stream = countTokens(page);
    // Hold the create call briefly so the submitting state can be seen.
    await page.route('**/api/chatbot-demo/create', async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await page.goto('/en/chatbot-demo');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const form = page.getByRole('form', { name: 'Create your demo chatbot' });
    await form.getByLabel('Website').fill(FIXTURE_DOMAIN);
    const started = Date.now();
    await form.getByRole('button', { name: 'Create my AI Agent' }).click();
    await expect(form.getByRole('button', { name: 'Creating AI Agent...' })).toBeDisabled();
    await expect(form.getByLabel('Website')).toBeDisabled();

    await expect(page).toHaveURL(/\/en\/chatbot-demo\/[^/]+$/);
    const demoId = decodeURIComponent(page.url().split('/').pop() ?? '');
    expect(await page.evaluate(() => localStorage.getItem('latestDemoId'))).toBe(demoId);
    await expect(page.getByRole('heading', { name: `Your AI chatbot for ${FIXTURE_DOMAIN}` })).toBeVisible();
    await expect(page.getByText('This demo stays active for 7 days, then it is removed.')).toBeVisible();
    const { chat, input, log } = demoChat(page);
    await expect(chat.getByText('Hello! How can I help you today?', { exact: true })).toBeVisible();

    await waitUntilReady(page);
    // Until the site had been read the chat said why it could not take questions yet.
    await expect(chat.getByText('You can chat as soon as your site has been read.')).toBeHidden();
    await askAndExpect(page, SUNDAY);
    console.log(
      `[figure] create → first answer on the fixture site: ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    expect(stream.tokens).toBeGreaterThan(0);

    // An empty message is ignored.
    const asked = log.locator('.msg.me');
    await expect(asked).toHaveCount(1);
    await input.fill('   ');
    await input.press('Enter');
    await chat.getByRole('button', { name: 'Send' }).click();
    await expect(asked).toHaveCount(1);
    await expect(input).toBeEnabled();

    // The chat is the widget itself, as a client's visitors get it: its log is clean for axe.
    const axe = await new AxeBuilder({ page }).include('vela-chat').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);

    await page.getByRole('tab', { name: 'Install' }).click();
    const snippet = page.locator('pre code');
    const expectedSnippet = `<script src="${PRODUCT_URL}/widget.js" data-demo-id="${demoId}" async></script>`;
    await expect(snippet).toHaveText(expectedSnippet);
    await page.getByRole('button', { name: 'Copy code' }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(page.getByText('Code Copied!', { exact: true }).first()).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await snippet.textContent());
    await expect(page.getByRole('button', { name: 'Copy code' })).toBeVisible({ timeout: 4000 });

    await page.getByRole('button', { name: 'Choose Pro' }).click();
    await expect(page.getByText('Coming Soon', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('$49')).toBeVisible();
    await expect(page.getByText('$199')).toBeVisible();

    // Served under another host name, the snippet still names PUBLIC_URL (the e2e server's is PRODUCT_URL).
    await page.goto(`http://localhost:${PRODUCT_PORT}/en/chatbot-demo/${encodeURIComponent(demoId)}`);
    await expect(page.locator('pre code')).toHaveText(expectedSnippet);
  });

  test('the Customize tab starts from the spec defaults, previews the real widget and applies in 1 s then shows applied', async ({
    page,
  }) => {
    await page.goto('/en/website-analyzer');
    const form = page.getByRole('form', { name: 'Create your demo chatbot' });
    await form.getByLabel('Website').fill(FIXTURE_DOMAIN);
    await form.getByLabel('Full name').fill('Giulia Bianchi');
    await form.getByLabel('Email').fill('giulia@forno-bellavista.test');
    await form.getByRole('button', { name: 'Analyze my website' }).click();
    await expect(page).toHaveURL(/\/en\/chatbot-demo\/[^/]+$/);
    await waitUntilReady(page);
    await askAndExpect(page, ADDRESS);

    await page.getByRole('tab', { name: 'Customize' }).click();
    await expect(page.getByLabel('Primary colour')).toHaveValue('#10b981');
    await expect(page.getByLabel('Your messages')).toHaveValue('#10b981');
    await expect(page.getByLabel('Bot messages')).toHaveValue('#f1f5f9');
    await expect(page.getByLabel('Chat title')).toHaveValue('Chat with our AI Assistant');

    const preview = page.frameLocator('iframe[title="Live preview"]');
    await expect(preview.locator('vela-chat')).toHaveCount(1, { timeout: 15_000 });

    await page.getByLabel('Chat title').fill('Forno Bellavista helper');
    await page.getByLabel('Primary colour').fill('#b91c1c');
    await expect(preview.getByText('Forno Bellavista helper', { exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('button', { name: 'Applying…' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Applied!' })).toBeVisible();
    // Applied, the chat itself takes the new title and colour, keeping the conversation.
    const renamed = demoChat(page, { title: 'Forno Bellavista helper' });
    const header = renamed.chat.getByRole('heading', { name: 'Forno Bellavista helper' });
    await expect(header).toBeVisible();
    await expect(header.locator('..')).toHaveCSS('background-color', 'rgb(185, 28, 28)');
    await expect(renamed.log.getByText(ADDRESS.answer, { exact: false }).last()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply' })).toBeEnabled({ timeout: 4000 });
  });

  test('in Italian the pages speak Italian and the analyzer creates a demo', async ({ page }) => {
    await page.goto('/website-analyzer');
    const form = page.getByRole('form', { name: 'Crea il tuo chatbot demo' });
    await form.getByLabel('Sito web').fill(FIXTURE_DOMAIN);
    await form.getByLabel('Nome e cognome').fill('Marco Neri');
    await form.getByLabel('Email').fill('marco@example.com');
    await form.getByRole('button', { name: 'Analizza il mio sito' }).click();
    await expect(page).toHaveURL(/^[^?]*\/chatbot-demo\/[^/]+$/);
    await expect(page.getByText('Questa demo resta attiva per 7 giorni, poi viene rimossa.')).toBeVisible();
    const { chat, input } = demoChat(page, {
      title: 'Chatta con il nostro Assistente AI',
      input: 'Il tuo messaggio',
    });
    await expect(chat.getByText('Ciao! Come posso aiutarti oggi?', { exact: true })).toBeVisible();
    await expect(input).toBeVisible();
    await expect(page.getByRole('button', { name: 'Scegli Enterprise' })).toBeVisible();
  });
});

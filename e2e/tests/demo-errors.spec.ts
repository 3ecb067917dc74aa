import { expect, type Page, test } from '@playwright/test';
import { FIXTURE_DOMAIN } from '../playwright.config.ts';
import { demoChat } from '../support/demo-chat.ts';

async function expectToast(page: Page, title: string, description: string) {
  await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(description, { exact: true }).first()).toBeVisible();
}

function watchCreateCalls(page: Page) {
  const calls = { count: 0 };
  page.on('request', (req) => {
    if (req.url().endsWith('/api/chatbot-demo/create')) calls.count++;
  });
  return calls;
}

test.describe('demo creation errors', () => {
  test('the landing form explains a missing website, a malformed domain and a malformed email, sending nothing', async ({
    page,
  }) => {
    const calls = watchCreateCalls(page);
    await page.goto('/en/chatbot-demo');
    const form = page.getByRole('form', { name: 'Create your demo chatbot' });
    const submit = form.getByRole('button', { name: 'Create my AI Agent' });
    await expect(form.getByText('Just the domain, without http:// or www.')).toBeVisible();

    await submit.click();
    await expectToast(page, 'Missing Website', 'Please enter your website domain');

    await form.getByLabel('Website').fill('https://www.shop.com');
    await submit.click();
    await expectToast(page, 'Invalid Website', 'Please enter a valid domain (e.g. example.com)');

    await form.getByLabel('Website').fill('shop.com');
    await form.getByLabel('Email').fill('anna @shop.com');
    await submit.click();
    await expectToast(page, 'Invalid Email', 'Please enter a valid email address');
    expect(calls.count).toBe(0);
  });

  test('the analyzer asks for website, name and email in turn, then checks the email', async ({ page }) => {
    const calls = watchCreateCalls(page);
    await page.goto('/en/website-analyzer');
    const form = page.getByRole('form', { name: 'Create your demo chatbot' });
    const submit = form.getByRole('button', { name: 'Analyze my website' });
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
    await expect(page.getByRole('listitem')).toHaveCount(4);

    await submit.click();
    await expectToast(page, 'Website required', 'Please enter your website domain');
    await form.getByLabel('Website').fill('shop.com');
    await submit.click();
    await expectToast(page, 'Name required', 'Please enter your full name');
    await form.getByLabel('Full name').fill('Anna Rossi');
    await submit.click();
    await expectToast(page, 'Email required', 'Please enter your email address');
    await form.getByLabel('Email').fill('anna@shop');
    await submit.click();
    await expectToast(page, 'Invalid Email', 'Please enter a valid email address');
    expect(calls.count).toBe(0);
  });

  test("a domain the server refuses shows 'Error' with the server's message and re-enables the form", async ({
    page,
  }) => {
    await page.goto('/en/website-analyzer');
    const form = page.getByRole('form', { name: 'Create your demo chatbot' });
    await form.getByLabel('Website').fill('not a domain');
    await form.getByLabel('Full name').fill('Anna Rossi');
    await form.getByLabel('Email').fill('anna@shop.com');
    await form.getByRole('button', { name: 'Analyze my website' }).click();
    await expect(page.getByText('Error', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/valid domain/).first()).toBeVisible();
    await expect(form.getByRole('button', { name: 'Analyze my website' })).toBeEnabled();
    await expect(page).toHaveURL(/\/en\/website-analyzer$/);
  });

  test("while the analyzer's create call is under way the button reads 'Analyzing...' and the form is disabled", async ({
    page,
  }) => {
    // Hold the create call briefly so the submitting state can be seen.
    await page.route('**/api/chatbot-demo/create', async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await page.goto('/en/website-analyzer');
    const form = page.getByRole('form', { name: 'Create your demo chatbot' });
    await form.getByLabel('Website').fill(FIXTURE_DOMAIN);
    await form.getByLabel('Full name').fill('Anna Rossi');
    await form.getByLabel('Email').fill('anna@forno-bellavista.test');
    await form.getByRole('button', { name: 'Analyze my website' }).click();
    await expect(form.getByRole('button', { name: 'Analyzing...' })).toBeDisabled();
    for (const field of ['Website', 'Full name', 'Email'])
      await expect(form.getByLabel(field)).toBeDisabled();
    await expect(page).toHaveURL(/\/en\/chatbot-demo\/[^/]+$/);
  });

  test('when the server did not record the contact, the analyzer sends it with a follow-up contact call', async ({
    page,
  }) => {
    const demoId = 'e2e-contact-follow-up';
    await page.route('**/api/chatbot-demo/create', (route) =>
      route.fulfill({ json: { success: true, demoId, contactInfoSubmitted: false, message: 'ok' } }),
    );
    const contactCall = page.waitForRequest('**/api/chatbot-demo/contact');
    await page.goto('/en/website-analyzer');
    const form = page.getByRole('form', { name: 'Create your demo chatbot' });
    await form.getByLabel('Website').fill('shop-rossi.com');
    await form.getByLabel('Full name').fill('Anna Rossi');
    await form.getByLabel('Email').fill('anna@shop-rossi.com');
    await form.getByRole('button', { name: 'Analyze my website' }).click();

    const contact = await contactCall;
    expect(contact.method()).toBe('POST');
    expect(contact.postDataJSON()).toMatchObject({
      fullName: 'Anna Rossi',
      email: 'anna@shop-rossi.com',
      website: 'shop-rossi.com',
    });
    expect((await contact.response())?.status()).toBe(201);
    await expect(page).toHaveURL(new RegExp(`/en/chatbot-demo/${demoId}$`));
    expect(await page.evaluate(() => localStorage.getItem('latestDemoId'))).toBe(demoId);
  });

  test("a question the server refuses (over the visitor's message limit) shows the chat's error label and the reason, in the chat and a toast", async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const created = await request.post('/api/chatbot-demo/create', { data: { domain: FIXTURE_DOMAIN } });
    expect(created.ok()).toBe(true);
    const { demoId } = (await created.json()) as { demoId: string };
    await page.goto(`/en/chatbot-demo/${encodeURIComponent(demoId)}`);
    await expect(page.getByText(/Your chatbot is ready: \d+ pages read\./)).toBeVisible({ timeout: 90_000 });

    const { input, log } = demoChat(page);
    const errorLabel = log.getByText('Sorry, I encountered an error. Please try again.', { exact: true });
    // The server answers 20 questions a minute per visitor (chat-service app.ts chatVisitor).
    for (let i = 1; i <= 20; i++) {
      const question = `Question number ${i}: when are you open?`;
      await input.fill(question);
      await input.press('Enter');
      await expect(log.getByText(question)).toBeVisible();
      await expect(input).toBeEnabled({ timeout: 30_000 });
    }
    await expect(errorLabel).toHaveCount(0);

    await input.fill('One question too many?');
    await input.press('Enter');
    await expect(errorLabel).toBeVisible();
    const reason = 'Too many messages. Please wait a minute and try again.';
    await expect(log.getByText(reason, { exact: true })).toBeVisible();
    await expect(log.getByRole('button', { name: 'Retry' })).toBeVisible();
    // The page's toast (spec part 2 §8): the 'Error' title and the server's message.
    await expect(page.getByRole('status').filter({ hasText: reason }).first()).toContainText('Error');
    await expect(input).toBeEnabled();
  });

  test('a site that cannot be read ends the progress with the failure reason', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/en/chatbot-demo');
    const form = page.getByRole('form', { name: 'Create your demo chatbot' });
    await form.getByLabel('Website').fill('no-such-bakery.test');
    await form.getByRole('button', { name: 'Create my AI Agent' }).click();
    await expect(page).toHaveURL(/\/en\/chatbot-demo\/[^/]+$/);
    await expect(page.getByText('We could not read your site.')).toBeVisible({ timeout: 150_000 });
    await expect(page.getByText(/^Reason: .+/)).toBeVisible();
    await expect(
      page.getByText('There is nothing to answer from yet: try again with another website address.'),
    ).toBeVisible();
    const { chat, input } = demoChat(page);
    await expect(
      chat.getByText('There is nothing to answer from yet: try again with another website address.'),
    ).toBeVisible();
    await expect(input).toBeDisabled();
    await page.getByRole('link', { name: 'Try another website' }).click();
    await expect(page).toHaveURL(/\/en\/chatbot-demo$/);
  });

  test('an unknown demo id shows the not-found view whose button goes back to demo creation', async ({
    page,
  }) => {
    await page.goto('/en/chatbot-demo/no-such-demo-0000');
    await expect(page.getByRole('heading', { name: 'Error fetching demo' })).toBeVisible();
    await expect(
      page.getByText("We couldn't find this chatbot. It may have expired or been removed.", { exact: true }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Back to demo creation' }).click();
    await expect(page).toHaveURL(/\/en\/chatbot-demo$/);
    await expect(page.getByRole('form', { name: 'Create your demo chatbot' })).toBeVisible();
  });

  test('the closing call to action scrolls back to the form at the top', async ({ page }) => {
    await page.goto('/en/chatbot-demo');
    const cta = page.getByRole('button', { name: 'Create my free demo' });
    await cta.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.getByRole('button', { name: 'How much does it cost?' }).click();
    await expect(page.getByText(/stays active for 7 days/).first()).toBeVisible();
    await cta.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByLabel('Website')).toBeFocused();
  });
});

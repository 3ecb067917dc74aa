import { expect, type Page, test } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { FIXTURE_DOMAIN } from '../playwright.config.ts';
import { unique } from '../support/accounts.ts';

/** A fact that exists only in the uploaded PDF, never on the fixture site. */
const PDF_FACT = 'The Zuccotto Stellare costs 17 euro and is baked only on Fridays.';
const PDF_QUESTION = 'How much does the Zuccotto Stellare cost?';

async function pdfWith(lines: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage();
  for (const [i, line] of lines.entries()) page.drawText(line, { x: 50, y: 760 - i * 22, size: 12, font });
  return Buffer.from(await doc.save());
}

async function signIn(page: Page) {
  const username = `chef${unique()}`;
  const res = await page.request.post('/api/register', {
    data: { username, password: 'correct-horse', email: `${username}@example.com`, firstName: 'Chef' },
  });
  expect(res.ok()).toBe(true);
}

async function expectToast(page: Page, title: string, description: string) {
  await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(description, { exact: true }).first()).toBeVisible();
}

function sourceRow(page: Page, label: string) {
  return page.getByRole('listitem', { name: label });
}

test.describe('chatbot builder', () => {
  test.setTimeout(180_000);

  test('a client uploads a TXT and a PDF and imports a URL, sees each ready, and the live preview answers from the PDF', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/en/portal/chatbot-embed');
    await expect(page.getByRole('heading', { name: 'Chatbot builder' })).toBeVisible();
    await page.getByRole('tab', { name: 'Content' }).click();

    const fileInput = page.locator('input[type="file"]');
    await expect(fileInput).toHaveAttribute('accept', '.pdf,.docx,.txt');
    // Hold the uploads briefly so their busy state can be seen.
    await page.route(/\/api\/chatbot\/training\/document(\?|$)/, async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await fileInput.setInputFiles([
      {
        name: 'delivery-notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('Deliveries to Casalecchio cost 3 euro and leave at 8:15 every morning.'),
      },
      {
        name: 'seasonal-menu.pdf',
        mimeType: 'application/pdf',
        buffer: await pdfWith(['Seasonal menu', PDF_FACT]),
      },
    ]);
    await expect(page.getByText('Uploading...')).toBeVisible();
    await expect(page.getByText('Document uploaded', { exact: true }).first()).toBeVisible({
      timeout: 30_000,
    });

    const url = `http://${FIXTURE_DOMAIN}/orari`;
    await page.getByLabel('Page address').fill(url);
    await page.getByRole('button', { name: 'Import URL' }).click();
    await expect(page.getByText('URL imported', { exact: true }).first()).toBeVisible({ timeout: 30_000 });

    await page.getByRole('tab', { name: 'Train' }).click();
    for (const label of ['delivery-notes.txt', 'seasonal-menu.pdf', url]) {
      await expect(sourceRow(page, label).getByText('Ready', { exact: true })).toBeVisible({
        timeout: 90_000,
      });
    }

    const preview = page.frameLocator('iframe[title="Live preview"]');
    const message = preview.getByRole('textbox', { name: 'Your message' });
    await expect(message).toBeVisible({ timeout: 20_000 });
    await message.fill(PDF_QUESTION);
    await message.press('Enter');
    await expect(preview.getByText(/17 euro/).first()).toBeVisible({ timeout: 30_000 });
  });

  test('an oversized and a wrong-type file, an empty and a malformed URL show the spec errors and send nothing', async ({
    page,
  }) => {
    let uploads = 0;
    page.on('request', (req) => {
      if (req.url().includes('/api/chatbot/training/')) uploads++;
    });
    await signIn(page);
    await page.goto('/en/portal/chatbot-embed');
    await page.getByRole('tab', { name: 'Content' }).click();
    const fileInput = page.locator('input[type="file"]');

    await fileInput.setInputFiles({
      name: 'catalogue.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 32),
    });
    await expectToast(page, 'File error', 'File is too large. Maximum size is 10MB.');

    await fileInput.setInputFiles({
      name: 'shop.png',
      mimeType: 'image/png',
      buffer: Buffer.from([137, 80, 78, 71]),
    });
    await expectToast(page, 'File error', 'Invalid file type. Please upload PDF, DOCX, or TXT files.');

    await page.getByRole('button', { name: 'Import URL' }).click();
    await expectToast(page, 'URL error', 'Please enter a URL');
    await page.getByLabel('Page address').fill('not a url');
    await page.getByRole('button', { name: 'Import URL' }).click();
    await expectToast(page, 'URL error', 'Please enter a valid URL');
    expect(uploads).toBe(0);
  });

  test('a page that cannot be read shows Failed with its reason, can be retried and removed', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/en/portal/chatbot-embed');
    await page.getByRole('tab', { name: 'Content' }).click();
    const url = `http://${FIXTURE_DOMAIN}/prodotti/pane-al-kamut`;
    await page.getByLabel('Page address').fill(url);
    await page.getByRole('button', { name: 'Import URL' }).click();
    await page.getByRole('tab', { name: 'Train' }).click();
    const row = sourceRow(page, url);
    await expect(row.getByText('Failed', { exact: true })).toBeVisible({ timeout: 90_000 });
    await expect(row.getByText(/^Reason: .+/)).toBeVisible();
    await row.getByRole('button', { name: `Retry ${url}` }).click();
    await expect(row.getByText('Failed', { exact: true })).toBeVisible({ timeout: 90_000 });
    await row.getByRole('button', { name: `Remove ${url}` }).click();
    await expect(row).toHaveCount(0);
    await expect(
      page.getByText('No sources yet: upload a document or import a page from the Content tab.'),
    ).toBeVisible();
  });

  test('settings start from the defaults, save with Saving then Changes Saved, and survive a reload; the embed code copies', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page);
    await page.goto('/en/portal/chatbot-embed');
    await expect(page.getByLabel('Bot name')).toHaveValue('AI Assistant');
    await expect(page.getByLabel('Welcome message')).toHaveValue('Hello! How can I help you today?');
    await page.getByLabel('Bot name').fill('Bellavista Bot');
    await page.getByLabel('Welcome message').fill('Ciao! Ask me about our bread.');
    await page.getByLabel('Bot language').selectOption('it');

    await page.getByRole('tab', { name: 'Content' }).click();
    await expect(page.getByText('Content Added')).toHaveCount(0);
    await page.getByLabel('Company information').fill('Family bakery in Bologna since 1962.');
    await expect(page.getByText('Content Added')).toBeVisible();

    await page.getByRole('tab', { name: 'Appearance' }).click();
    await expect(page.getByRole('button', { name: 'Use colour #7c3aed' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: 'Use colour #10b981' }).click();
    await page.getByLabel('Bottom left').check();

    // Hold the save briefly so its busy state can be seen.
    await page.route(/\/api\/chatbot\/settings(\?|$)/, async (route) => {
      if (route.request().method() === 'PUT') await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Changes Saved' })).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Bot name')).toHaveValue('Bellavista Bot');
    await expect(page.getByLabel('Welcome message')).toHaveValue('Ciao! Ask me about our bread.');
    await expect(page.getByLabel('Bot language')).toHaveValue('it');
    await page.getByRole('tab', { name: 'Content' }).click();
    await expect(page.getByLabel('Company information')).toHaveValue('Family bakery in Bologna since 1962.');
    await page.getByRole('tab', { name: 'Appearance' }).click();
    await expect(page.getByRole('button', { name: 'Use colour #10b981' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByLabel('Bottom left')).toBeChecked();

    await page.getByRole('tab', { name: 'Embed code' }).click();
    const snippet = page.locator('pre code');
    await expect(snippet).toContainText('data-bot-id=');
    await page.getByRole('button', { name: 'Copy code' }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await snippet.textContent());

    await page.getByRole('button', { name: 'Back to Portal' }).click();
    await expect(page).toHaveURL(/\/en\/portal$/);
  });
});

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { FIXTURE_DOMAIN, REFRESH_DOMAIN } from '../playwright.config.ts';
import { demoChat } from '../support/demo-chat.ts';

async function createDemo(page: Page, domain: string) {
  await page.goto('/en/chatbot-demo');
  const form = page.getByRole('form', { name: 'Create your demo chatbot' });
  await form.getByLabel('Website').fill(domain);
  await form.getByRole('button', { name: 'Create my AI Agent' }).click();
  await expect(page).toHaveURL(/\/en\/chatbot-demo\/[^/]+$/);
  await expect(page.getByText(/Your chatbot is ready: \d+ pages read\./)).toBeVisible({ timeout: 90_000 });
  return page.getByRole('region', { name: 'What your chatbot read' });
}

test.describe('the demo page’s crawl report', () => {
  test.setTimeout(150_000);

  test.beforeEach(async ({ context }) => {
    await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  });

  test('a site whose home page is only a meta refresh to en/ gets a bot, and the report says where reading started', async ({
    page,
  }) => {
    const report = await createDemo(page, REFRESH_DOMAIN);
    await expect(report).toBeVisible();
    await expect(report.getByText(`Started from http://${REFRESH_DOMAIN}/en/`)).toBeVisible();
    await expect(report.getByText('3 pages read')).toBeVisible();
    await expect(report.getByRole('list', { name: 'Pages read per language' })).toHaveText('English: 3');
    await expect(report.getByText('No page was left out.')).toBeVisible();

    const { input, log } = demoChat(page);
    await input.fill('How much does the tasting menu cost?');
    await input.press('Enter');
    await expect(log.getByText('45 euros', { exact: false }).last()).toBeVisible({ timeout: 30_000 });
    await expect(log.locator('a[href$="/en/menu"]').first()).toBeVisible();
  });

  test('the pages left out are grouped by reason, each group opening by keyboard on its addresses', async ({
    page,
  }) => {
    const report = await createDemo(page, FIXTURE_DOMAIN);
    await expect(report.getByText(/^\d+ pages read$/)).toBeVisible();
    await expect(report.getByText(/^\d+ pages? left out$/)).toBeVisible();
    const robots = report.getByText('Excluded by robots.txt (1)');
    await expect(robots).toBeVisible();
    const hidden = report.getByRole('link', {
      name: `http://${FIXTURE_DOMAIN}/area-riservata/listino-grossisti`,
    });
    await expect(hidden).toBeHidden();
    await robots.focus();
    await page.keyboard.press('Enter');
    await expect(hidden).toBeVisible();
    await expect(report.getByText(/^Could not be loaded \(\d+\)$/)).toBeVisible();
    await expect(report.getByText(/^Same content as another page \(\d+\)$/)).toBeVisible();

    // the report only: the rest of the demo page has checks of its own
    const { violations } = await new AxeBuilder({ page }).include('main section:has(details)').analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
  });
});

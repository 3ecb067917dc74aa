import { expect, type Page, test } from '@playwright/test';
import { CHANGING_DOMAIN, FIXTURE_PORT } from '../playwright.config.ts';
import { unique } from '../support/accounts.ts';

async function signIn(page: Page) {
  const username = `vigna${unique()}`;
  const res = await page.request.post('/api/register', {
    data: { username, password: 'correct-horse', email: `${username}@example.com`, firstName: 'Vigna' },
  });
  expect(res.ok()).toBe(true);
}

test.describe('knowledge that stays fresh', () => {
  test.setTimeout(120_000);

  test('a client adds a whole site on a weekly schedule, refreshes it after the site changed, and sees what changed', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/en/portal/chatbot-embed');
    await page.getByRole('tab', { name: 'Content' }).click();
    const form = page.getByRole('form', { name: 'Web pages' });
    await form.getByLabel('Page address').fill(`http://${CHANGING_DOMAIN}/orari`);
    await form.getByLabel('Read the whole site').check();
    await form.getByLabel('Update automatically').selectOption({ label: 'Every week' });
    await form.getByRole('button', { name: 'Import URL' }).click();

    await page.getByRole('tab', { name: 'Train' }).click();
    const row = page.getByRole('listitem', { name: CHANGING_DOMAIN });
    await expect(row.getByText('Ready', { exact: true })).toBeVisible({ timeout: 60_000 });
    const schedule = row.getByRole('combobox', { name: `Update automatically: ${CHANGING_DOMAIN}` });
    await expect(schedule).toHaveValue('weekly');
    await expect(row.getByText(/^Next update: /)).toBeVisible();

    // The winery edits its hours (linking a new tasting page) and takes its cellar page down.
    const changed = await page.request.post(`http://127.0.0.1:${FIXTURE_PORT}/__vigna/change`);
    expect(changed.status()).toBe(204);
    await row.getByRole('button', { name: `Refresh now: ${CHANGING_DOMAIN}` }).click();
    await expect(row.getByText('Ready', { exact: true })).toBeVisible({ timeout: 60_000 });

    await row.getByRole('button', { name: `What changed: ${CHANGING_DOMAIN}` }).click();
    const runs = row.getByRole('list', { name: `Runs of ${CHANGING_DOMAIN}` });
    const latest = runs.getByRole('listitem').filter({ hasText: 'Manual refresh' }).first();
    await expect(latest).toContainText('1 added · 1 changed · 0 removed · 4 unchanged');
    await latest.getByText('Pages changed (1)').click();
    await expect(latest.getByRole('link', { name: `http://${CHANGING_DOMAIN}/orari` })).toBeVisible();
    await latest.getByText('Missing once (1)').click();
    await expect(latest.getByRole('link', { name: `http://${CHANGING_DOMAIN}/cantina` })).toBeVisible();
    await expect(runs.getByRole('listitem').filter({ hasText: 'First read' })).toContainText('6 added');

    await schedule.selectOption({ label: 'Off' });
    await expect(row.getByText(/^Next update: /)).toHaveCount(0);
    await page.reload();
    await page.getByRole('tab', { name: 'Train' }).click();
    await expect(
      page
        .getByRole('listitem', { name: CHANGING_DOMAIN })
        .getByRole('combobox', { name: `Update automatically: ${CHANGING_DOMAIN}` }),
    ).toHaveValue('off');
  });
});

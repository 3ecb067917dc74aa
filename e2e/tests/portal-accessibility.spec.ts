import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN } from '../playwright.config.ts';
import { login } from '../support/accounts.ts';

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`);
}

test.beforeEach(async ({ context }) => {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
});

test('the portal, its chatbot cockpit and every admin page pass an axe-core check with no serious violations', async ({
  page,
}) => {
  await login(page, ADMIN.username, ADMIN.password);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(page.getByRole('heading', { name: `Welcome, ${ADMIN.username}` })).toBeVisible();
  expect(await seriousViolations(page), '/en/portal').toEqual([]);
  for (const [path, heading] of [
    ['/en/admin/cms', 'Content management'],
    ['/en/admin/users', 'Clients'],
    ['/en/admin/projects', 'Client projects'],
    ['/en/admin/leads', 'Leads'],
    ['/en/admin/chatbots', 'Chatbots'],
    ['/en/portal/conversations', 'Conversations'],
    ['/en/portal/knowledge-gaps', 'Knowledge gaps'],
    ['/en/portal/leads', 'Leads'],
    ['/en/portal/analytics', 'Analytics'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

import type { Page } from '@playwright/test';
import { THIRD_PARTY } from '../support/host-pages.ts';
import { expect, test, waitForHydration } from './marketing-fixtures.ts';

/** The section's top edge comes to rest just under the sticky header (its scroll margin), not short or past it. */
async function expectSectionAtTop(page: Page, id: string) {
  await expect
    .poll(() => page.locator(`#${id}`).evaluate((el) => Math.round(el.getBoundingClientRect().top)), {
      timeout: 10_000,
    })
    .toBeGreaterThanOrEqual(40);
  await expect
    .poll(() => page.locator(`#${id}`).evaluate((el) => Math.round(el.getBoundingClientRect().top)))
    .toBeLessThanOrEqual(120);
}

test.describe('public site behaviour', () => {
  test('header links scroll to their anchors, and the header turns solid after 10 px', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-solid', 'false');
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute('data-solid', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-solid', 'false');

    const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
    for (const [name, id] of [
      ['Servizi', 'services'],
      ['Soluzioni', 'solutions'],
      ['Contatti', 'contact'],
      ['Home', 'home'],
    ] as const) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page.locator(`#${id}`)).toBeInViewport();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      if (id !== 'home') await expectSectionAtTop(page, id);
    }
  });

  test('on the voice-agent page the links go home with scrollTo and land on the section', async ({
    page,
  }) => {
    await page.goto('/en/voice-agent');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Solutions' })).toHaveAttribute(
      'href',
      '/en?scrollTo=solutions',
    );
    await nav.getByRole('link', { name: 'Solutions' }).click();
    await expect(page).toHaveURL(/\/en\?scrollTo=solutions$/);
    await expect(page.locator('#solutions')).toBeInViewport();
    await expectSectionAtTop(page, 'solutions');
  });

  test('on a phone, a link far down the page lands its section right under the header', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    for (const id of ['faq', 'contact']) {
      await page.goto(`/en?scrollTo=${id}`);
      await expectSectionAtTop(page, id);
    }
    await page.goto('/en#how-we-work');
    await expectSectionAtTop(page, 'how-we-work');
  });

  test('the language switch rewrites the path: English adds /en, Italian removes it', async ({ page }) => {
    await page.goto('/voice-agent');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/voice-agent$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Every call gets an answer');
    await expect(page).toHaveTitle('Vela AI | AI voice agents that answer the phone 24/7');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
    await page.getByRole('button', { name: 'Italiano' }).click();
    await expect(page).toHaveURL(/\/voice-agent$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ogni chiamata ha una risposta');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('it');
  });

  test('footer legal links carry /it in Italian', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/it/legal/privacy-policy',
    );
    await expect(footer.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute(
      'href',
      '/it/legal/cookie-policy',
    );
    await expect(footer.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('target', '_blank');
    await expect(footer.getByText('P.IVA IT04218350961')).toBeVisible();
  });

  test('the FAQ opens one item at a time and an open item closes again', async ({ page }) => {
    await page.goto('/en');
    await waitForHydration(page);
    const first = page.getByRole('button', {
      name: 'What is an AI agent and what can it do for my business?',
    });
    const second = page.getByRole('button', { name: 'Is my data safe?' });
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/It is software that understands natural language/)).toBeVisible();
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { expanded: true })).toHaveCount(1);
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  test('the FAQ and hero take their texts from the CMS when the admin changed them', async ({ page }) => {
    await page.route('**/api/cms/content/faq?language=it', (route) =>
      route.fulfill({ json: { contents: [{ key: 'title', value: 'Domande dal CMS' }] } }),
    );
    await page.route('**/api/cms/content/hero?language=it', (route) =>
      route.fulfill({ json: { contents: [{ key: 'productivity_value', value: '+61%' }] } }),
    );
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Domande dal CMS' })).toBeVisible();
    await expect(page.getByText('+61%', { exact: true })).toBeVisible();
    // Keys the CMS does not set keep their translations.
    await expect(page.getByText('25+ ore', { exact: true })).toBeVisible();
  });

  test('when the CMS fails the footer falls back to the translated tagline and copyright', async ({
    page,
  }) => {
    await page.route('**/api/cms/content', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto('/en');
    await waitForHydration(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(/We design AI agents that work alongside your team/)).toBeVisible();
    await expect(
      footer.getByText('© 2025 Vela AI S.r.l. · VAT IT04218350961 · All rights reserved.'),
    ).toBeVisible();
  });

  test('the contact popup shows the lead form frame and closes with its button or a click outside', async ({
    page,
  }) => {
    await page.goto('/en');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Contact us' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Let’s talk about your project' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('iframe[title="Contact us"]')).toHaveAttribute(
      'src',
      THIRD_PARTY.leadFormUrl,
    );
    await page.mouse.click(10, 10);
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Contact us' }).first().click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('without a reachable calendar the booking section and the consultation card lead to the contact form', async ({
    page,
  }) => {
    // The calendar provider is down: its script cannot be fetched.
    await page.route(THIRD_PARTY.bookingScriptUrl, (route) => route.abort());
    await page.goto('/');
    await waitForHydration(page);
    await page.locator('#booking-section').scrollIntoViewIfNeeded();
    await expect(page.getByText('Il calendario non è disponibile in questo momento')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: /Consulenza AI gratuita/ }).click();
    await expect(page.locator('#contact')).toBeInViewport();
  });

  test('the social-agent frame gets the page query after its delay', async ({ page }) => {
    await page.goto('/social-agent?campaign=spring&ref=ads');
    const frame = page.locator('iframe[title="Social media agent di Vela AI"]');
    await expect(frame).toHaveAttribute('src', `${THIRD_PARTY.socialAgentUrl}?campaign=spring&ref=ads`);
  });

  test('at 390 px the right-side drawer holds the links, the language switch and the account actions', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('navigation', { name: 'Navigazione principale' })).toBeHidden();
    await page.getByRole('button', { name: 'Apri il menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(390);
    await expect(drawer.getByRole('button', { name: 'English' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Accedi' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Servizi' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.locator('#services')).toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  });
});

import { PRODUCT_URL } from '../playwright.config.ts';
import { THIRD_PARTY } from '../support/host-pages.ts';
import { expect, test, waitForHydration } from './marketing-fixtures.ts';

// The booking calendar, lead form and social agent are the local stand-ins of e2e/support/third-party-fakes.ts.
test.describe('public site embeds', () => {
  test('the booking calendar script is added when its section appears, draws the month view in brand colours, and is removed when the visitor leaves home', async ({
    page,
  }) => {
    const scriptRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url() === THIRD_PARTY.bookingScriptUrl) scriptRequests.push(request.url());
    });
    const script = page.locator(`script[src="${THIRD_PARTY.bookingScriptUrl}"]`);
    await page.goto('/en');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(script).toHaveCount(0);
    expect(scriptRequests).toEqual([]);

    await page.locator('#booking-section').scrollIntoViewIfNeeded();
    await expect(script).toHaveCount(1);
    const frame = page.locator('#booking-calendar iframe');
    await expect(frame).toHaveAttribute('src', /^http:\/\/localhost:\d+\/vela-ai\/consulenza-gratuita\?/);
    expect(new URL((await frame.getAttribute('src')) ?? '').searchParams.get('layout')).toBe('month_view');
    const calendar = page.frameLocator('#booking-calendar iframe');
    await expect(calendar.getByRole('heading', { name: 'consulenza-gratuita' })).toBeVisible();
    await expect(calendar.getByRole('button', { name: 'Confirm' })).toHaveCSS(
      'background-color',
      'rgb(79, 70, 229)',
    );
    await expect(page.getByText('Loading the calendar…')).toBeHidden();
    await expect(page.locator('#booking-section')).toHaveAttribute('data-available', 'true');
    expect(scriptRequests).toHaveLength(1);

    // Leaving home in the same document (client-side navigation) takes the script away with the section.
    await page.evaluate(() => document.documentElement.setAttribute('data-same-document', ''));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/en\/legal\/privacy-policy$/);
    await expect(page.locator('html')).toHaveAttribute('data-same-document', '');
    await expect(script).toHaveCount(0);
    await expect(page.locator('iframe.cal-embed')).toHaveCount(0);

    // Back home, the section appears again and brings one script and the calendar back.
    await page.goBack();
    await expect(page).toHaveURL(/\/en$/);
    await page.locator('#booking-section').scrollIntoViewIfNeeded();
    await expect(script).toHaveCount(1);
    await expect(calendar.getByRole('heading', { name: 'consulenza-gratuita' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-same-document', '');
  });

  test('with the calendar reachable, the free-consultation card scrolls to the calendar, not to the contact form', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: /Consulenza AI gratuita/ }).click();
    await expect(page.locator('#booking-section')).toBeInViewport();
    await expect(page.frameLocator('#booking-calendar iframe').getByRole('heading')).toBeVisible();
  });

  test('the contact popup loads the form-embed script and the Contact us form from LEAD_FORM_URL only when it opens', async ({
    page,
  }) => {
    const cspErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/.test(message.text()))
        cspErrors.push(message.text());
    });
    const script = page.locator(`script[src="${THIRD_PARTY.leadFormScriptUrl}"]`);
    await page.goto('/en');
    await waitForHydration(page);
    await expect(script).toHaveCount(0);
    expect(await page.evaluate(() => 'leadFormEmbed' in window)).toBe(false);

    const scriptLoaded = page.waitForResponse(THIRD_PARTY.leadFormScriptUrl);
    await page.getByRole('button', { name: 'Contact us' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Let’s talk about your project' });
    await expect(dialog).toBeVisible();
    expect((await scriptLoaded).status()).toBe(200);
    await expect(script).toHaveCount(1);
    // The provider's script ran under the page's Content-Security-Policy.
    await page.waitForFunction(() => 'leadFormEmbed' in window);
    const frame = dialog.locator('iframe[title="Contact us"]');
    await expect(frame).toHaveAttribute('src', THIRD_PARTY.leadFormUrl);
    const form = dialog.frameLocator('iframe[title="Contact us"]');
    await expect(form.getByRole('heading', { name: 'Contact us' })).toBeVisible();
    await expect(form.getByLabel('Email')).toBeEditable();
    expect(cspErrors).toEqual([]);
  });

  test('the social-agent frame starts 100 ms after the page, with its query, and is then told the parent URL', async ({
    page,
  }) => {
    // The page's clock stands still, so the frame's delay is measured exactly.
    await page.clock.install({ time: new Date('2025-07-01T09:00:00Z') });
    await page.clock.pauseAt(new Date('2025-07-01T09:00:01Z'));
    await page.goto('/en/social-agent?campaign=spring&ref=ads');
    await waitForHydration(page);
    // The header reacts to scroll once hydration has committed, and with it the page's effects have run.
    const header = page.getByRole('banner');
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, 40));
      await expect(header).toHaveAttribute('data-solid', 'true', { timeout: 500 });
    }).toPass();
    const frame = page.locator('iframe[title="Vela AI social media agent"]');
    await expect(frame).toHaveCount(0);
    await page.clock.runFor(99);
    await expect(frame).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(frame).toHaveAttribute('src', `${THIRD_PARTY.socialAgentUrl}?campaign=spring&ref=ads`);

    const tool = page.frameLocator('iframe[title="Vela AI social media agent"]');
    await expect(tool.locator('#query')).toHaveText('Query: campaign=spring&ref=ads');
    await expect(tool.locator('#parent-url')).toHaveText(
      `Parent URL: ${PRODUCT_URL}/en/social-agent?campaign=spring&ref=ads`,
    );
    await expect(tool.locator('#parent-origin')).toHaveText(`From: ${PRODUCT_URL}`);
    await expect(page.getByText('Loading the tool…')).toBeHidden();
  });
});

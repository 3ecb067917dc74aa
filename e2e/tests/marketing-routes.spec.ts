import {
  expect,
  expectNoSeriousA11yViolations,
  publicRoutes,
  test,
  waitForHydration,
} from './marketing-fixtures.ts';

const homeSectionsInOrder = [
  'home',
  'services',
  'solutions',
  'how-we-work',
  'faq',
  'contact',
  'booking-section',
];

test.describe('public routes', () => {
  // Sections rest in place under reduced motion, so axe never measures a half-faded text.
  test.use({ reducedMotion: 'reduce' });

  for (const route of publicRoutes) {
    test(`${route.path} shows its page in ${route.lang} with header, footer, title and no serious a11y issue`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('lang', route.lang);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeAttached();
      await expect(page).toHaveTitle(/^Vela AI \| .+/);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      if ('updated' in route) {
        await expect(page.getByText(route.updated)).toBeVisible();
        await expect(
          page.getByRole('navigation', { name: /Percorso|Breadcrumb/ }).getByRole('link'),
        ).toHaveAttribute('href', route.lang === 'en' ? '/en' : '/');
      }
      await expectNoSeriousA11yViolations(page);
      expect(errors).toEqual([]);
    });
  }

  test('the prerendered HTML carries heading, description, canonical and hreflang before any script runs', async ({
    request,
    baseURL,
  }) => {
    const origin = (baseURL ?? '').replace(/\/$/, '');
    const italian = await (await request.get('/voice-agent')).text();
    expect(italian).toContain('Ogni chiamata ha una risposta.');
    expect(italian).toMatch(/<meta name="description" content="Un agente vocale AI risponde/);
    expect(italian).toContain(`<link rel="canonical" href="${origin}/voice-agent">`);
    expect(italian).toContain(`hreflang="en" href="${origin}/en/voice-agent"`);
    const english = await (await request.get('/en')).text();
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('Your team, faster.');
    expect(english).toContain('<title>Vela AI | AI automation for businesses');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${origin}/en/legal/cookie-policy</loc>`);
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  test('a public page paints from its HTML and stylesheet; the application is fetched after that paint and then hydrates', async ({
    page,
  }) => {
    await page.goto('/en');
    await waitForHydration(page);
    const { firstPaint, modules } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      modules: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
        .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime })),
    }));
    expect(firstPaint).toBeGreaterThan(0);
    // Only the entry (a small loader) is asked for before the paint; React, the router and the page after it.
    const before = modules.filter((module) => module.startTime < firstPaint).map((module) => module.name);
    expect(before).toHaveLength(1);
    expect(before[0]).toMatch(/^\/assets\/index-/);
    expect(modules.some((module) => /\/assets\/(vendor|home-page)-/.test(module.name))).toBe(true);
    // Hydrated: the header reacts to scrolling.
    await page.evaluate(() => window.scrollTo(0, 20));
    await expect(page.getByRole('banner')).toHaveAttribute('data-solid', 'true');
  });

  test('the home page has its sections in order in both languages', async ({ page }) => {
    for (const path of ['/', '/en']) {
      await page.goto(path);
      const ids = await page.locator('main section[id]').evaluateAll((els) => els.map((el) => el.id));
      expect(ids).toEqual(homeSectionsInOrder);
      await expect(page.locator('#services li[id]')).toHaveCount(6);
      await expect(page.locator('#services li[id]').first()).toHaveAttribute('id', 'customerService');
      await expect(page.locator('#services li[id]').last()).toHaveAttribute('id', 'personalization');
      await expect(page.locator('#solutions [data-industry]')).toHaveCount(6);
      await expect(page.locator('#how-we-work ol > li')).toHaveCount(4);
    }
    await page.goto('/');
    await expect(page.getByText('+48%', { exact: true })).toBeVisible();
    await expect(page.getByText('25+ ore', { exact: true })).toBeVisible();
    await expect(page.getByText('PIÙ POPOLARE', { exact: true })).toBeAttached();
    await expect(page.getByText('da 59€', { exact: true })).toBeAttached();
    await page.goto('/en');
    await expect(page.getByText('25+ hrs', { exact: true })).toBeVisible();
  });

  test('the voice-agent page shows its figures and its demo button leads to the booking anchor', async ({
    page,
  }) => {
    await page.goto('/voice-agent');
    await waitForHydration(page);
    for (const figure of ['-80%', '-90%', '-75%', '+300%', '-95%', '+85%', '100%', '+65%', '+42%']) {
      await expect(page.locator(`[data-figure="${figure}"]`)).toHaveCount(1);
    }
    await expect(page.locator('[data-industry]')).toHaveCount(6);
    await page.getByRole('link', { name: 'Prenota una demo' }).first().click();
    await expect(page).toHaveURL(/\/\?scrollTo=booking-section$/);
    await expect(page.locator('#booking-section')).toBeInViewport();
  });

  test('an unknown path answers 404 with the not-found text and no navigation', async ({ page }) => {
    for (const path of ['/no-such-page', '/en/legal/nothing']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
      await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(0);
    }
  });
});

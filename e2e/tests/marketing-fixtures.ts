import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Every public route of spec part 1, with its language and the page's main heading. */
export const publicRoutes = [
  { path: '/', lang: 'it', heading: /Il tuo team, più veloce/ },
  { path: '/it', lang: 'it', heading: /Il tuo team, più veloce/ },
  { path: '/en', lang: 'en', heading: /Your team, faster/ },
  { path: '/voice-agent', lang: 'it', heading: /Ogni chiamata ha una risposta/ },
  { path: '/it/voice-agent', lang: 'it', heading: /Ogni chiamata ha una risposta/ },
  { path: '/en/voice-agent', lang: 'en', heading: /Every call gets an answer/ },
  { path: '/social-agent', lang: 'it', heading: 'Social media agent' },
  { path: '/it/social-agent', lang: 'it', heading: 'Social media agent' },
  { path: '/en/social-agent', lang: 'en', heading: 'Social media agent' },
  { path: '/legal/privacy-policy', lang: 'it', heading: 'Privacy Policy', updated: '1 luglio 2025' },
  { path: '/it/legal/privacy-policy', lang: 'it', heading: 'Privacy Policy', updated: '1 luglio 2025' },
  { path: '/en/legal/privacy-policy', lang: 'en', heading: 'Privacy Policy', updated: 'July 1, 2025' },
  { path: '/legal/terms-of-service', lang: 'it', heading: 'Termini di servizio', updated: '1 luglio 2025' },
  {
    path: '/it/legal/terms-of-service',
    lang: 'it',
    heading: 'Termini di servizio',
    updated: '1 luglio 2025',
  },
  { path: '/en/legal/terms-of-service', lang: 'en', heading: 'Terms of Service', updated: 'July 1, 2025' },
  { path: '/legal/cookie-policy', lang: 'it', heading: 'Cookie Policy', updated: '20 aprile 2025' },
  { path: '/it/legal/cookie-policy', lang: 'it', heading: 'Cookie Policy', updated: '20 aprile 2025' },
  { path: '/en/legal/cookie-policy', lang: 'en', heading: 'Cookie Policy', updated: 'April 20, 2025' },
  { path: '/legal/gdpr-compliance', lang: 'it', heading: 'Conformità GDPR', updated: '1 luglio 2025' },
  { path: '/it/legal/gdpr-compliance', lang: 'it', heading: 'Conformità GDPR', updated: '1 luglio 2025' },
  { path: '/en/legal/gdpr-compliance', lang: 'en', heading: 'GDPR Compliance', updated: 'July 1, 2025' },
] as const;

/** Tests never reach the internet: every request that is not to the product on loopback is refused. */
export const test = base.extend<{ blockThirdParties: undefined }>({
  blockThirdParties: [
    async ({ page }, use) => {
      await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/]|localhost[:/])/, (route) => route.abort());
      await use(undefined);
    },
    { auto: true },
  ],
});

export { expect };

/** Fails on serious or critical axe-core violations, naming each rule and the first element it hit. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes[0]?.target.join(' ')})`);
  expect(serious).toEqual([]);
}

/** Waits until the prerendered page has hydrated (the header reacts to scroll only then). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return Boolean(root && Object.keys(root).some((k) => k.startsWith('__reactContainer')));
  });
}

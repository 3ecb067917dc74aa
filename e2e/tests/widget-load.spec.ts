import { expect, test } from '@playwright/test';
import { createBot, hostPage, type TestBot } from '../support/host-pages.ts';

let bot: TestBot;

test.beforeAll(async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  bot = await createBot(api, { botName: 'Quiet Bot' });
  await api.dispose();
});

test.beforeEach(async ({ context }) => {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
});

test('adding the widget shifts no layout; the panel chunk loads after the page and the socket only when the panel opens', async ({
  page,
}, testInfo) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __longest: number };
    w.__cls = 0;
    w.__longest = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!e.hadRecentInput) w.__cls += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longest = Math.max(w.__longest, e.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  let sockets = 0;
  page.on('websocket', () => {
    sockets += 1;
  });

  await page.goto(hostPage('/page-1', { snippets: [bot.snippet] }));
  const launcher = page.getByRole('button', { name: 'Open chat' });
  await expect(launcher).toBeVisible();
  await launcher.hover();
  // The panel chunk is fetched only after the host page's own load, and no socket opens before the panel does.
  const timing = await page.evaluate(async () => {
    const panel = () =>
      performance.getEntriesByType('resource').find((e) => e.name.includes('/widget/panel-'));
    while (!panel()) await new Promise((r) => setTimeout(r, 20));
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return { panelStart: panel()?.startTime ?? 0, loadEnd: nav.loadEventEnd };
  });
  expect(timing.panelStart).toBeGreaterThanOrEqual(timing.loadEnd);
  expect(requests.filter((u) => u.includes('/widget/panel-'))).toHaveLength(1);
  expect(sockets).toBe(0);
  expect(requests.some((u) => u.includes('/socket.io/'))).toBe(false);

  const metrics = await page.evaluate(() => {
    const w = window as unknown as { __cls: number; __longest: number };
    return { cls: w.__cls, longestTaskMs: w.__longest };
  });
  testInfo.annotations.push({ type: 'widget load', description: JSON.stringify(metrics) });
  console.log(`widget load metrics: ${JSON.stringify(metrics)}`);
  expect(metrics.cls).toBe(0);

  await launcher.click();
  await expect(page.getByRole('dialog', { name: 'Quiet Bot' })).toBeVisible();
  await expect.poll(() => sockets).toBe(1);
});

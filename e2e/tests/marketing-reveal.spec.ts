import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './marketing-fixtures.ts';

const SECTION = '#how-we-work';

/** Scrolls (instantly) so that `share` of the section's height is inside the viewport, from the bottom edge. */
async function showShareOfSection(page: Page, share: number) {
  await page.evaluate(
    ([selector, fraction]) => {
      const rect = (document.querySelector(selector as string) as HTMLElement).getBoundingClientRect();
      const by = rect.top - (window.innerHeight - (fraction as number) * rect.height);
      window.scrollTo({ top: window.scrollY + by, behavior: 'instant' });
    },
    [SECTION, share] as const,
  );
}

/** Lets intersection observers report and React render: a few frames and a moment more. */
async function settle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let frames = 0;
        const next = () => (++frames === 4 ? setTimeout(resolve, 150) : requestAnimationFrame(next));
        requestAnimationFrame(next);
      }),
  );
}

/** Records every CSS transition the section starts, by property. */
async function recordTransitions(page: Page) {
  await page.locator(SECTION).evaluate((section: HTMLElement) => {
    const started: string[] = [];
    (window as unknown as { transitionsRun: string[] }).transitionsRun = started;
    section.addEventListener('transitionrun', (event: TransitionEvent) => {
      if (event.target === section) started.push(event.propertyName);
    });
  });
}

const transitionsRun = (page: Page) =>
  page.evaluate(() => [...(window as unknown as { transitionsRun: string[] }).transitionsRun]);

test.describe('sections animating in', () => {
  test('a section below the fold waits hidden until 10% of it is on screen, then fades in once', async ({
    page,
  }) => {
    await page.goto('/en');
    await waitForHydration(page);
    const section = page.locator(SECTION);
    await expect(section).toHaveAttribute('data-reveal', 'pending');
    await expect(section).toHaveCSS('opacity', '0');
    await recordTransitions(page);

    await showShareOfSection(page, 0.05);
    await settle(page);
    await expect(section).toHaveAttribute('data-reveal', 'pending');
    expect(await transitionsRun(page)).toEqual([]);

    await showShareOfSection(page, 0.15);
    await expect(section).toHaveAttribute('data-reveal', 'shown');
    await expect(section).toHaveCSS('opacity', '1');
    expect(await transitionsRun(page)).toContain('opacity');
    const afterFirstReveal = (await transitionsRun(page)).length;

    // Once: leaving and coming back neither hides it again nor plays the animation a second time.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await settle(page);
    await showShareOfSection(page, 0.5);
    await settle(page);
    await expect(section).toHaveAttribute('data-reveal', 'shown');
    await expect(section).toHaveCSS('opacity', '1');
    expect(await transitionsRun(page)).toHaveLength(afterFirstReveal);
  });

  test.describe('with prefers-reduced-motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('sections are shown in place and never animate', async ({ page }) => {
      await page.goto('/en');
      await waitForHydration(page);
      await settle(page);
      const section = page.locator(SECTION);
      await expect(section).not.toHaveAttribute('data-reveal');
      await expect(section).toHaveCSS('opacity', '1');
      await recordTransitions(page);
      await showShareOfSection(page, 0.5);
      await settle(page);
      await expect(section).not.toHaveAttribute('data-reveal');
      await expect(section).toHaveCSS('opacity', '1');
      expect(await transitionsRun(page)).toEqual([]);
    });
  });
});

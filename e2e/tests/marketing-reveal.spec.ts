import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './marketing-fixtures.ts';

const SECTION = '#how-we-work';

/**
 * Scrolls (instantly) so that the section's top edge lies `below` viewport heights under the viewport's
 * bottom edge (negative: above it), then lets two frames pass.
 */
async function scrollSectionTopTo(page: Page, below: number, share = 0) {
  await page.evaluate(
    ([selector, offset, fraction]) =>
      new Promise<void>((resolve) => {
        const rect = (document.querySelector(selector as string) as HTMLElement).getBoundingClientRect();
        const target = window.innerHeight * (1 + (offset as number)) - (fraction as number) * rect.height;
        window.scrollTo({ top: window.scrollY + rect.top - target, behavior: 'instant' });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
    [SECTION, below, share] as const,
  );
}

/**
 * Scrolls (instantly) so that `share` of the section's height is inside the viewport, from the bottom edge.
 * Sections off screen are laid out only as they near the viewport (content-visibility), with an estimated
 * height until then: as a visitor does, the page is first scrolled down by half screens until the section
 * lies just under the viewport, each section above it taking its real height on the way.
 */
async function showShareOfSection(page: Page, share: number) {
  await page.evaluate(
    (selector) =>
      new Promise<void>((resolve) => {
        const step = () => {
          const rect = (document.querySelector(selector) as HTMLElement).getBoundingClientRect();
          if (rect.top <= window.innerHeight * 1.2 + 1) return resolve();
          window.scrollBy({
            top: Math.min(window.innerHeight / 2, rect.top - window.innerHeight * 1.2),
            behavior: 'instant',
          });
          requestAnimationFrame(() => requestAnimationFrame(step));
        };
        step();
      }),
    SECTION,
  );
  await scrollSectionTopTo(page, 0.1);
  await scrollSectionTopTo(page, 0, share);
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

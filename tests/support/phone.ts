import { expect, type Locator, type Page } from '@playwright/test';

/** A phone as the journey tests hold it: 390 by 844 CSS px, touched, not clicked. */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/**
 * What every step of a journey on a phone must give: nothing wider than the screen (the page's
 * scroll width, and every open dialog inside it), and the step's primary action on screen once
 * scrolled to, at least 24 by 24 px (WCAG 2.2 target size), and not covered by anything.
 */
export async function expectStepFits(page: Page, primary: Locator) {
  const widths = await page.evaluate(() => ({
    viewport: window.innerWidth,
    page: document.documentElement.scrollWidth,
    dialogs: [...document.querySelectorAll('dialog[open], [role="dialog"]')]
      .map((d) => d.getBoundingClientRect())
      .filter((r) => r.width > 0)
      .map((r) => ({ left: Math.floor(r.left), right: Math.ceil(r.right) })),
  }));
  expect(widths.page, 'the page is no wider than the screen').toBeLessThanOrEqual(widths.viewport);
  for (const d of widths.dialogs) {
    expect(d.left, 'a dialog starts on the screen').toBeGreaterThanOrEqual(0);
    expect(d.right, 'a dialog ends on the screen').toBeLessThanOrEqual(widths.viewport);
  }
  await primary.scrollIntoViewIfNeeded();
  const box = (await primary.boundingBox())!;
  expect(box, 'the primary action is drawn').not.toBeNull();
  expect(box.x, 'the primary action starts on the screen').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'the primary action ends on the screen').toBeLessThanOrEqual(
    widths.viewport,
  );
  expect(
    Math.min(box.width, box.height),
    'the primary action is at least 24 px',
  ).toBeGreaterThanOrEqual(24);
  const onTop = await primary.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
  expect(onTop, 'nothing covers the primary action').toBe(true);
}

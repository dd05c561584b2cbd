/**
 * bench:lighthouse's goals, per page type and form factor. A figure that misses its goal is named,
 * and the benchmark exits 1.
 *   - performance: search landings ≥ 90 on mobile and ≥ 98 on desktop; home and the car pages
 *     ≥ 95 on mobile, and an in-stock car, whose page holds the test drive's slot picker, ≥ 98;
 *     every page ≥ 98 on desktop;
 *   - CLS < 0.05 on every page;
 *   - accessibility 100 on every page;
 *   - best practices 100, except on the map pages, where the map's tiles cannot load offline and
 *     Lighthouse counts their failed requests;
 *   - SEO 100, except on the pages that are noindex on purpose (a long-sold car's light page, a
 *     car's checkout), where Lighthouse takes noindex itself as a fault.
 */
export interface Scores {
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  cls: number;
}

export type Form = 'mobile' | 'desktop';

const LANDINGS = new Set(['default landing', 'make landing', 'make/model landing']);
const CAR_PAGES = new Set(['in-stock car', 'sold car', 'long-sold car']);
const MAP_PAGES = new Set(['location', 'visit us']);
const NOINDEX = new Set(['long-sold car', 'checkout']);

/** The least performance score a page type may have in a form factor. */
export function performanceGoal(page: string, form: Form): number | null {
  if (form === 'desktop') return 98;
  if (LANDINGS.has(page)) return 90;
  if (page === 'in-stock car') return 98;
  if (page === 'home' || CAR_PAGES.has(page)) return 95;
  return null;
}

/** What a page's median scores miss of their goals, in words ('performance 93 < 95'). */
export function missedGoals(page: string, form: Form, s: Scores): string[] {
  const missed: string[] = [];
  const perf = performanceGoal(page, form);
  if (perf !== null && s.perf < perf) missed.push(`performance ${s.perf} < ${perf}`);
  if (s.cls >= 0.05) missed.push(`CLS ${s.cls.toFixed(3)} ≥ 0.05`);
  if (s.a11y < 100) missed.push(`accessibility ${s.a11y} < 100`);
  if (s.bp < 100 && !MAP_PAGES.has(page)) missed.push(`best practices ${s.bp} < 100`);
  if (s.seo < 100 && !NOINDEX.has(page)) missed.push(`SEO ${s.seo} < 100`);
  return missed;
}

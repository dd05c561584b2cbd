import { describe, expect, it } from 'vitest';

import { missedGoals, performanceGoal } from './lighthouse-goals.ts';

const perfect = { perf: 100, a11y: 100, bp: 100, seo: 100, cls: 0 };

describe('bench:lighthouse goals', () => {
  it('holds search landings to 90 on a phone and 98 on a desktop', () => {
    expect(performanceGoal('default landing', 'mobile')).toBe(90);
    expect(missedGoals('make landing', 'mobile', { ...perfect, perf: 90 })).toEqual([]);
    expect(missedGoals('make landing', 'mobile', { ...perfect, perf: 89 })).toEqual([
      'performance 89 < 90',
    ]);
    expect(missedGoals('make/model landing', 'desktop', { ...perfect, perf: 97 })).toEqual([
      'performance 97 < 98',
    ]);
  });

  it('holds home and car pages to 95 on a phone, and a car page with the slot picker to 98', () => {
    expect(missedGoals('home', 'mobile', { ...perfect, perf: 95 })).toEqual([]);
    expect(missedGoals('sold car', 'mobile', { ...perfect, perf: 94 })).toEqual([
      'performance 94 < 95',
    ]);
    expect(missedGoals('in-stock car', 'mobile', { ...perfect, perf: 97 })).toEqual([
      'performance 97 < 98',
    ]);
    // Other pages have no performance goal on a phone.
    expect(performanceGoal('contact', 'mobile')).toBeNull();
    expect(missedGoals('visit us', 'mobile', { ...perfect, perf: 80 })).toEqual([]);
  });

  it('wants no layout shift, full accessibility, best practices and SEO everywhere', () => {
    expect(missedGoals('contact', 'mobile', { ...perfect, cls: 0.05, a11y: 98 })).toEqual([
      'CLS 0.050 ≥ 0.05',
      'accessibility 98 < 100',
    ]);
    expect(missedGoals('trade-in', 'desktop', { ...perfect, bp: 96, seo: 92 })).toEqual([
      'best practices 96 < 100',
      'SEO 92 < 100',
    ]);
  });

  it('forgives the map pages their offline tiles and the noindex pages their SEO', () => {
    expect(missedGoals('location', 'mobile', { ...perfect, bp: 96 })).toEqual([]);
    expect(missedGoals('long-sold car', 'mobile', { ...perfect, seo: 69 })).toEqual([]);
    expect(missedGoals('checkout', 'desktop', { ...perfect, seo: 69 })).toEqual([]);
    expect(missedGoals('home', 'mobile', { ...perfect, seo: 69 })).toEqual(['SEO 69 < 100']);
  });
});

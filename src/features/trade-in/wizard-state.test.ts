import { describe, expect, it } from 'vitest';

import {
  alreadySent,
  emptyState,
  loadState,
  saveState,
  stepLabels,
  vehicleName,
  WIZARD_KEY,
} from './wizard-state.ts';

/** A Storage in memory, as sessionStorage behaves. */
function memory(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, String(v)),
  };
}

describe('the valuation wizard state', () => {
  it("resumes this wizard's progress after a reload, and not another's", () => {
    const s = memory();
    saveState(s, { ...emptyState('trade:100187'), step: 2, rego: 'ASH39K', regoState: 'NSW' });
    expect(loadState(s, 'trade:100187')).toMatchObject({ step: 2, rego: 'ASH39K' });
    // Selling, or trading toward another car, starts afresh.
    expect(loadState(s, 'sell:')).toEqual(emptyState('sell:'));
    expect(loadState(s, 'trade:100188').step).toBe(0);
  });

  it('starts again from unreadable or out-of-range progress', () => {
    const s = memory();
    s.setItem(WIZARD_KEY, '{not json');
    expect(loadState(s, 'trade:')).toEqual(emptyState('trade:'));
    s.setItem(WIZARD_KEY, JSON.stringify({ ...emptyState('trade:'), step: 9 }));
    expect(loadState(s, 'trade:').step).toBe(3);
    expect(loadState(undefined, 'trade:')).toEqual(emptyState('trade:'));
  });

  it('knows a step was sent with the same answers, so a retried step sends nothing twice', () => {
    const state = {
      ...emptyState('trade:'),
      sent: { 'valuation-rego': JSON.stringify({ rego: 'ASH39K', regoState: 'NSW' }) },
    };
    expect(alreadySent(state, 'valuation-rego', { rego: 'ASH39K', regoState: 'NSW' })).toBe(true);
    expect(alreadySent(state, 'valuation-rego', { rego: 'ASH39K', regoState: 'VIC' })).toBe(false);
    expect(alreadySent(state, 'valuation-adjustments', {})).toBe(false);
  });

  it("names the car as buyers read it and the steps in the dealer's words", () => {
    expect(vehicleName({ year: 2019, make: 'Mazda', model: '3', badge: 'G20 Pure' })).toBe(
      '2019 Mazda3 G20 Pure',
    );
    expect(vehicleName({ year: 2016, make: 'Mercedes Benz', model: 'A-Class', badge: null })).toBe(
      '2016 Mercedes-Benz A-Class',
    );
    expect(vehicleName({ year: 2020, make: 'Mercedes Benz', model: 'GLC', badge: 'GLC 300' })).toBe(
      '2020 Mercedes-Benz GLC 300',
    );
    expect(stepLabels('caravan', true)).toEqual([
      'Your caravan',
      'Condition',
      'Your details',
      'Our offer',
    ]);
  });
});

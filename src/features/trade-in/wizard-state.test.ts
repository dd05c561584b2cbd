import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  alreadySent,
  emptyState,
  initialView,
  resumeState,
  stepLabels,
  vehicleName,
  WIZARD_KEY,
  type WizardEvent,
  wizardReducer,
  type WizardView,
} from './wizard-state.ts';

/** The wizard's atom as a page load makes it: it reads the tab's storage as its module loads. */
async function pageLoad() {
  vi.resetModules();
  const { wizardAtom } = await import('./wizard-atom.client.ts');
  return { store: createStore(), wizardAtom };
}

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
  let tab: Storage;
  beforeEach(() => {
    tab = memory();
    globalThis.sessionStorage = tab;
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'sessionStorage');
  });

  it("resumes this wizard's progress after a reload, and not another's", async () => {
    const first = await pageLoad();
    first.store.set(first.wizardAtom, {
      ...emptyState('trade:100187'),
      step: 2,
      rego: 'ASH39K',
      regoState: 'NSW',
    });
    // A reload: a new store reads what the tab kept.
    const reload = await pageLoad();
    const saved = reload.store.get(reload.wizardAtom);
    expect(resumeState(saved, 'trade:100187')).toMatchObject({ step: 2, rego: 'ASH39K' });
    // Selling, or trading toward another car, starts afresh.
    expect(resumeState(saved, 'sell:')).toEqual(emptyState('sell:'));
    expect(resumeState(saved, 'trade:100188').step).toBe(0);
  });

  it('starts again from unreadable or out-of-range progress', async () => {
    const saved = async () => {
      const { store, wizardAtom } = await pageLoad();
      return store.get(wizardAtom);
    };
    tab.setItem(WIZARD_KEY, '{not json');
    expect(resumeState(await saved(), 'trade:')).toEqual(emptyState('trade:'));
    tab.setItem(WIZARD_KEY, JSON.stringify({ ...emptyState('trade:'), step: 9 }));
    expect(resumeState(await saved(), 'trade:').step).toBe(3);
    expect(resumeState(null, 'trade:')).toEqual(emptyState('trade:'));
  });

  it('goes on when the tab keeps nothing: storage off, or full', async () => {
    Reflect.deleteProperty(globalThis, 'sessionStorage');
    const off = await pageLoad();
    expect(resumeState(off.store.get(off.wizardAtom), 'trade:')).toEqual(emptyState('trade:'));
    globalThis.sessionStorage = {
      ...memory(),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    const { store, wizardAtom } = await pageLoad();
    expect(() => store.set(wizardAtom, { ...emptyState('trade:'), step: 1 })).not.toThrow();
    expect(store.get(wizardAtom)?.step).toBe(1);
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

describe('the valuation wizard as it moves', () => {
  const run = (events: WizardEvent[], from: WizardView = initialView('trade:7')) =>
    events.reduce(wizardReducer, from);
  const vehicle = { year: 2021, make: 'Toyota', model: 'RAV4', badge: 'GX' };

  it('is not saved until the saved progress was read, then resumes it', () => {
    expect(initialView('trade:7')).toMatchObject({ resumed: false, busy: false, alert: null });
    const saved = { ...emptyState('trade:7'), step: 1, rego: 'ABC123', regoState: 'NSW' };
    const v = run([{ type: 'resumed', wizard: saved }]);
    expect(v.resumed).toBe(true);
    expect(v.wizard).toEqual(saved);
  });

  it('keeps every answer across steps, and a move clears the alert', () => {
    const v = run([
      { type: 'update', patch: { rego: 'ABC123', regoState: 'VIC', vehicle } },
      { type: 'alert', text: 'Please enter the registration number' },
      { type: 'go', step: 1 },
      { type: 'update', patch: { kms: 42_000, answers: { accident: 'none' } } },
      { type: 'go', step: 0 },
    ]);
    expect(v.alert).toBeNull();
    expect(v.wizard).toMatchObject({
      step: 0,
      rego: 'ABC123',
      regoState: 'VIC',
      vehicle,
      kms: 42_000,
      answers: { accident: 'none' },
    });
  });

  it('remembers what each step was sent with, so the same answers are not sent twice', () => {
    const fields = { rego: 'ABC123', regoState: 'VIC' };
    const v = run([{ type: 'sent', form: 'valuation-rego', fields }]);
    expect(alreadySent(v.wizard, 'valuation-rego', fields)).toBe(true);
    expect(alreadySent(v.wizard, 'valuation-rego', { ...fields, regoState: 'NSW' })).toBe(false);
    expect(alreadySent(v.wizard, 'valuation-adjustments', fields)).toBe(false);
  });

  it('shows busy, the alert and the condition errors as told', () => {
    const v = run([
      { type: 'busy', busy: true },
      { type: 'alert', text: 'Sorry, something went wrong' },
      { type: 'condition-errors', errors: { kms: 'Please enter the kilometres' } },
    ]);
    expect(v).toMatchObject({
      busy: true,
      alert: 'Sorry, something went wrong',
      conditionErrors: { kms: 'Please enter the kilometres' },
    });
  });

  it('starts afresh for another car in the same wizard', () => {
    const v = run([
      { type: 'update', patch: { vehicle, kms: 42_000, leadId: 'lead-1', accepted: true } },
      { type: 'go', step: 3 },
      { type: 'restart' },
    ]);
    expect(v.wizard).toEqual(emptyState('trade:7'));
    expect(v.alert).toBeNull();
  });
});

import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { resumeJourney, type SavedJourney } from './checkout.client.ts';

const details = {
  first_name: 'Ana',
  last_name: 'Ng',
  email: 'ana@example.com',
  phone: '0412345678',
};

describe('the checkout journey kept in the tab', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'sessionStorage');
  });

  it('resumes a kept journey as it was', () => {
    const kept: SavedJourney = { step: 2, key: 'key-12345678', details, order: {}, answer: null };
    expect(resumeJourney(kept)).toEqual(kept);
  });

  it('gives a refused journey a new key, keeping what was typed', () => {
    const refused: SavedJourney = { step: 1, key: '', details, order: {}, answer: null };
    const resumed = resumeJourney(refused);
    // The server takes keys of 8–64 word characters or dashes; an empty one is refused with 400.
    expect(resumed.key).toMatch(/^[\w-]{8,64}$/);
    expect(resumed).toMatchObject({ step: 1, details });
  });

  it('starts afresh from nothing or from something that is not a journey', () => {
    for (const saved of [null, 'checkout', { step: 'two' }]) {
      const fresh = resumeJourney(saved);
      expect(fresh).toMatchObject({ step: 0, details: null, order: {}, answer: null });
      expect(fresh.key).toMatch(/^[\w-]{8,64}$/);
    }
    expect(resumeJourney(null).key).not.toBe(resumeJourney(null).key);
  });

  it('keeps one journey per car in the tab, read again on the next page load', async () => {
    const m = new Map<string, string>();
    globalThis.sessionStorage = {
      getItem: (k: string) => m.get(k) ?? null,
      setItem: (k: string, v: string) => void m.set(k, v),
      removeItem: (k: string) => void m.delete(k),
    } as Storage;
    const journey: SavedJourney = {
      step: 1,
      key: 'key-12345678',
      details,
      order: {},
      answer: null,
    };
    vi.resetModules();
    const first = await import('./journey-atom.client.ts');
    createStore().set(first.journeyAtom(120999), journey);
    expect([...m.keys()]).toEqual(['checkout:120999']);
    vi.resetModules();
    const reload = await import('./journey-atom.client.ts');
    const store = createStore();
    expect(resumeJourney(store.get(reload.journeyAtom(120999)))).toEqual(journey);
    expect(store.get(reload.journeyAtom(121000))).toBeNull();
  });
});

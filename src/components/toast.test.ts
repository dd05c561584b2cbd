import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { showToastAtom, toastAtom } from './toast.ts';

describe('toasts (spec Errors)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows one toast at a time for 3000 ms; a newer toast replaces the older and keeps its own 3000 ms', () => {
    const store = createStore();
    store.set(showToastAtom, { title: 'First', text: 'a' });
    vi.advanceTimersByTime(2000);
    store.set(showToastAtom, { title: 'Second', text: 'b' });
    expect(store.get(toastAtom)?.title).toBe('Second');
    vi.advanceTimersByTime(1500);
    expect(store.get(toastAtom)?.title).toBe('Second');
    vi.advanceTimersByTime(1500);
    expect(store.get(toastAtom)).toBeNull();
  });
});

import { atom } from 'jotai';

import { TIMINGS } from './constants.ts';

export interface Toast {
  title: string;
  text: string;
  action?: { label: string; href: string };
}

/** Spec Errors: one toast at a time, shown for 3000 ms. */
export const toastAtom = atom<(Toast & { id: number }) | null>(null);
let next = 0;
export const showToastAtom = atom(null, (_get, set, toast: Toast) => {
  const id = ++next;
  set(toastAtom, { ...toast, id });
  setTimeout(() => set(toastAtom, (t) => (t?.id === id ? null : t)), TIMINGS.toast);
});

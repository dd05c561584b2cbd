import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/**
 * This tab's session storage, as jotai's storage atoms read and write it. Storage that is off
 * (some private modes), absent (the server) or full never breaks a journey: reads give the
 * atom's initial value and a write that cannot be kept is dropped, so only a reload loses it.
 */
const tab = (): Storage | undefined => {
  try {
    return sessionStorage;
  } catch {
    return undefined;
  }
};

const safeTab = {
  getItem: (key: string) => {
    try {
      return tab()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  setItem: (key: string, value: string) => {
    try {
      tab()?.setItem(key, value);
    } catch {
      // Full or off: the journey goes on in this page.
    }
  },
  removeItem: (key: string) => {
    try {
      tab()?.removeItem(key);
    } catch {
      // Nothing was kept.
    }
  },
};

/**
 * A journey's progress kept in this tab (a reload or Back resumes it; another tab starts
 * afresh): jotai's storage atom over session storage, read as the atom is first used.
 */
export const tabAtom = <T>(key: string, initial: T) =>
  atomWithStorage<T>(
    key,
    initial,
    createJSONStorage<T>(() => safeTab),
    { getOnInit: true },
  );

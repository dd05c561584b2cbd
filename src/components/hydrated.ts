import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the build renders an island and while the browser hydrates it, true after: what only
 * the browser knows (a saved car) is drawn one render later, so hydration matches the build's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

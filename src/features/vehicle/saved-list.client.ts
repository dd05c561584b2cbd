import type { ComponentType } from 'react';

/**
 * The compare and garage pages show their empty state as HTML; only when the visitor's browser
 * holds saved cars (local storage `key`) is React loaded and the list mounted in its place (a fresh
 * render, not hydration, so server and browser never disagree).
 */
export async function mountWhenStored(
  key: 'favourites' | 'compare',
  root: HTMLElement,
  load: () => Promise<ComponentType>,
): Promise<void> {
  let stored: unknown;
  try {
    stored = JSON.parse(localStorage.getItem(key) ?? '[]');
  } catch {
    return; // unreadable storage: the empty state stays
  }
  if (!Array.isArray(stored) || stored.length === 0) return;
  root.setAttribute('aria-busy', 'true');
  const [{ createElement }, { createRoot }, Component] = await Promise.all([
    import('react'),
    import('react-dom/client'),
    load(),
  ]);
  root.replaceChildren();
  root.removeAttribute('aria-busy');
  createRoot(root).render(createElement(Component));
}

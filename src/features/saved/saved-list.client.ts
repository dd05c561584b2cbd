import type { ComponentType } from 'react';

import type { PhotoSettings } from '~/components/photos.ts';

/** What the saved-car lists are given: how photos are sized (the page's `data-photos`). */
export interface SavedListProps {
  photos: PhotoSettings | null;
}

/**
 * The compare and garage pages show their empty state as HTML; only when the visitor's browser
 * holds saved cars (local storage `key`) is React loaded and the list mounted in its place (a fresh
 * render, not hydration, so server and browser never disagree).
 */
export async function mountWhenStored(
  key: 'favourites' | 'compare',
  root: HTMLElement,
  load: () => Promise<ComponentType<SavedListProps>>,
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
  let photos: PhotoSettings | null;
  try {
    photos = JSON.parse(root.dataset.photos ?? 'null') as PhotoSettings | null;
  } catch {
    photos = null; // photos are then shown as they are
  }
  createRoot(root).render(createElement(Component, { photos }));
}

import type { PhotoSettings } from '~/components/photos.ts';
import type { StorageKeys } from '~/features/saved/storage-keys.ts';

/** Mounts the signed-in garage in place of the page's signed-out HTML (a fresh render). */
export async function mountGarage(root: HTMLElement): Promise<void> {
  root.setAttribute('aria-busy', 'true');
  const [{ createElement }, { createRoot }, { default: GarageAccount }] = await Promise.all([
    import('react'),
    import('react-dom/client'),
    import('./GarageAccount.tsx'),
  ]);
  let photos: PhotoSettings | null;
  try {
    photos = JSON.parse(root.dataset.photos ?? 'null') as PhotoSettings | null;
  } catch {
    photos = null;
  }
  root.replaceChildren();
  root.removeAttribute('aria-busy');
  createRoot(root).render(
    createElement(GarageAccount, {
      photos,
      signIn: root.dataset.signIn ?? null,
      dealerName: root.dataset.dealer ?? '',
      keys: JSON.parse(root.dataset.keys ?? '{}') as StorageKeys & { viewed: string },
    }),
  );
}

import type { PhotoSettings } from '~/components/photos.ts';

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
      gated: root.dataset.gated === 'yes',
      dealerName: root.dataset.dealer ?? '',
    }),
  );
}

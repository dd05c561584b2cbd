import { postJson } from '~/features/finance/api.client.ts';
import type { Favourite } from '~/features/saved/saved.ts';
import { type SignedIn, takePendingSave } from '~/features/saved/watchlist.client.ts';
import { VERIFICATION_MESSAGES as V } from '~/features/verification/verification.ts';

import type { WatchItem } from './watch-items.ts';

export const rememberSignedIn = (u: SignedIn) =>
  localStorage.setItem('account', JSON.stringify({ phone: u.phone, first_name: u.first_name }));

/** A watchlist item as the browser's favourites list keeps it (spec §3 favourite record). */
export const asFavourite = (w: WatchItem): Favourite | null =>
  w.car && {
    id: w.car_id,
    name: w.car.name,
    slug: w.car.slug,
    make: w.car.make,
    model: w.car.model,
    primary_image_url: w.car.image,
  };

export const writeFavourites = (items: WatchItem[]) =>
  localStorage.setItem(
    'favourites',
    JSON.stringify(items.map(asFavourite).filter((f): f is Favourite => f !== null)),
  );

/**
 * At sign-in: the cars this browser saved before and the one pressed while signed out join the
 * watchlist (nothing saved is lost), and the browser's list becomes the watchlist.
 */
export async function mergeFavourites(phone: string): Promise<void> {
  let local: Favourite[];
  try {
    local = JSON.parse(localStorage.getItem('favourites') ?? '[]') as Favourite[];
  } catch {
    local = [];
  }
  const pending = takePendingSave();
  const ids = [...local, ...(pending ? [pending] : [])].map((f) => f.id).filter(Number.isInteger);
  const r = await postJson<{ watchlist: WatchItem[] }>(
    '/api/watchlist/merge',
    { phone_number: phone, car_ids: ids.slice(0, 200) },
    { fallback: V.unknown },
  );
  if (r.ok) writeFavourites(r.value.watchlist);
}

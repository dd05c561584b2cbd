import { postJson } from '~/components/post-json.client.ts';
import type { Favourite } from '~/features/saved/saved.ts';
import type { StorageKeys } from '~/features/saved/storage-keys.ts';
import type { SignedIn } from '~/features/saved/use-favourite.client.ts';
import { VERIFICATION_MESSAGES as V } from '~/features/verification/verification.ts';

import type { WatchItem } from './watch-items.ts';

/**
 * The account pages' view of what the browser keeps (keys handed down by the page's HTML, from
 * features/saved/storage-keys.ts): who is signed in, the favourites copy of the watchlist, and
 * the car pressed Save on while signed out.
 */
export function browserAccount(keys: StorageKeys) {
  const read = <T>(store: Storage, key: string, fallback: T): T => {
    try {
      return (JSON.parse(store.getItem(key) ?? 'null') as T | null) ?? fallback;
    } catch {
      return fallback;
    }
  };
  const writeFavourites = (items: WatchItem[]) =>
    localStorage.setItem(
      keys.favourites,
      JSON.stringify(items.map(asFavourite).filter((f): f is Favourite => f !== null)),
    );
  return {
    signedIn: () => read<SignedIn | null>(localStorage, keys.account, null),
    remember: (u: SignedIn) =>
      localStorage.setItem(
        keys.account,
        JSON.stringify({ phone: u.phone, first_name: u.first_name }),
      ),
    /** Signed out: this browser forgets the user and its copy of the watchlist. */
    forget: () => {
      localStorage.removeItem(keys.account);
      localStorage.removeItem(keys.favourites);
    },
    writeFavourites,
    /**
     * At sign-in: the cars this browser saved before and the one pressed while signed out join
     * the watchlist (nothing saved is lost), and the browser's list becomes the watchlist.
     */
    async mergeFavourites(phone: string): Promise<void> {
      const local = read<Favourite[]>(localStorage, keys.favourites, []);
      const pending = read<Favourite | null>(sessionStorage, keys.pending, null);
      sessionStorage.removeItem(keys.pending);
      const ids = [...(Array.isArray(local) ? local : []), ...(pending ? [pending] : [])]
        .map((f) => f.id)
        .filter(Number.isInteger);
      const r = await postJson<{ watchlist: WatchItem[] }>(
        '/api/watchlist/merge',
        { phone_number: phone, car_ids: ids.slice(0, 200) },
        { fallback: V.unknown },
      );
      if (r.ok) writeFavourites(r.value.watchlist);
    },
  };
}
export type BrowserAccount = ReturnType<typeof browserAccount>;

/** A watchlist item as the browser's favourites list keeps it (spec Entities favourite record). */
export const asFavourite = (w: WatchItem): Favourite | null =>
  w.car && {
    id: w.car_id,
    name: w.car.name,
    slug: w.car.slug,
    make: w.car.make,
    model: w.car.model,
    primary_image_url: w.car.image,
  };

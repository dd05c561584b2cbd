import { postJson } from '~/features/finance/api.client.ts';
import { signInUrl } from './gating.ts';
import type { Favourite } from '~/features/saved/saved.ts';
import { VERIFICATION_MESSAGES as V } from '~/features/verification/verification.ts';

import type { WatchItem } from './watch-items.ts';

/**
 * What this browser knows of its signed-in user (local storage `account`): the phone the watchlist
 * calls carry (spec §7 phone_number) and the first name the menu greets. The session itself is an
 * HttpOnly cookie no script can read; a 401 from any account call clears this.
 */
export interface SignedIn {
  phone: string;
  first_name: string | null;
}
const KEY = 'account';
/** The car a signed-out visitor pressed Save on: saved once they have signed in. */
const PENDING = 'watchlist-pending';

export function signedIn(): SignedIn | null {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? 'null') as SignedIn | null;
    return v && typeof v.phone === 'string' ? v : null;
  } catch {
    return null;
  }
}
export const rememberSignedIn = (u: SignedIn) =>
  localStorage.setItem(KEY, JSON.stringify({ phone: u.phone, first_name: u.first_name }));
export const forgetSignedIn = () => localStorage.removeItem(KEY);

export const holdPendingSave = (car: Favourite) =>
  sessionStorage.setItem(PENDING, JSON.stringify(car));
function takePendingSave(): Favourite | null {
  try {
    const car = JSON.parse(sessionStorage.getItem(PENDING) ?? 'null') as Favourite | null;
    sessionStorage.removeItem(PENDING);
    return car && typeof car.id === 'number' ? car : null;
  } catch {
    return null;
  }
}

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
  let local: Favourite[] = [];
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

/** Spec §7 save-car / remove-car: `ok`, or the error the alert shows (success false). */
export async function syncWatchlist(
  saved: boolean,
  carId: number,
  phone: string,
): Promise<{ ok: true } | { ok: false; error: string; signedOut: boolean }> {
  const r = await postJson<{ success: boolean }>(
    `/api/watchlist/${saved ? 'save-car' : 'remove-car'}`,
    { phone_number: phone, car_id: carId },
    { fallback: V.unknown, timeoutMs: 15_000 },
  );
  if (r.ok) return { ok: true };
  if (r.status === 401) forgetSignedIn();
  return { ok: false, error: r.error, signedOut: r.status === 401 };
}

/** Spec §4: saving while signed out goes to /sign-in?type=watchlist, back to the same page. */
export const watchlistSignInUrl = (here: string) => signInUrl('watchlist', here, here);

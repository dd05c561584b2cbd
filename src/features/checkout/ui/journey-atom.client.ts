import { tabAtom } from '~/components/tab-atom.client.ts';

import type { SavedJourney } from './checkout.client.ts';

/**
 * This tab's journey toward one car, one storage atom per car (`checkout:<car id>`). A module of
 * its own: the reservation islands that only read checkout.client.ts download no jotai.
 */
const journeys = new Map<number, ReturnType<typeof tabAtom<SavedJourney | null>>>();
export function journeyAtom(carId: number) {
  let kept = journeys.get(carId);
  if (!kept) journeys.set(carId, (kept = tabAtom<SavedJourney | null>(`checkout:${carId}`, null)));
  return kept;
}

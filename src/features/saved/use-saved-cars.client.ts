import { useEffect, useState } from 'react';

import type { CarJson } from '~/features/car/car-json.ts';
import type { Favourite } from '~/features/saved/saved.ts';

/**
 * The public facts (/cars/{slug}.json) of saved cars, in the list's order: null until they arrive,
 * and null for a car that is no longer listed (its JSON is gone).
 */
export function useSavedCars(list: Favourite[]): (CarJson | null)[] | null {
  const [cars, setCars] = useState<(CarJson | null)[] | null>(null);
  const key = list.map((c) => c.slug).join();
  useEffect(() => {
    let live = true;
    void Promise.all(
      list.map((c) =>
        fetch(`/cars/${c.slug}.json`)
          .then((r) => (r.ok ? (r.json() as Promise<CarJson>) : null))
          .catch(() => null),
      ),
    ).then((found) => live && setCars(found));
    return () => {
      live = false;
    };
  }, [key]);
  return cars;
}

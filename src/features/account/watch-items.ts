/** What the watchlist shows of a saved car: its public facts now (a car sold since says so). */
export interface WatchCar {
  id: number;
  slug: string;
  name: string;
  make: string;
  model: string;
  price: string;
  price_label: string | null;
  /** A subscription car's purchase price ('$36,990 Drive Away'), else null. */
  price_buy: string | null;
  status: 'in_stock' | 'coming_soon' | 'sold';
  reserved: boolean;
  images: string[];
  km: number | null;
  /** The estimated drive-away price beside a price without the government charges (car JSON). */
  drive_away: { text: string; label: string } | null;
}

export interface WatchItem {
  car_id: number;
  saved_at: string;
  /** The car as listed now, or null when it is no longer listed at all. */
  car:
    | (Pick<
        WatchCar,
        | 'slug'
        | 'name'
        | 'make'
        | 'model'
        | 'price'
        | 'price_label'
        | 'price_buy'
        | 'km'
        | 'drive_away'
      > & {
        image: string | null;
        /** 'available', or what changed since it was saved. */
        state: 'available' | 'sold' | 'reserved' | 'coming-soon';
      })
    | null;
}

const stateOf = (c: WatchCar): NonNullable<WatchItem['car']>['state'] =>
  c.status === 'sold'
    ? 'sold'
    : c.reserved
      ? 'reserved'
      : c.status === 'coming_soon'
        ? 'coming-soon'
        : 'available';

/** The watchlist rows with each car's live facts, in the order they were saved. */
export async function watchItems(
  rows: { carId: number; savedAt: Date }[],
  car: (id: number) => Promise<WatchCar | null>,
): Promise<WatchItem[]> {
  return Promise.all(
    rows.map(async (r) => {
      const c = await car(r.carId);
      return {
        car_id: r.carId,
        saved_at: r.savedAt.toISOString(),
        car: c && {
          slug: c.slug,
          name: c.name,
          make: c.make,
          model: c.model,
          price: c.price,
          price_label: c.price_label,
          price_buy: c.price_buy,
          image: c.images[0] ?? null,
          km: c.km,
          drive_away: c.drive_away,
          state: stateOf(c),
        },
      };
    }),
  );
}

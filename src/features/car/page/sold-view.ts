import type { Car } from '~/catalogue/car.schema.ts';
import { shortDate } from '~/components/formats.ts';
import type { DealerConfig } from '~/config/schema/index.ts';
import { carNames, formatKm, makeModelName } from '~/features/car/labels.ts';
import { similarSearchPath } from '~/features/content/links.ts';
import { dealerTimeZone } from '~/features/locations/time.ts';

/** What a sold car's light page shows: no price and nothing to buy. */
export interface SoldPageView {
  /** The page title: the car's name, said to be sold. */
  title: string;
  name: string;
  /** 'This car was sold on 12 Oct 2026.' in the dealer's calendar. */
  soldLine: string;
  /** The odometer reading, for a used car that has one. */
  km: string | null;
  /** The alert's search: cars of the same make and model, and its name. */
  alert: { search: string; label: string };
}

export function soldPageView(car: Car, config: DealerConfig): SoldPageView {
  const { make, model, name } = carNames(car);
  const soldOn = shortDate(new Date((car.sold_date_timestamp ?? 0) * 1000), dealerTimeZone(config));
  return {
    title: `${name} (sold)`,
    name,
    soldLine: `This ${config.inventory.noun.singular.toLowerCase()} was sold on ${soldOn}.`,
    km: car.car_type !== 'new' && car.km != null ? formatKm(car.km) : null,
    alert: {
      search: similarSearchPath(make, model, config.inventory.noun.plural),
      label: makeModelName(car.make, car.model),
    },
  };
}

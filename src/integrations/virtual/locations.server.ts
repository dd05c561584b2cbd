import type { Site } from '~/catalogue/load.server.ts';
import type { BuiltLocation } from '~/features/car/built-car.ts';
import { builtLocations } from '~/features/locations/built.ts';

/** `virtual:dealer/locations`. */
export interface LocationsModule {
  /** The site's locations by id, as lead vendor contacts (a car is read from its published JSON). */
  default: Record<string, BuiltLocation>;
}

/**
 * The site's locations by id, each with the phone the site shows for it (the dealer file's fixed
 * number first), for the on-demand endpoints (lead delivery, a car's opening hours, a booking's
 * confirmation):
 * bundled into the server (a few KB). Cars are not: the server reads the one it needs from the
 * per-car JSON the build publishes (services.published()), so a function's size does not grow
 * with the stock.
 */
export function locationsModule(
  site: Site,
  phoneByLocation: Readonly<Record<string, string>>,
): LocationsModule {
  return {
    default: Object.fromEntries(
      builtLocations(site.locations, phoneByLocation).map((l) => [String(l.id), l]),
    ),
  };
}

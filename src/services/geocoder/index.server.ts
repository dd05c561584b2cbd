import type { DealerConfig } from '~/config/schema/index.ts';

import { ServiceConfigError } from '../config-error.ts';
import type { ReadEnv } from '../env.ts';
import type { Geocoder } from './geocoder.ts';
import { cachedGeocoder, googleGeocoder } from './google.server.ts';

/**
 * The geocoder the dealer file picks (`maps.geocoder`): Google's with the key from the env var it
 * names, remembering facts; null for the embedded data, which the page reads itself
 * (`/postcodes/{digit}.json`, written by the build from `embedded.server.ts`).
 */
export function geocoderFor(config: Pick<DealerConfig, 'maps'>, env: ReadEnv): Geocoder | null {
  const { geocoder } = config.maps;
  if (geocoder.provider === 'embedded') return null;
  const key = env(geocoder.keyEnv);
  if (!key)
    throw new ServiceConfigError(
      `maps.geocoder.provider is "google": set ${geocoder.keyEnv} to the geocoding API key.`,
    );
  return cachedGeocoder(googleGeocoder({ url: geocoder.url, key }));
}

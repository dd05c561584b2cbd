import config from 'virtual:dealer/config';

import { getSite } from '~/catalogue/site.server.ts';
import { builtCars } from '~/features/car/built-cars.server.ts';
import { canCheckout, checkoutKind } from '~/features/checkout/reserve/reserve.ts';
import { layoutKey, pageKey } from '~/features/content/page-keys.server.ts';
import { services } from '~/services/index.server.ts';

/**
 * The pages of /cars/{slug}/checkout or /cars/{slug}/buy-online: one per car a buyer can
 * check out online, where the dealer's checkout is this kind. Each carries the car as checkout
 * shows it and whether the processor the site runs with is in test mode (a Stripe test key, or
 * the embedded test mode), and a cache key over both and the layout (incremental builds). Stripe's
 * publishable key is not in the page: the reservation's answer carries it.
 */
export function checkoutPaths(kind: 'reserve' | 'buy-online') {
  if (checkoutKind(config) !== kind) return [];
  const site = getSite();
  const layout = layoutKey(config, site);
  const testMode = services.payments()?.testMode ?? false;
  return builtCars()
    .filter((car) => canCheckout(config, car))
    .map((car) => ({
      params: { slug: car.slug },
      props: { car, testMode },
      cacheKey: pageKey(layout, car, testMode),
    }));
}

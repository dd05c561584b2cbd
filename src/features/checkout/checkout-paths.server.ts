import config from 'virtual:dealer/config';

import { getSite } from '~/catalogue/site.server.ts';
import { layoutKey, pageKey } from '~/features/incremental/page-keys.server.ts';
import { canCheckout, checkoutKind } from '~/features/reserve/reserve.ts';
import { builtCars } from '~/features/vehicle/built-cars.server.ts';
import { services } from '~/services/index.server.ts';

/**
 * The pages of /cars/{slug}/checkout or /cars/{slug}/buy-online (issue 29): one per car a buyer can
 * check out online, where the dealer's checkout is this kind. Each carries the car as checkout
 * shows it and Stripe's publishable key (meant for browsers: the build writes it in), and a cache
 * key over both and the layout (incremental builds).
 */
export function checkoutPaths(kind: 'reserve' | 'buy-online') {
  if (checkoutKind(config) !== kind) return [];
  const site = getSite();
  const layout = layoutKey(config, site);
  const publishableKey = services.paymentsPublicKey() ?? null;
  return builtCars()
    .filter((car) => canCheckout(config, car))
    .map((car) => ({
      params: { slug: car.slug },
      props: { car, publishableKey },
      cacheKey: pageKey(layout, car, publishableKey),
    }));
}

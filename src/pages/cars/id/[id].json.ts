import type { APIRoute, GetStaticPaths } from 'astro';
import config from 'virtual:dealer/config';

import { getSite } from '~/catalogue/site.server.ts';
import { pageKey } from '~/features/incremental/page-keys.server.ts';
import { type BuiltCar, builtCar } from '~/features/vehicle/built-car.ts';

/** The same per-car JSON by id: the finance page's `?car_id=` (spec §2) names a car by its id. */
export const getStaticPaths = (() =>
  getSite().listed.map((car) => {
    const body = builtCar(car, config.features.offersSubscription);
    // Incremental builds: the file is rewritten exactly when its JSON changes.
    return { params: { id: String(car.id) }, props: { body }, cacheKey: pageKey(body) };
  })) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => Response.json((props as { body: BuiltCar }).body);

import type { APIRoute, GetStaticPaths } from 'astro';
import config from 'virtual:dealer/config';

import { getSite } from '~/catalogue/site.server.ts';
import { pageKey } from '~/features/incremental/page-keys.server.ts';
import { type BuiltCar, builtCar } from '~/features/vehicle/built-car.ts';

/**
 * Per-car JSON for compare, print and PDF (design: "per-car JSON"), and the one car on-demand code
 * reads (features/vehicle/cars.server.ts): the public car and what a lead's CRM record and checkout
 * need (builtCar).
 */
export const getStaticPaths = (() =>
  getSite().listed.map((car) => {
    const body = builtCar(car, config.features.offersSubscription);
    // Incremental builds: the file is rewritten exactly when its JSON changes.
    return { params: { slug: car.slug }, props: { body }, cacheKey: pageKey(body) };
  })) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => Response.json((props as { body: BuiltCar }).body);

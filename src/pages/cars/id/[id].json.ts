import type { APIRoute, GetStaticPaths } from 'astro';

import { pageKey } from '~/features/incremental/page-keys.server.ts';
import type { BuiltCar } from '~/features/vehicle/built-car.ts';
import { builtCars } from '~/features/vehicle/built-cars.server.ts';

/** The same per-car JSON by id: the finance page's `?car_id=` (spec §2) names a car by its id. */
export const getStaticPaths = (() =>
  // Incremental builds: the file is rewritten exactly when its JSON changes.
  builtCars().map((body) => ({
    params: { id: String(body.id) },
    props: { body },
    cacheKey: pageKey(body),
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => Response.json((props as { body: BuiltCar }).body);

import type { APIRoute, GetStaticPaths } from 'astro';

import { pageKey } from '~/features/incremental/page-keys.server.ts';
import type { BuiltCar } from '~/features/vehicle/built-car.ts';
import { builtCars } from '~/features/vehicle/built-cars.server.ts';

/**
 * Per-car JSON for compare, print and PDF (design: "per-car JSON"), and the one car on-demand code
 * reads (features/vehicle/cars.server.ts): the public car and what a lead's CRM record and checkout
 * need (builtCar).
 */
export const getStaticPaths = (() =>
  // Incremental builds: the file is rewritten exactly when its JSON changes.
  builtCars().map((body) => ({
    params: { slug: body.slug },
    props: { body },
    cacheKey: pageKey(body),
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => Response.json((props as { body: BuiltCar }).body);

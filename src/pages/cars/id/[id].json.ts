import type { GetStaticPaths } from 'astro';

import { carJson, carJsonPaths } from '~/features/car/page/car-json.server.ts';

/** The same per-car JSON by id: the finance page's `?car_id=` (spec Screens) names a car by its id. */
export const getStaticPaths = (() =>
  carJsonPaths((car) => ({ id: String(car.id) }))) satisfies GetStaticPaths;

export const GET = carJson;

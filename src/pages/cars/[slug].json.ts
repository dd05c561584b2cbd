import type { GetStaticPaths } from 'astro';

import { carJson, carJsonPaths } from '~/features/car/page/car-json.server.ts';

/**
 * Per-car JSON for compare, print and PDF (design: "per-car JSON"), and the one car on-demand code
 * reads (features/car/cars.server.ts): the public car and what a lead's CRM record and checkout
 * need (builtCar).
 */
export const getStaticPaths = (() =>
  carJsonPaths((car) => ({ slug: car.slug }))) satisfies GetStaticPaths;

export const GET = carJson;

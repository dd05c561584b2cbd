import type { APIRoute, GetStaticPaths } from 'astro';
import config from 'virtual:dealer/config';

import type { Car } from '~/catalogue/car.schema.ts';
import { getSite } from '~/catalogue/site.server.ts';
import { builtCar } from '~/features/vehicle/built-car.ts';

/**
 * Per-car JSON for compare, print and PDF (design: "per-car JSON"), and the one car on-demand code
 * reads (features/vehicle/cars.server.ts): the public car and what a lead's CRM record and checkout
 * need (builtCar).
 */
export const getStaticPaths = (() =>
  getSite().listed.map((car) => ({
    params: { slug: car.slug },
    props: { car },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  Response.json(builtCar((props as { car: Car }).car, config.features.offersSubscription));

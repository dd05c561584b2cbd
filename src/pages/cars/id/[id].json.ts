import type { APIRoute, GetStaticPaths } from 'astro';
import config from 'virtual:dealer/config';

import type { Car } from '~/catalogue/car.schema.ts';
import { getSite } from '~/catalogue/site.server.ts';
import { builtCar } from '~/features/vehicle/built-car.ts';

/** The same per-car JSON by id: the finance page's `?car_id=` (spec §2) names a car by its id. */
export const getStaticPaths = (() =>
  getSite().listed.map((car) => ({
    params: { id: String(car.id) },
    props: { car },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  Response.json(builtCar((props as { car: Car }).car, config.features.offersSubscription));

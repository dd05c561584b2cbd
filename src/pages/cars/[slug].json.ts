import type { APIRoute, GetStaticPaths } from 'astro';
import config from 'virtual:dealer/config';

import { getSite } from '~/catalogue/site.server.ts';
import type { Car } from '~/features/inventory/car.schema.ts';
import { carJson } from '~/features/vehicle/car-json.ts';

/** Per-car JSON for compare, print and PDF (design: "per-car JSON"). */
export const getStaticPaths = (() =>
  getSite().listed.map((car) => ({
    params: { slug: car.slug },
    props: { car },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  Response.json(carJson((props as { car: Car }).car, config.features.offersSubscription));

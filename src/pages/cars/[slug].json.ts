import type { APIRoute, GetStaticPaths } from 'astro';
import config from 'virtual:dealer/config';

import type { Car } from '~/catalogue/car.schema.ts';
import { getSite } from '~/catalogue/site.server.ts';
import { carJson } from '~/features/vehicle/car-json.ts';

/** Per-car JSON for compare, print and PDF (design: "per-car JSON"). */
export const getStaticPaths = (() =>
  getSite().listed.map((car) => ({
    params: { slug: car.slug },
    props: { car },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  Response.json(carJson((props as { car: Car }).car, config.features.offersSubscription));

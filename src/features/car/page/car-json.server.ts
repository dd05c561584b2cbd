import type { APIRoute } from 'astro';

import { pageKey } from '~/features/content/page-keys.server.ts';

import type { BuiltCar } from '../built-car.ts';
import { builtCars } from '../built-cars.server.ts';

/**
 * The per-car JSON files' paths, one a car, named by `param`. Incremental builds: a file is
 * rewritten exactly when its JSON changes.
 */
export const carJsonPaths = (param: (car: BuiltCar) => Record<string, string>) =>
  builtCars().map((body) => ({ params: param(body), props: { body }, cacheKey: pageKey(body) }));

/** A car's JSON, as its path's props carry it. */
export const carJson: APIRoute = ({ props }) => Response.json((props as { body: BuiltCar }).body);

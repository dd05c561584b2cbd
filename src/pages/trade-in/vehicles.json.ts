import type { APIRoute } from 'astro';
import { dataDir } from 'virtual:dealer/build';

import { vehicleChoices } from '~/features/trade-in/market-data.server.ts';

/** The make, model, year and badge lists of the valuation wizard's "Not your car?" (loaded when asked). */
export const GET: APIRoute = () => Response.json(vehicleChoices(dataDir));

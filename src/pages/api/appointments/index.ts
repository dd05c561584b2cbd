import type { APIRoute } from 'astro';

import { bookEndpoint } from '~/features/appointments/endpoints.server.ts';
import { carById, locationById } from '~/features/car/cars.server.ts';
import { liveStateOf } from '~/features/checkout/live.server.ts';
import { guardedPost } from '~/server/api.server.ts';
import { services } from '~/services/index.server.ts';

export const prerender = false;

// The site's cars and locations from the build; a car's reservation since, from the store.
const appointmentServices = { car: carById, location: locationById, liveState: liveStateOf };

/** Books a slot (a test drive of one car) and tells the dealer. */
export const POST: APIRoute = guardedPost(bookEndpoint(appointmentServices), services);

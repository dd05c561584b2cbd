import type { APIRoute } from 'astro';

import { bookingActionEndpoint } from '~/features/appointments/desk.server.ts';
import { deskServices } from '~/features/desk/services.server.ts';
import { appointmentServices } from '~/pages/api/appointments/_services.ts';
import { actionPosts } from '~/server/api.server.ts';
import { services } from '~/services/index.server.ts';

export const prerender = false;

const action = (name: 'arrived' | 'no-show' | 'cancel') =>
  bookingActionEndpoint(deskServices, appointmentServices, name);

/**
 * POST /api/desk/bookings/arrived, /no-show and /cancel: today's bookings marked as the buyer
 * came or did not, or cancelled by the dealer (the CRM and the buyer told).
 */
export const POST: APIRoute = actionPosts(
  { arrived: action('arrived'), 'no-show': action('no-show'), cancel: action('cancel') },
  services,
);

import type { APIRoute } from 'astro';

import { carBySlug, locationById } from '~/features/car/cars.server.ts';
import { listedAgo } from '~/features/car/price-history.ts';
import { viewsText } from '~/features/car/view-count.ts';
import { countView } from '~/features/car/views.server.ts';
import { liveStateOf } from '~/features/checkout/live.server.ts';
import { isOpenAt } from '~/features/locations/opening.ts';
import { dealerTimeZone } from '~/features/locations/time.ts';
import { clientId } from '~/server/api.server.ts';
import { CROSS_SITE, crossSite, json, rateLimiter } from '~/server/http.server.ts';
import { errorSummary } from '~/server/storage/errors.server.ts';
import { services } from '~/services/index.server.ts';

export const prerender = false;

const WRONG_WEBSITE = (id: number) => `Send website_id=${id}, the id of the site this car is on.`;

/** A visitor opens a few dozen cars a minute at most; more is a script inflating counts. */
const allow = rateLimiter(60);

/**
 * Spec Calls: counts a view of a car of this build and answers its views and car_fields
 * (photos_count, updated_at from the build's own data; status and reserved as they are now, a
 * reservation since the build included), and whether the car's location is open
 * now (the sticky footer offers Call Now only then: spec Screens); the query the page sends is not echoed.
 * A missing or other website_id is refused (400). Another site's page (Sec-Fetch-Site, Origin),
 * an unknown slug, a client over its limit or a storage failure counts nothing (the page stays quiet).
 */
export const GET: APIRoute = async (ctx) => {
  if (crossSite(ctx.request, services.config.url)) return json({ error: CROSS_SITE }, 403);
  const slug = ctx.params.slug ?? '';
  const car = /^[a-z0-9-]{1,200}$/.test(slug) ? await carBySlug(slug) : null;
  if (!car) return json(null, 404);
  // Spec Calls: the page names its website; a count for another site's id is not this build's to keep.
  const websiteId = ctx.url.searchParams.get('website_id');
  if (websiteId !== String(services.config.id))
    return json({ error: WRONG_WEBSITE(services.config.id) }, 400);
  if (!allow(clientId(ctx))) return json(null, 429, { 'Retry-After': '60' });
  try {
    const location = car.location_id == null ? null : await locationById(car.location_id);
    const storage = await services.storage();
    // A reservation since the build changes the car's status and reserved at once.
    const live = services.payments()
      ? await liveStateOf(storage, services.config.slug, car.id)
      : null;
    const views = await countView(storage, services.config.id, slug);
    return json({
      views,
      views_text: viewsText(views),
      car_fields: {
        photos_count: car.images.length,
        updated_at: car.updated_at,
        status: live === 'sold' ? 'sold' : car.status,
        reserved: live === 'reserved' || car.reserved,
      },
      location_open: location ? isOpenAt(location, new Date()) : null,
      // The days listed, counted today in the dealer's calendar.
      listed: listedAgo(car.first_listed_at, new Date(), dealerTimeZone(services.config)),
    });
  } catch (e) {
    console.error(`[views] ${errorSummary(e)}`);
    return json(null, 503, { 'Retry-After': '5' });
  }
};

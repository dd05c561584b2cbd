import type { DealerConfig } from '~/config/schema/index.ts';
import { SPEC_MESSAGES } from '~/features/leads/messages.ts';
import { CROSS_SITE, crossSite, json, rateLimiter, TOO_MANY } from '~/server/http.server.ts';
import type { Geocoder } from '~/services/geocoder/geocoder.ts';

import { INVALID_POSTCODE } from './geo.ts';

/**
 * GET /api/geocode?postcode=NNNN: the postcode's centre from the configured geocoder
 * (src/services/geocoder: maps.geocoder, its key from the env var it names), for "Find your
 * nearest". 404 when the site uses the embedded data (`lookup` null: the page reads its own files
 * then); 400 for a malformed postcode; 404 'Invalid postcode' when the service knows no such
 * place; 503 with Retry-After when the service is unavailable or refuses us (the page falls back
 * to the embedded data). The service's URL comes from the dealer file, never from the request.
 */
export function geocodeEndpoint(config: Pick<DealerConfig, 'url'>, lookup: () => Geocoder | null) {
  const allow = rateLimiter(30);
  return async (request: Request, client: string): Promise<Response> => {
    const geocode = lookup();
    if (!geocode)
      return json({ error: 'This site looks postcodes up in its own data (/postcodes/).' }, 404);
    if (crossSite(request, config.url)) return json({ error: CROSS_SITE }, 403);
    if (!allow(client)) return json({ error: TOO_MANY }, 429, { 'Retry-After': '60' });
    const postcode = new URL(request.url).searchParams.get('postcode') ?? '';
    if (!/^\d{4}$/.test(postcode)) return json({ error: SPEC_MESSAGES.postcode }, 400);
    const answer = await geocode(postcode);
    switch (answer.kind) {
      case 'found':
        return json(answer.point, 200, { 'Cache-Control': 'public, max-age=86400' });
      case 'not-found':
        return json({ error: INVALID_POSTCODE }, 404);
      case 'unavailable':
        console.error(`[geocode] unavailable (${answer.reason})`);
        return json({ error: 'Postcode lookup is busy. Please try again.' }, 503, {
          'Retry-After': String(answer.retryAfter),
        });
      case 'refused':
        console.error(
          `[geocode] the service refused the request (${answer.reason}): check the key`,
        );
        return json({ error: 'Postcode lookup is not available.' }, 503, { 'Retry-After': '3600' });
    }
  };
}

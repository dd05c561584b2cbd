import type { APIRoute, GetStaticPaths } from 'astro';

import { shardDigits, shardJson } from '~/features/locations/postcode-shards.ts';
import { australianPostcodeCentres } from '~/services/geocoder/embedded.server.ts';

/** The embedded postcode lookup of "Find your nearest": one static file per first digit. */
export const getStaticPaths = (() =>
  shardDigits(australianPostcodeCentres()).map((digit) => ({
    params: { digit },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) =>
  new Response(shardJson(australianPostcodeCentres(), params.digit!), {
    headers: { 'Content-Type': 'application/json' },
  });

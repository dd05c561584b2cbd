import type { APIRoute, GetStaticPaths } from 'astro';
import config from 'virtual:dealer/config';

import { getSite } from '~/catalogue/site.server.ts';
import { googleFeed, metaFeed } from '~/features/feeds/ads-feeds.ts';

/** The Google and Meta shopping feeds, each where the dealer file publishes it. */
export const getStaticPaths = (() => [
  ...(config.feeds.googleVehicleListings
    ? [{ params: { feed: 'google-vehicle-listings.tsv' } }]
    : []),
  ...(config.feeds.metaAutomotive ? [{ params: { feed: 'meta-automotive.csv' } }] : []),
]) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => {
  const site = getSite();
  const feedSite = { config, locations: site.locations };
  return params.feed === 'meta-automotive.csv'
    ? new Response(metaFeed(site.listed, feedSite), {
        headers: { 'Content-Type': 'text/csv; charset=utf-8' },
      })
    : new Response(googleFeed(site.listed, feedSite), {
        headers: { 'Content-Type': 'text/tab-separated-values; charset=utf-8' },
      });
};

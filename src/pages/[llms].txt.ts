import type { APIRoute, GetStaticPaths } from 'astro';
import config from 'virtual:dealer/config';

import { getSite } from '~/catalogue/site.server.ts';
import { llmsTxt } from '~/features/feeds/llms.ts';

/** /llms.txt, where the dealer file publishes it (feeds.llmsTxt). */
export const getStaticPaths = (() =>
  config.feeds.llmsTxt ? [{ params: { llms: 'llms' } }] : []) satisfies GetStaticPaths;

export const GET: APIRoute = () => {
  const site = getSite();
  return new Response(llmsTxt(site.listed, { config, locations: site.locations }, site.now), {
    headers: { 'Content-Type': 'text/markdown; charset=utf-8' },
  });
};

import type { APIRoute, GetStaticPaths } from 'astro';
import config from 'virtual:dealer/config';

import { getSite } from '~/catalogue/site.server.ts';
import { inventoryDocument, inventoryJsonSchema } from '~/features/feeds/inventory.ts';

/** /inventory.json and its JSON Schema, where the dealer file publishes them (feeds.inventoryJson). */
export const getStaticPaths = (() =>
  config.feeds.inventoryJson
    ? [{ params: { inventory: 'inventory' } }, { params: { inventory: 'inventory.schema' } }]
    : []) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => {
  if (params.inventory === 'inventory.schema')
    return Response.json(inventoryJsonSchema(config.url));
  const site = getSite();
  return Response.json(
    inventoryDocument(site.listed, { config, locations: site.locations }, site.now),
  );
};

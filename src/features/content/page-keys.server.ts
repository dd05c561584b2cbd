/**
 * Incremental builds: the `cacheKey` each dynamic page returns from
 * getStaticPaths. Astro skips a page when its key and the hash of its code both match the last
 * build, so a key is a digest of exactly what the page renders: the page's own view (worked out in
 * getStaticPaths and handed to the page as props, so the page renders what was digested) and what
 * every page shares (the layout: dealer file, menu, locations, the footer's year).
 */
import { createHash } from 'node:crypto';

import type { Site } from '~/catalogue/load.server.ts';
import changedFields from '~/components/changed-fields.client.ts?raw';
import holdUntilHydrated from '~/components/directives/hold-until-hydrated.client.ts?raw';
import interactDirective from '~/components/directives/interact-directive.client.ts?raw';
import useDirective from '~/components/directives/use-directive.client.ts?raw';
import type { DealerConfig } from '~/config/schema/index.ts';
import { siteMenu } from '~/features/content/site-menu.server.ts';
import { hoistIslandStyle, prerenderedPage } from '~/server/island-style.ts';

/**
 * A short digest of any JSON-able values (dates as ISO text). A build works out one for every page,
 * so it is JSON.stringify's own text, keys in the order each object holds them: the same code
 * making the same data gives the same order, and an order that changes alone only makes a page
 * again, never keeps a stale one. (stable-json.ts sorts, as a request hash must; sorting every
 * object of 60,000 pages' views cost a rebuild 4 s and as much again in garbage.)
 */
export function pageKey(...parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 24);
}

/**
 * The source of the client directives (`client:interact`, `client:use`) and what they import:
 * Astro writes them into each page that has such an island, but its code hash of a page does not
 * reach them, so a kept page would go on running the old directive.
 */
export const directiveCode = [holdUntilHydrated, interactDirective, useDirective, changedFields];

const layouts = new WeakMap<Site, string>();

/**
 * What the layout around every page renders from the site: the dealer file (header, footer,
 * banner, theme), the main menu (its models and which stock categories have cars), the locations
 * (every lead form's location choice) and the footer's year; and the code Astro's code hash of a
 * page does not cover: what the middleware does to every prerendered page, and the client
 * directives.
 */
export function layoutKey(config: DealerConfig, site: Site): string {
  let key = layouts.get(site);
  if (!key) {
    key = pageKey(
      config,
      siteMenu(config, site),
      site.locations,
      site.now.getFullYear(),
      `${String(prerenderedPage)}${String(hoistIslandStyle)}`,
      directiveCode,
    );
    layouts.set(site, key);
  }
  return key;
}

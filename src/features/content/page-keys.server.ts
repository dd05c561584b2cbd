/**
 * Incremental builds: the `cacheKey` each dynamic page returns from
 * getStaticPaths. Astro skips a page when its key and the hash of its code both match the last
 * build, so a key is a digest of exactly what the page renders: the page's own view (worked out in
 * getStaticPaths and handed to the page as props, so the page renders what was digested) and what
 * every page shares (the layout: dealer file, menu, locations, the footer's year).
 */
import { createHash } from 'node:crypto';

import type { Site } from '~/catalogue/load.server.ts';
import holdUntilHydrated from '~/components/directives/hold-until-hydrated.client.ts?raw';
import interactDirective from '~/components/directives/interact-directive.client.ts?raw';
import useDirective from '~/components/directives/use-directive.client.ts?raw';
import type { DealerConfig } from '~/config/schema/index.ts';
import { siteMenu } from '~/features/content/site-menu.server.ts';
import { hoistIslandStyle, prerenderedPage } from '~/server/island-style.ts';

/** An object with the same values, its keys in code-unit order (what a digest must not depend on). */
function sortedKeys(value: object): object {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) out[key] = (value as Record<string, unknown>)[key];
  return out;
}

/**
 * A short digest of any JSON-able values (objects by sorted keys; dates as ISO text). A build
 * works out one for every page, so it sorts only the keys (stable-json.ts's order compares whole
 * entries as text, which a request hash must keep but a page key need not).
 */
export function pageKey(...parts: unknown[]): string {
  const text = JSON.stringify(parts, (_, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x) ? sortedKeys(x) : x,
  );
  return createHash('sha256').update(text).digest('base64url').slice(0, 24);
}

/**
 * The source of the client directives (`client:interact`, `client:use`) and what they import:
 * Astro writes them into each page that has such an island, but its code hash of a page does not
 * reach them, so a kept page would go on running the old directive.
 */
export const directiveCode = [holdUntilHydrated, interactDirective, useDirective];

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

import type { Site } from '~/catalogue/load.server.ts';
import type { DealerConfig } from '~/config/schema/index.ts';

import { mainMenu, type MenuItem } from './menu.ts';

const menus = new WeakMap<Site, { config: DealerConfig; items: MenuItem[] }>();

/**
 * The main menu of a built site, worked out once per site and dealer file: every page's header
 * shows it, and its stock links count the whole stock (worked out afresh for each of 60,000 pages
 * of a 20,000-car stock, that was an eighth of the build). Read only: the same items serve every page.
 */
export function siteMenu(config: DealerConfig, site: Site): readonly MenuItem[] {
  const known = menus.get(site);
  if (known?.config === config) return known.items;
  const items = mainMenu(config, site.models, site.listed);
  menus.set(site, { config, items });
  return items;
}

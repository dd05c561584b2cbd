import { loadSite } from '../../src/catalogue/load.server.ts';
import { loadDealerConfig } from '../../src/config/load.server.ts';

/** A dealer's config and site data, as the build sees them (for scripts outside Astro). */
export function getSiteFor(slug: string) {
  const config = loadDealerConfig(slug);
  return { config, site: loadSite(config) };
}

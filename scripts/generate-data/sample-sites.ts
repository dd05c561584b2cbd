/** The sample dealers as the site loads them, for the sample-data tests. */
import { loadSite } from '~/catalogue/load.server.ts';
import { listDealerSlugs, loadDealerConfig } from '~/config/load.server.ts';

export const sites = listDealerSlugs().map((slug) => {
  const config = loadDealerConfig(slug);
  return { config, data: loadSite(config) };
});
export const all = sites.flatMap((s) => s.data.cars);
export const bySlug = (slug: string) => sites.find((s) => s.config.slug === slug)!;

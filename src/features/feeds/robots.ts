/**
 * robots.txt: crawlers keep out of the API, the print view and the style guide; the sitemap lists
 * the pages. The machine-readable stock is named in comments, the convention robots.txt
 * has for such pointers: the files are open to every crawler like the rest of the site.
 */
export function robotsTxt(config: {
  url: string;
  feeds: {
    inventoryJson: boolean;
    llmsTxt: boolean;
    googleVehicleListings: boolean;
    metaAutomotive: boolean;
  };
}): string {
  const base = config.url.replace(/\/+$/, '');
  const machine = [
    config.feeds.inventoryJson &&
      `# Inventory (JSON): ${base}/inventory.json (schema: ${base}/inventory.schema.json)`,
    config.feeds.llmsTxt && `# For AI assistants: ${base}/llms.txt`,
    config.feeds.googleVehicleListings &&
      `# Google vehicle listings feed: ${base}/feeds/google-vehicle-listings.tsv`,
    config.feeds.metaAutomotive &&
      `# Meta automotive catalogue feed: ${base}/feeds/meta-automotive.csv`,
  ].filter((l): l is string => typeof l === 'string');
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /print',
    'Disallow: /_styleguide',
    'Allow: /',
    '',
    ...(machine.length ? [...machine, ''] : []),
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}

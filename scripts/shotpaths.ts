import { loadSite } from '~/catalogue/load.server.ts';
import { loadDealerConfig } from '~/config/load.server.ts';
const slug = process.argv[2]!;
const site = loadSite(loadDealerConfig(slug));
const pick = (f: (c: (typeof site.listed)[number]) => boolean) => site.listed.find(f)?.slug;
const cars = [
  pick((c) => c.car_type === 'new' && c.status === 'in_stock' && c.images.length > 0),
  pick((c) => c.car_type === 'used' && c.status === 'in_stock' && !c.subscription_price && c.images.length > 0),
  pick((c) => c.car_type === 'used' && c.status === 'in_stock' && !!c.subscription_price),
  pick((c) => c.car_type === 'demo' && c.status === 'in_stock'),
  pick((c) => c.status === 'sold'),
].filter(Boolean).map((s) => `/cars/${s}`);
const model = site.models.find((m) => site.listed.some((c) => c.model === m.name))?.slug;
console.log(['/', '/search/new-used-and-demo-cars', ...new Set(cars), '/finance', '/special-offers', ...(model ? [`/${model}`] : []), '/contact-us', '/compare', '/this-page-does-not-exist'].join(' '));

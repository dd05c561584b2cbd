import type { DealerConfig } from '~/config/schema/index.ts';

/**
 * What the build tells the editor when a dealer with the embedded search lists more cars than its
 * dealer file's `search.embeddedMaxCars`: every phone would download an index that
 * large before its first search, so the dealer should move to Typesense. Null when within.
 */
export function embeddedSearchAdvice(
  config: Pick<DealerConfig, 'search'>,
  listedCars: number,
): string | null {
  const { provider, embeddedMaxCars } = config.search;
  if (provider !== 'embedded' || listedCars <= embeddedMaxCars) return null;
  const n = (x: number) => x.toLocaleString('en-AU');
  return `search.provider: ${n(listedCars)} cars are listed, over search.embeddedMaxCars (${n(embeddedMaxCars)}): every phone would download the whole search index (about 513 KB gzip at 20,000 cars) before its first search. Set search.provider to "typesense" and search.host (README, "Configure real services": Search), then npm run index:typesense.`;
}

import type { DealerConfig } from '~/config/schema/index.ts';
import { searchPath } from '~/features/content/links.ts';

/**
 * `virtual:dealer/client-flags`: switches browser code reads as constants, so a dealer without a
 * feature ships none of its code.
 */
export interface ClientFlagsModule {
  /** Sign-in is on (features.authentication.enabled): Favourite saves to the server watchlist. */
  watchlist: boolean;
  /** The all-stock search's path in the site's noun: '/search/new-used-and-demo-caravans'. */
  searchHome: string;
  /** Stock alerts are on (features.stockAlerts): a saved car offers its price-drop alert. */
  priceDropAlerts: boolean;
  /** What the dealer sells, lower case, in the islands' sentences (inventory.noun): 'caravan', 'caravans'. */
  stockNoun: { singular: string; plural: string };
}

export function clientFlagsModule(
  config: Pick<DealerConfig, 'features' | 'inventory'>,
): ClientFlagsModule {
  return {
    watchlist: config.features.authentication.enabled,
    searchHome: searchPath('all', config.inventory.noun.plural),
    priceDropAlerts: config.features.stockAlerts,
    stockNoun: {
      singular: config.inventory.noun.singular.toLowerCase(),
      plural: config.inventory.noun.plural.toLowerCase(),
    },
  };
}

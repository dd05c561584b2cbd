import { type DealerCosts, estimateFrom, type MarketSample, type Valuer } from './valuer.ts';

/** The embedded valuer: the build's market sample and the dealer's costs, by `estimateFrom`'s rules. */
export function embeddedValuer(market: MarketSample, costs: DealerCosts): Valuer {
  return async (request) => estimateFrom(request, market, costs);
}

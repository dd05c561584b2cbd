/**
 * When a stock feed is held for a person instead of applied. A dealer's feed that failed at its
 * end (a truncated export, a half-broken file) reads like a sale of most of the yard, and applied
 * it would take those cars off the site at the next build. So a feed is held, and nothing
 * changes, when it would take more than `maxRemovedShare` of the cars in stock off the site, or
 * when more than `maxRejectedShare` of its records are left out (dealer file
 * `inventory.feedGuard`). A person applies a held feed (`stock:import --accept`, or the webhook
 * sent again with `X-Stock-Accept`).
 */

export interface FeedGuard {
  maxRemovedShare: number;
  maxRejectedShare: number;
}

export interface FeedEffect {
  /** Cars in stock (not sold) before the feed. */
  inStock: number;
  /** Cars the feed would mark sold (absent from it). */
  removed: number;
  /** The feed's records, and how many of them were left out. */
  received: number;
  rejectedRecords: number;
}

const percent = (x: number) => `${Math.round(x * 1000) / 10}%`;

/**
 * Why the feed is held (one sentence each), or none: it may be applied. `stock` is what the dealer
 * sells, plural and lower case ('cars', 'caravans').
 */
export function holdReasons(effect: FeedEffect, guard: FeedGuard, stock: string): string[] {
  const reasons: string[] = [];
  const { inStock, removed, received, rejectedRecords } = effect;
  if (inStock > 0 && removed / inStock > guard.maxRemovedShare)
    reasons.push(
      `It would take ${removed} of the ${inStock} ${stock} in stock off the site (${percent(removed / inStock)}; more than ${percent(guard.maxRemovedShare)} is held).`,
    );
  if (received > 0 && rejectedRecords / received > guard.maxRejectedShare)
    reasons.push(
      `${rejectedRecords} of its ${received} records were left out for a bad field (${percent(rejectedRecords / received)}; more than ${percent(guard.maxRejectedShare)} is held).`,
    );
  return reasons;
}

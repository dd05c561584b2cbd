/** Number-plate lookup for the trade-in wizard (src/services/rego/): what every register answers. */
import type { BodyType } from '~/catalogue/car.schema.ts';

export const AU_STATES = ['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'ACT', 'NT'] as const;
export type AuState = (typeof AU_STATES)[number];

/** A registered car as the register describes it. */
export interface RegoVehicle {
  plate: string;
  state: AuState;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  body: BodyType | null;
  transmission: string | null;
  fuel: string | null;
  colour: string | null;
}

export type RegoAnswer =
  | { kind: 'found'; vehicle: RegoVehicle }
  | { kind: 'not-found' }
  /** The service said no for now (rate limit, outage, timeout): ask again after `retryAfter` s. */
  | { kind: 'unavailable'; retryAfter: number; reason: string }
  /** The service refused us (bad key, bad request): a configuration problem, not the visitor's. */
  | { kind: 'refused'; reason: string };

/** Looks up a plate in a state's register. */
export type RegoLookup = (plate: string, state: AuState) => Promise<RegoAnswer>;

/** A plate as registers file it: capitals and digits only ('abc 12d' is ABC12D). */
export function normalisePlate(plate: string): string {
  return plate.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

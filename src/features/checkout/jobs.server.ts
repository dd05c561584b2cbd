import { tellDealerDue } from './dealer-leads.server.ts';
import { settleMoney } from './money.server.ts';
import type { ReserveContext } from './records.server.ts';
import { expireDue, reconcilePending } from './reservations.server.ts';

export interface ReservationsReport {
  expired: number;
  reconciled: number;
  settled: number;
  told: number;
}

/**
 * The reservations' part of each scheduled run (every minute; safe twice at once or late, each
 * step claiming its rows in the database): holds and pay windows that ran out end as expired,
 * payments the processor took that we missed are recorded, deposits due back are given back, and
 * the dealer is told of any state it has not heard of.
 */
export async function reservationJobs(
  ctx: ReserveContext | null,
): Promise<ReservationsReport | null> {
  if (!ctx) return null;
  const reconciled = await reconcilePending(ctx);
  const expired = (await expireDue(ctx)).length;
  const settled = await settleMoney(ctx);
  const told = await tellDealerDue(ctx);
  return { expired, reconciled, settled, told };
}

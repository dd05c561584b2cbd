import { and, eq } from 'drizzle-orm';

import type { DealerConfig } from '~/config/schema/index.ts';
import type { Storage } from '~/server/storage/db.server.ts';
import { reservationEvents, reservations } from '~/server/storage/schema.ts';
import type { Payments } from '~/services/payments/payments.ts';

import type { ReservationState } from './states.ts';

export type Reservation = typeof reservations.$inferSelect;

/** Everything a reservation's server code works with: storage, the dealer, its processor, the clock. */
export interface ReserveContext {
  storage: Storage;
  config: DealerConfig;
  payments: Payments;
  now: Date;
  userAgent?: string | null;
}

/** Writes one line of a reservation's history (each state or money change). */
export async function logEvent(
  storage: Storage,
  row: Pick<Reservation, 'id' | 'state' | 'paymentStatus'>,
  at: Date,
  fromState: ReservationState | null,
  reason: string,
): Promise<void> {
  await storage.db.insert(reservationEvents).values({
    reservationId: row.id,
    at,
    fromState,
    toState: row.state,
    paymentStatus: row.paymentStatus,
    reason,
  });
}

export const byId = async (storage: Storage, site: string, id: string) =>
  (
    await storage.db
      .select()
      .from(reservations)
      .where(and(eq(reservations.id, id), eq(reservations.websiteSlug, site)))
  )[0] ?? null;

import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';

import type { DealerConfig } from '~/config/schema/index.ts';
import type { BuiltLocation } from '~/features/car/built-car.ts';
import { STATE_TIME_ZONES } from '~/features/locations/time.ts';
import type { Storage } from '~/server/storage/db.server.ts';
import { appointments } from '~/server/storage/schema.ts';

import { type ConfirmServices, linkOf, placeOf, tellBuyer } from './confirm.server.ts';
import { REMIND_WITHIN_MS } from './store.server.ts';

const HOUR_MS = 3_600_000;
/** A reminder goes to a booking made more than a day ahead (a later one had its confirmation just now). */
export const REMIND_IF_BOOKED_AHEAD_MS = 24 * HOUR_MS;
/** At most this many reminders a run; the next run takes the rest. */
const BATCH = 50;

/**
 * The day-before reminders that have fallen due: live bookings starting within a day, booked more
 * than a day ahead, not yet reminded. Each is claimed (`reminded_at`) before it is sent, so two
 * runs at once never send one twice; a run that stopped late sends what fell due meanwhile, and a
 * booking already started gets none.
 */
export async function remindDue(
  storage: Storage,
  config: Pick<DealerConfig, 'slug' | 'name' | 'url' | 'vehiclePage'>,
  services: ConfirmServices & { location: (id: number) => Promise<BuiltLocation | null> },
  now: Date,
): Promise<number> {
  const due = storage.db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.websiteSlug, config.slug),
        eq(appointments.state, 'booked'),
        isNull(appointments.remindedAt),
        gt(appointments.startsAt, now),
        lte(appointments.startsAt, new Date(now.getTime() + REMIND_WITHIN_MS)),
        sql`${appointments.startsAt} - ${appointments.createdAt} > make_interval(secs => ${REMIND_IF_BOOKED_AHEAD_MS / 1000})`,
      ),
    )
    .limit(BATCH);
  const claimed = await storage.db
    .update(appointments)
    .set({ remindedAt: now })
    .where(and(inArray(appointments.id, due), isNull(appointments.remindedAt)))
    .returning();
  for (const booking of claimed) {
    const location = await services.location(booking.locationId);
    if (!location) continue;
    await tellBuyer(
      config,
      services,
      {
        booking,
        carName: booking.details.car ?? null,
        place: placeOf(location),
        timeZone: STATE_TIME_ZONES[location.address.state],
        link: linkOf(config, services, booking),
      },
      'reminder',
    );
  }
  return claimed.length;
}

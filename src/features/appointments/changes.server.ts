import { and, eq, gt, isNotNull, or, sql } from 'drizzle-orm';
import * as z from 'zod/mini';

import type { DealerConfig } from '~/config/schema/index.ts';
import { submitLead } from '~/features/leads/leads.server.ts';
import { localTime, STATE_TIME_ZONES } from '~/features/locations/time.ts';
import type { Storage } from '~/server/storage/db.server.ts';
import { errorSummary } from '~/server/storage/errors.server.ts';
import { appointments } from '~/server/storage/schema.ts';

import { linkOf, placeOf, tellBuyer, whenText } from './confirm.server.ts';
import {
  type AppointmentServices,
  carLeadFields,
  LEAD_FORM,
  serviceNoticeFields,
} from './endpoints.server.ts';
import type { Appointment } from './store.server.ts';
import { bookedWhat, kindWord } from './words.ts';

/** What tells of a change: the site's cars and locations, and the buyer's messages. */
export type ChangeServices = Pick<AppointmentServices, 'car' | 'location' | 'confirm'> & {
  /** Asks for the new lead's delivery at once. */
  afterLead?: () => Promise<void>;
};

/** The change a booking's dealer and buyer are owed word of: its cancel, or its last move. */
export const noticeOf = (b: Appointment) =>
  b.state === 'cancelled' ? 'cancelled' : b.changes > 0 ? `moved-${b.changes}` : null;

/** The fields of a change's lead (only the server sends one): the buyer, and what changed. */
const noticeFields = z.looseObject({ name: z.string(), phone: z.string(), message: z.string() });

/**
 * Tells the dealer and the buyer of a booking's last change (moved or cancelled), once, from the
 * booking as stored: the dealer's lead first (the kind's, saying what changed; its key is the
 * change, so it is written once however often this runs), then the change is claimed as told
 * (only while it is still the booking's last) and the buyer gets a text and an e-mail. A failure
 * is logged without personal data; the next read of the link, or the scheduled jobs, tell again.
 * True when the buyer was told now.
 */
export async function tellChange(
  storage: Storage,
  config: DealerConfig,
  services: ChangeServices,
  b: Appointment,
  now: Date,
): Promise<boolean> {
  const notice = noticeOf(b);
  if (!notice || b.told === notice) return false;
  try {
    const location = await services.location(b.locationId);
    if (!location) return false;
    const car = b.carId === null ? null : await services.car(b.carId);
    const zone = STATE_TIME_ZONES[location.address.state];
    const form = LEAD_FORM[b.kind as keyof typeof LEAD_FORM];
    if (form) {
      const word = kindWord(config.vehiclePage.testDriveLabel, b.kind);
      const what = `${bookedWhat(word, b.kind, b.details.car)} at ${location.name}`;
      const local = localTime(b.startsAt, zone);
      const fields = {
        name: b.contact.name ?? '',
        last_name: b.contact.last_name ?? '',
        email: b.contact.email ?? '',
        phone: b.contact.phone ?? '',
        location_id: location.id,
        ...(car ? carLeadFields(car) : serviceNoticeFields(b.details)),
        ...(notice === 'cancelled'
          ? {
              message: `Cancelled by ${b.cancelledBy === 'dealer' ? 'the dealer at the desk' : 'the buyer'}: the ${what} on ${whenText(b.startsAt, zone)} (booking ${b.id}). The time is free again.`,
            }
          : {
              message: `Moved by the buyer: the ${what} from ${b.movedFrom ? whenText(b.movedFrom, zone) : 'its earlier time'} to ${whenText(b.startsAt, zone)} (booking ${b.id}).`,
              booking_date: local.date,
              booking_time: local.time,
              appointment_id: b.id,
            }),
      };
      const lead = await submitLead(
        storage,
        config,
        {
          form,
          fields,
          url: car ? new URL(`/cars/${car.slug}`, config.url).href : config.url,
          opt_in_text: '',
          ...(car ? { car_id: car.id, car_type: car.car_type } : {}),
        },
        {
          idempotencyKey: `appointment-${b.id}-${notice}`,
          userAgent: null,
          now: b.cancelledAt ?? now,
          fields: noticeFields,
          notice: true,
        },
      );
      if (lead.status !== 201) throw new Error(`the dealer's lead was refused (${lead.status})`);
      await services.afterLead?.();
    }
    const claimed = await storage.db
      .update(appointments)
      .set({ told: notice })
      .where(
        and(
          eq(appointments.id, b.id),
          eq(appointments.state, b.state),
          eq(appointments.changes, b.changes),
          sql`${appointments.told} is distinct from ${notice}`,
        ),
      )
      .returning({ id: appointments.id });
    if (claimed.length === 0 || !services.confirm) return false;
    await tellBuyer(
      config,
      services.confirm,
      {
        booking: b,
        carName: b.details.car ?? null,
        place: placeOf(location),
        timeZone: zone,
        link: linkOf(config, services.confirm, b),
      },
      notice === 'cancelled' ? (b.cancelledBy === 'dealer' ? 'withdrawn' : 'cancelled') : 'moved',
    );
    return true;
  } catch (e) {
    console.error(`appointments: a change was not told yet (${errorSummary(e)})`);
    return false;
  }
}

/** At most this many changes a run; the next run takes the rest. */
const BATCH = 50;

/**
 * The scheduled jobs' part: the changes of the last fortnight not yet told (a request that moved
 * or cancelled and then failed to tell), told now.
 */
export async function tellChangesDue(
  storage: Storage,
  config: DealerConfig,
  services: ChangeServices,
  now: Date,
): Promise<number> {
  const due = await storage.db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.websiteSlug, config.slug),
        gt(appointments.startsAt, new Date(now.getTime() - 14 * 86_400_000)),
        or(eq(appointments.state, 'cancelled'), gt(appointments.changes, 0)),
        or(
          sql`${appointments.told} is null`,
          and(
            isNotNull(appointments.told),
            sql`${appointments.told} <> case when ${appointments.state} = 'cancelled' then 'cancelled' else 'moved-' || ${appointments.changes} end`,
          ),
        ),
      ),
    )
    .limit(BATCH);
  let told = 0;
  for (const b of due) if (await tellChange(storage, config, services, b, now)) told++;
  return told;
}

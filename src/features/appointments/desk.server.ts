/**
 * Bookings at the dealer desk: today's and tomorrow's, in the dealer's time zone, for the staff
 * whose role covers their kind (sales: test drives and trade-in inspections; service: services),
 * and what staff do to one: the buyer arrived, did not come, or the dealer cancels it.
 */
import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import * as z from 'zod/mini';

import type { DealerConfig } from '~/config/schema/index.ts';
import { audit } from '~/features/desk/audit.server.ts';
import {
  answer,
  deskAction,
  type DeskSection,
  type DeskServices,
} from '~/features/desk/endpoints.server.ts';
import { type DeskArea, mayUse } from '~/features/desk/staff.ts';
import { dealerTimeZone, localTime } from '~/features/locations/time.ts';
import { appointments } from '~/server/storage/schema.ts';

import { type ChangeServices, tellChange } from './changes.server.ts';
import type { AppointmentKind } from './kinds.ts';
import { type Appointment, bookingById, cancel } from './store.server.ts';
import { kindWord } from './words.ts';

const HOUR = 3_600_000;
/** A buyer may be marked arrived from an hour before the booked time (early is common). */
const ARRIVE_EARLY_MS = HOUR;

/** The part of the desk a booking's kind belongs to. */
export const deskAreaOf = (kind: string): DeskArea =>
  kind === 'service' ? 'service' : 'test-drives';

export const NO_BOOKING = 'There is no such booking.';

/** What staff see of a booking. */
const bookingView = (b: Appointment, location: string | null, word: string) => ({
  id: b.id,
  kind: b.kind,
  kind_word: word,
  starts_at: b.startsAt.toISOString(),
  ends_at: b.endsAt.toISOString(),
  location,
  vehicle: b.details.car ?? null,
  service: b.details.service ?? null,
  state: b.state,
  cancelled_by: b.cancelledBy,
  attendance: b.attendance,
  buyer: {
    name: [b.contact.name, b.contact.last_name].filter(Boolean).join(' '),
    phone: b.contact.phone ?? '',
  },
});

type Locations = Pick<ChangeServices, 'location'>;

/** Whether a booking is on the dealer's today or tomorrow (else null), in the dealer's time zone. */
function dayOf(b: Appointment, config: DealerConfig, now: Date): 'today' | 'tomorrow' | null {
  const zone = dealerTimeZone(config);
  const date = localTime(b.startsAt, zone).date;
  if (date === localTime(now, zone).date) return 'today';
  if (date === localTime(new Date(now.getTime() + 24 * HOUR), zone).date) return 'tomorrow';
  return null;
}

async function viewOf(b: Appointment, services: Locations, config: DealerConfig, now: Date) {
  const location = await services.location(b.locationId);
  return {
    ...bookingView(b, location?.name ?? null, kindWord(config.vehiclePage.testDriveLabel, b.kind)),
    day: dayOf(b, config, now),
  };
}

/**
 * The desk's bookings of these kinds for today and tomorrow (the dealer's dates), earliest first,
 * cancelled ones included so staff know a time freed up.
 */
export const bookingsSection =
  (kinds: readonly AppointmentKind[], services: Locations): DeskSection =>
  async ({ storage, config, now }) => {
    const rows = await storage.db
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.websiteSlug, config.slug),
          inArray(appointments.kind, [...kinds]),
          // A window wider than any two local days, then each booking's own local date.
          gte(appointments.startsAt, new Date(now.getTime() - 30 * HOUR)),
          lte(appointments.startsAt, new Date(now.getTime() + 54 * HOUR)),
        ),
      )
      .orderBy(asc(appointments.startsAt))
      .limit(300);
    const out = [];
    for (const b of rows) {
      const view = await viewOf(b, services, config, now);
      if (view.day) out.push(view);
    }
    return out;
  };

export type BookingAction = 'arrived' | 'no-show' | 'cancel';

const bookingRequest = z.object({ id: z.string().check(z.regex(/^[\w-]{1,64}$/)) });

const bookingState = (b: Appointment) => ({
  state: b.state,
  attendance: b.attendance,
  cancelled_by: b.cancelledBy,
});

/** Marks the buyer's attendance, once, and only once the booking's time has come (or is an hour off). */
async function mark(
  storage: Parameters<DeskSection>[0]['storage'],
  b: Appointment,
  attendance: 'arrived' | 'no-show',
  now: Date,
): Promise<Appointment | null> {
  const from = attendance === 'arrived' ? now.getTime() + ARRIVE_EARLY_MS : now.getTime();
  const [row] = await storage.db
    .update(appointments)
    .set({ attendance, attendanceAt: now })
    .where(
      and(
        eq(appointments.id, b.id),
        eq(appointments.state, 'booked'),
        isNull(appointments.attendance),
        sql`${appointments.startsAt} <= ${new Date(from)}`,
      ),
    )
    .returning();
  return row ?? null;
}

/** Why an action could not be done to a booking as it stands, as staff read it. */
function refusal(b: Appointment, action: BookingAction): string {
  if (b.state === 'cancelled') return 'This booking is cancelled.';
  if (b.attendance)
    return `This booking is marked ${b.attendance === 'arrived' ? 'arrived' : 'no-show'} already.`;
  if (action === 'cancel') return 'This booking’s time has passed: it cannot be cancelled now.';
  return action === 'arrived'
    ? 'It is too early to mark this buyer arrived: that opens an hour before the booked time.'
    : 'The booked time has not come yet: a no-show can be marked once it has.';
}

/**
 * POST /api/desk/bookings/arrived, /no-show and /cancel. Arrived and no-show are marked once, and
 * not before the booking's time (an hour early for arrived). Cancel frees the time at once and
 * tells the dealer's CRM and the buyer (a text and an e-mail saying the dealer cancelled it), as
 * the buyer's own cancel through their link does. A member whose role does not cover the
 * booking's kind gets 403; another dealer's booking, 404.
 */
export const bookingActionEndpoint = (
  services: DeskServices,
  appointmentServices: ChangeServices,
  action: BookingAction,
) =>
  deskAction(
    services,
    {
      name: `appointment.${action}`,
      area: ['test-drives', 'service'],
      schema: bookingRequest,
    },
    async ({ id }, { member, storage, config, now }) => {
      const before = await bookingById(storage, config.slug, id);
      if (!before) return answer(404, { error: NO_BOOKING });
      if (!mayUse(member.role, deskAreaOf(before.kind)))
        return answer(403, { error: 'Your role does not include this booking.' });
      let after: Appointment | null;
      if (action === 'cancel') {
        after =
          before.startsAt.getTime() > now.getTime() && !before.attendance
            ? await cancel(storage, id, now, 'dealer')
            : null;
        if (after) await tellChange(storage, config, appointmentServices, after, now);
      } else after = await mark(storage, before, action, now);
      if (!after) {
        const latest = (await bookingById(storage, config.slug, id)) ?? before;
        return answer(409, {
          error: refusal(latest, action),
          booking: await viewOf(latest, appointmentServices, config, now),
        });
      }
      await audit(
        storage,
        config.slug,
        {
          member,
          action: `appointment.${action}`,
          target: `appointment:${id}`,
          before: bookingState(before),
          after: bookingState(after),
        },
        now,
      );
      return answer(200, { booking: await viewOf(after, appointmentServices, config, now) });
    },
  );

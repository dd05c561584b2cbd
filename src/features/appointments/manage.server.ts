import * as z from 'zod/mini';

import type { BuiltLocation } from '~/features/car/built-car.ts';
import { STATE_TIME_ZONES } from '~/features/locations/time.ts';
import type { PostEndpoint } from '~/server/post.server.ts';

import { tellChange } from './changes.server.ts';
import { placeOf } from './confirm.server.ts';
import {
  type Answer,
  answer,
  APPOINTMENT_MESSAGES as M,
  type AppointmentServices,
  slotQuery,
  slotsBody,
  stockMessages,
  target,
} from './endpoints.server.ts';
import { readChangeToken } from './links.server.ts';
import { checkSlot, freeSlots, kindSettings, SLOT_MESSAGES, type SlotQuery } from './slots.ts';
import { type Appointment, bookingById, cancel, move } from './store.server.ts';

/** The appointment services, with the link key that signs the buyer's link. */
export interface ManageServices extends AppointmentServices {
  linkSecret: () => string;
  /** Asks for a change's lead to be delivered at once. */
  afterLead?: () => Promise<void>;
}

const manageRequest = z.object({
  token: z.string().check(z.maxLength(200)),
  action: z.enum(['read', 'cancel', 'move']),
  start: z.optional(z.iso.datetime({ offset: true, error: M.badStart })),
});

type Car = NonNullable<Awaited<ReturnType<AppointmentServices['car']>>>;

/** What the booking's page shows: when, where, what, and whether it can still change. */
function view(b: Appointment, location: BuiltLocation, car: Car | null, now: Date) {
  return {
    reference: b.id,
    kind: b.kind,
    state:
      b.state === 'cancelled'
        ? ('cancelled' as const)
        : b.startsAt.getTime() <= now.getTime()
          ? ('passed' as const)
          : ('booked' as const),
    start: b.startsAt.toISOString(),
    end: b.endsAt.toISOString(),
    time_zone: STATE_TIME_ZONES[location.address.state],
    location: { id: location.id, ...placeOf(location) },
    car: b.details.car ? { name: b.details.car, slug: car?.slug ?? null } : null,
    /** How often it has moved: its calendar file's SEQUENCE. */
    sequence: b.changes,
  };
}

/**
 * POST /api/appointments/manage: the page a booking's signed link opens (`/appointment#token`).
 * `read` answers the booking and, while it stands, the times it can move to; `move` takes it to
 * another free time (checked as a booking is: hours, notice, places, its car's other bookings;
 * then the database); `cancel` frees its time at once. Each change tells the dealer and the
 * buyer. A cancel sent again answers the cancelled booking; a move to where it already is, the
 * booking as it is.
 */
export const manageEndpoint = (services: ManageServices): PostEndpoint => ({
  perMinute: 20,
  maxBytes: 1024,
  async handle(body, deps) {
    const req = manageRequest.safeParse(body);
    if (!req.success) {
      const bad = req.error.issues.find((i) => i.path[0] === 'start');
      return answer(400, { error: bad ? M.badStart : M.badLink });
    }
    const r = req.data;
    const link = readChangeToken(services.linkSecret(), r.token);
    const storage = await deps.storage();
    const { config } = deps;
    const found = link && (await bookingById(storage, config.slug, link.bookingId));
    if (!found || found.linkNonce !== link?.nonce) return answer(404, { error: M.badLink });
    let b: Appointment = found;
    const location = await services.location(b.locationId);
    if (!location) return answer(404, { error: M.noLocation });
    const car = b.carId === null ? null : await services.car(b.carId);
    const now = services.now?.() ?? new Date();
    const shown = () => view(b, location, car, now);

    // The times it can move to while it stands: none for a car no longer there to drive.
    const targetOf = () =>
      target(services, deps, { kind: b.kind, car: b.carId, location: b.locationId });
    // The time it already has is not one to move to, even where the place has room for more.
    const elsewhere = (q: SlotQuery) =>
      freeSlots(q).filter((slot) => slot.start !== b.startsAt.getTime());
    const times = async (): Promise<Record<string, unknown>> => {
      const t = await targetOf();
      if ('status' in t)
        return t.status === 200 ? (t.body as Record<string, unknown>) : { slots: [] };
      const q = await slotQuery(services, t, deps, now);
      if ('status' in q) return { slots: [], error: M.calendarDown };
      return slotsBody(t, elsewhere(q));
    };

    const state = shown().state;
    // A change not yet told (a request that failed after it): told now, whatever is asked.
    const tell = () => tellChange(storage, config, services, b, now);
    await tell();

    if (r.action === 'read')
      return answer(200, { booking: shown(), ...(state === 'booked' ? await times() : {}) });

    if (r.action === 'cancel') {
      if (state === 'passed') return answer(409, { error: M.passed, booking: shown() });
      if (state === 'booked') {
        b =
          (await cancel(storage, b.id, now)) ??
          (await bookingById(storage, config.slug, b.id)) ??
          b;
        await tell();
      }
      // Cancelled already (this link sent twice): the booking as it is.
      return answer(200, { booking: shown() });
    }

    // A move.
    if (state !== 'booked')
      return answer(409, { error: state === 'passed' ? M.passed : M.cancelled, booking: shown() });
    if (!r.start) return answer(400, { error: M.badStart });
    const start = Date.parse(r.start);
    if (start === b.startsAt.getTime()) return answer(200, { booking: shown() });
    const t = await targetOf();
    if ('status' in t)
      return t.status === 200
        ? answer(409, {
            error: stockMessages(config).carUnavailable,
            booking: shown(),
            ...(t.body as object),
          })
        : t;
    const q = await slotQuery(services, t, deps, now);
    if ('status' in q) return q;
    const refuse = async (why: keyof typeof SLOT_MESSAGES): Promise<Answer> => {
      const fresh = await slotQuery(services, t, deps, now);
      return 'status' in fresh
        ? fresh
        : answer(409, {
            error: SLOT_MESSAGES[why],
            reason: why,
            booking: shown(),
            ...slotsBody(t, elsewhere(fresh)),
          });
    };
    const slot = checkSlot(q, start);
    if (typeof slot === 'string') return refuse(slot);
    const moved = await move(
      storage,
      b.id,
      {
        start: slot.start,
        end: slot.end,
        capacity: kindSettings(config.appointments, b.kind).capacity,
      },
      now,
    );
    if (moved === 'taken') return refuse('taken');
    if (moved === 'gone') {
      b = (await bookingById(storage, config.slug, b.id)) ?? b;
      return answer(409, { error: M.cancelled, booking: shown() });
    }
    b = moved;
    await tell();
    return answer(200, { booking: shown() });
  },
});

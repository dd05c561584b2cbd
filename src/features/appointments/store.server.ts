import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import { nanoid } from 'nanoid';

import { newReference } from '~/server/reference.server.ts';
import type { Storage } from '~/server/storage/db.server.ts';
import { violates } from '~/server/storage/errors.server.ts';
import { appointments } from '~/server/storage/schema.ts';

import type { AppointmentKind, Taken } from './slots.ts';

/** A reminder goes when the appointment is a day away or less. */
export const REMIND_WITHIN_MS = 24 * 3_600_000;

export type Appointment = typeof appointments.$inferSelect;

/** A booking asked for: the slot (already checked against the hours) and who it is for. */
export interface BookingRequest {
  site: string;
  locationId: number;
  kind: AppointmentKind;
  start: number;
  end: number;
  /** The kind's places in one slot (the dealer file's capacity). */
  capacity: number;
  carId?: number | undefined;
  contact: Record<string, string>;
  details: Record<string, string>;
  idempotencyKey: string;
  requestHash: string;
  now: Date;
}

export type BookingResult =
  { booked: Appointment; replayed: boolean } | { refused: 'taken' } | { refused: 'key-reused' };

/**
 * Books the slot in the first free place. The database decides: each place of a slot holds one
 * live booking, and a car's live bookings never overlap, so of many bookings at once only as many
 * as there are places (one, for a car) are written; the rest are told the slot is taken. The same
 * key sent again answers the booking it made (a different request under it is refused).
 */
export async function book(storage: Storage, r: BookingRequest): Promise<BookingResult> {
  for (let place = 1; place <= r.capacity; place++) {
    const [row] = await storage.db
      .insert(appointments)
      .values({
        id: newReference('A'),
        websiteSlug: r.site,
        locationId: r.locationId,
        kind: r.kind,
        startsAt: new Date(r.start),
        endsAt: new Date(r.end),
        place,
        carId: r.carId ?? null,
        state: 'booked',
        contact: r.contact,
        details: r.details,
        createdAt: r.now,
        linkNonce: nanoid(),
        idempotencyKey: r.idempotencyKey,
        requestHash: r.requestHash,
      })
      // No target: a place taken, the car's time taken (an exclusion constraint) or the key
      // used all leave the row unwritten.
      .onConflictDoNothing()
      .returning();
    if (row) return { booked: row, replayed: false };
    const same = await bookingByKey(storage, r.idempotencyKey);
    if (same)
      return same.requestHash === r.requestHash
        ? { booked: same, replayed: true }
        : { refused: 'key-reused' };
  }
  return { refused: 'taken' };
}

/** The booking an Idempotency-Key made, if any. */
export async function bookingByKey(storage: Storage, key: string): Promise<Appointment | null> {
  const [row] = await storage.db
    .select()
    .from(appointments)
    .where(eq(appointments.idempotencyKey, key));
  return row ?? null;
}

/**
 * What takes places from a location's slots of a kind between two instants: each live booking of
 * that kind there takes one; with a car, each of the car's live bookings anywhere takes them all.
 */
export async function takenBetween(
  storage: Storage,
  q: {
    site: string;
    locationId: number;
    kind: AppointmentKind;
    carId?: number;
    from: Date;
    to: Date;
  },
): Promise<Taken[]> {
  const rows = await storage.db
    .select({
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      carId: appointments.carId,
      locationId: appointments.locationId,
      kind: appointments.kind,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.websiteSlug, q.site),
        eq(appointments.state, 'booked'),
        lt(appointments.startsAt, q.to),
        gt(appointments.endsAt, q.from),
        or(
          and(eq(appointments.locationId, q.locationId), eq(appointments.kind, q.kind)),
          q.carId === undefined ? sql`false` : eq(appointments.carId, q.carId),
        ),
      ),
    );
  return rows.map((b) => ({
    start: b.startsAt.getTime(),
    end: b.endsAt.getTime(),
    places: q.carId !== undefined && b.carId === q.carId ? Infinity : 1,
  }));
}

/** A booking by its reference, on this site. */
export async function bookingById(
  storage: Storage,
  site: string,
  id: string,
): Promise<Appointment | null> {
  const [row] = await storage.db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(appointments.websiteSlug, site)));
  return row ?? null;
}

/** Cancels a live booking (by its buyer, or the dealer's staff): its place frees at once. Null when it was not live. */
export async function cancel(
  storage: Storage,
  id: string,
  now: Date,
  by: 'buyer' | 'dealer' = 'buyer',
): Promise<Appointment | null> {
  const [row] = await storage.db
    .update(appointments)
    .set({ state: 'cancelled', cancelledAt: now, cancelledBy: by })
    .where(and(eq(appointments.id, id), eq(appointments.state, 'booked')))
    .returning();
  return row ?? null;
}

/** The constraints that keep a slot's places and a car's times: a move that meets one tries on. */
const heldBy = (e: unknown) =>
  violates(e, 'appointments_one_per_place') || violates(e, 'appointments_car_not_twice');

/**
 * Moves a live booking to another slot in one statement per place, so it is never in neither
 * slot nor in both: the database refuses a place already taken, or a time its car is booked for
 * elsewhere, and the next place is tried. It keeps where it came from (the dealer's notice says
 * from and to), its calendar file's sequence goes up, and its reminder is due again, unless the
 * new time is within a day (the notice of the move is its reminder then). `taken` when no place
 * was free; `gone` when it is not live.
 */
export async function move(
  storage: Storage,
  id: string,
  slot: { start: number; end: number; capacity: number },
  now: Date,
): Promise<Appointment | 'taken' | 'gone'> {
  const soon = slot.start - now.getTime() <= REMIND_WITHIN_MS;
  for (let place = 1; place <= slot.capacity; place++) {
    try {
      const [row] = await storage.db
        .update(appointments)
        .set({
          // In an UPDATE the right-hand side reads the row as it was: its time before the move.
          movedFrom: sql`${appointments.startsAt}`,
          startsAt: new Date(slot.start),
          endsAt: new Date(slot.end),
          place,
          remindedAt: soon ? now : null,
          changes: sql`${appointments.changes} + 1`,
        })
        .where(and(eq(appointments.id, id), eq(appointments.state, 'booked')))
        .returning();
      return row ?? 'gone';
    } catch (e) {
      if (!heldBy(e)) throw e;
    }
  }
  return 'taken';
}

import { and, desc, eq, gte, inArray, or } from 'drizzle-orm';
import * as z from 'zod/mini';

import { audit } from '~/features/desk/audit.server.ts';
import {
  answer,
  deskAction,
  type DeskSection,
  type DeskServices,
} from '~/features/desk/endpoints.server.ts';
import { reservations } from '~/server/storage/schema.ts';
import type { Payments } from '~/services/payments/payments.ts';

import { byId } from './records.server.ts';
import { convertReservation, endReservation, extendReservation } from './reservations.server.ts';
import { STATE_LABELS } from './states.ts';

export const NO_RESERVATION = 'There is no such reservation.';

const DAY = 24 * 60 * 60 * 1000;

/**
 * What the desk shows of a reservation or online order; `extend_hours` is how much longer staff
 * may still hold it (null: it cannot be extended).
 */
const reservationView = (r: typeof reservations.$inferSelect, extendHours: number) => ({
  id: r.id,
  kind: r.kind,
  state: r.state,
  state_label: STATE_LABELS[r.state],
  car: { id: r.carId, slug: r.carSlug, name: r.carName },
  deposit_cents: r.amountCents,
  payment_status: r.paymentStatus,
  created_at: r.createdAt.toISOString(),
  hold_until: r.holdUntil?.toISOString() ?? null,
  extended_at: r.extendedAt?.toISOString() ?? null,
  extend_hours: r.state === 'held' && !r.extendedAt && extendHours > 0 ? extendHours : null,
  ended_at: r.endedAt?.toISOString() ?? null,
  buyer: {
    name: `${r.contact.first_name} ${r.contact.last_name}`,
    phone: r.contact.phone,
    email: r.contact.email,
  },
});

/**
 * The desk's reservations and online orders: those still open (awaiting payment or held, with
 * when each hold ends), and those that ended in the last 7 days. None where the dealer takes no
 * deposits.
 */
export const reservationsSection =
  (payments: () => Payments | null): DeskSection =>
  async ({ storage, config, now }) => {
    if (!payments()) return [];
    const rows = await storage.db
      .select()
      .from(reservations)
      .where(
        and(
          eq(reservations.websiteSlug, config.slug),
          or(
            inArray(reservations.state, ['pending_payment', 'held']),
            gte(reservations.endedAt, new Date(now.getTime() - 7 * DAY)),
          ),
        ),
      )
      .orderBy(desc(reservations.createdAt))
      .limit(200);
    return rows.map((r) => reservationView(r, config.features.reserve.extendHours));
  };

const reservationRequest = z.object({ id: z.string().check(z.regex(/^[\w-]{1,64}$/)) });

const reservationState = (r: typeof reservations.$inferSelect) => ({
  state: r.state,
  payment_status: r.paymentStatus,
  hold_until: r.holdUntil?.toISOString() ?? null,
});

export type ReservationAction = 'convert' | 'release' | 'extend';

/** Why an action could not be done to a reservation in its state, as staff read it. */
const refusal = (
  r: typeof reservations.$inferSelect,
  action: ReservationAction,
  now: Date,
  extendHours: number,
) => {
  if (action === 'extend' && extendHours <= 0) return 'This site does not extend holds.';
  if (action === 'extend' && r.state === 'held' && r.extendedAt)
    return 'This hold has been extended once already: it cannot be extended again.';
  if (action === 'extend' && r.state === 'held' && r.holdUntil && r.holdUntil <= now)
    return 'This hold has run out: it cannot be extended now.';
  const verb = { convert: 'marked sold', release: 'released', extend: 'extended' }[action];
  return `This reservation is ${STATE_LABELS[r.state].toLowerCase()}: it cannot be ${verb} now.`;
};

/**
 * POST /api/desk/reservations/convert, /release and /extend: the car sold (the deposit captured;
 * the car leaves the site at the next build), let go (the deposit given back; the car returns) or
 * held longer, once, by the dealer file's `extendHours`; through the same state machine and
 * payments service as the scheduled jobs and `npm run reservations`.
 */
export const reservationActionEndpoint = (
  services: DeskServices,
  payments: () => Payments | null,
  action: ReservationAction,
) =>
  deskAction(
    services,
    { name: `reservation.${action}`, area: 'reservations', schema: reservationRequest },
    async ({ id }, { member, storage, config, now }) => {
      const processor = payments();
      const before = processor ? await byId(storage, config.slug, id) : null;
      if (!processor || !before) return answer(404, { error: NO_RESERVATION });
      const ctx = { storage, config, payments: processor, now };
      const after =
        action === 'convert'
          ? await convertReservation(ctx, id)
          : action === 'extend'
            ? await extendReservation(ctx, id)
            : await endReservation(ctx, id, 'released', 'released by the dealer at the desk');
      if (!after) {
        const latest = (await byId(storage, config.slug, id)) ?? before;
        return answer(409, {
          error: refusal(latest, action, now, config.features.reserve.extendHours),
          reservation: reservationView(latest, config.features.reserve.extendHours),
        });
      }
      await audit(
        storage,
        config.slug,
        {
          member,
          action: `reservation.${action}`,
          target: `reservation:${id}`,
          before: reservationState(before),
          after: reservationState(after),
        },
        now,
      );
      return answer(200, {
        reservation: reservationView(after, config.features.reserve.extendHours),
      });
    },
  );

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
import { convertReservation, endReservation } from './reservations.server.ts';
import { STATE_LABELS } from './states.ts';

export const NO_RESERVATION = 'There is no such reservation.';

const DAY = 24 * 60 * 60 * 1000;

/** What the desk shows of a reservation or online order. */
const reservationView = (r: typeof reservations.$inferSelect) => ({
  id: r.id,
  kind: r.kind,
  state: r.state,
  state_label: STATE_LABELS[r.state],
  car: { id: r.carId, slug: r.carSlug, name: r.carName },
  deposit_cents: r.amountCents,
  payment_status: r.paymentStatus,
  created_at: r.createdAt.toISOString(),
  hold_until: r.holdUntil?.toISOString() ?? null,
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
    return rows.map(reservationView);
  };

const reservationRequest = z.object({ id: z.string().check(z.regex(/^[\w-]{1,64}$/)) });

const reservationState = (r: typeof reservations.$inferSelect) => ({
  state: r.state,
  payment_status: r.paymentStatus,
  hold_until: r.holdUntil?.toISOString() ?? null,
});

/**
 * POST /api/desk/reservations/convert and /release: the car sold (the deposit captured; the car
 * leaves the site at the next build) or let go (the deposit given back; the car returns), through
 * the same state machine and payments service as the scheduled jobs and `npm run reservations`.
 */
export const reservationActionEndpoint = (
  services: DeskServices,
  payments: () => Payments | null,
  action: 'convert' | 'release',
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
          : await endReservation(ctx, id, 'released', 'released by the dealer at the desk');
      if (!after)
        return answer(409, {
          error: `This reservation is ${STATE_LABELS[before.state].toLowerCase()}: it cannot be ${action === 'convert' ? 'marked sold' : 'released'} now.`,
          reservation: reservationView((await byId(storage, config.slug, id)) ?? before),
        });
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
      return answer(200, { reservation: reservationView(after) });
    },
  );

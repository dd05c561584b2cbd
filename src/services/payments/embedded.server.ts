import { and, eq, sql } from 'drizzle-orm';
import { nanoid } from 'nanoid';

import type { Storage } from '~/server/storage/db.server.ts';
import { testPayments } from '~/server/storage/schema.ts';

import {
  CARD_MESSAGES,
  type Intent,
  type PaymentResult,
  type Payments,
  testCardOutcome,
} from './payments.ts';

type Row = typeof testPayments.$inferSelect;

const view = (r: Row): Intent => ({
  id: r.id,
  status: r.status,
  amountCents: r.amountCents,
  currency: r.currency,
  captureMethod: r.captureMethod,
  amountRefunded: r.amountRefunded,
  cardLast4: r.cardLast4,
  clientSecret: null,
  reservationId: r.metadata.reservation_id ?? null,
  lastError: r.lastError,
});

const refused = (message: string) => ({ ok: false, kind: 'refused', message }) as const;
const ok = <T>(value: T) => ({ ok: true, value }) as const;

/**
 * The embedded test-mode processor: a ledger of intents in our own database that behaves like a
 * card processor's test mode (`testCardOutcome`: Stripe's test card numbers), so the whole
 * reserve flow runs offline and in `npm start`. It moves no money and says so: `testMode`.
 */
export function embeddedPayments(storage: () => Promise<Storage>): Payments {
  const row = async (id: string) =>
    (await (await storage()).db.select().from(testPayments).where(eq(testPayments.id, id)))[0];
  /** One guarded change: applied only from the states given, else the processor's refusal. */
  async function move(
    id: string,
    from: Row['status'][],
    set: Partial<Row>,
    refusal: (r: Row) => string,
  ): Promise<PaymentResult<Intent>> {
    const db = (await storage()).db;
    const [moved] = await db
      .update(testPayments)
      .set(set)
      .where(
        and(
          eq(testPayments.id, id),
          sql`${testPayments.status} in (${sql.join(
            from.map((s) => sql`${s}`),
            sql`, `,
          )})`,
        ),
      )
      .returning();
    if (moved) return ok(view(moved));
    const now = await row(id);
    if (!now) return refused(`No such payment: ${id}`);
    // Asked twice (a retry): the second sees the first's result, as a processor's idempotency does.
    if (set.status === now.status) return ok(view(now));
    return refused(refusal(now));
  }
  return {
    kind: 'embedded',
    testMode: true,
    async createIntent(req) {
      const db = (await storage()).db;
      const [made] = await db
        .insert(testPayments)
        .values({
          id: `pi_test_${nanoid(20)}`,
          createKey: req.idempotencyKey,
          amountCents: req.amountCents,
          currency: req.currency,
          captureMethod: req.captureMethod,
          status: 'requires_payment_method',
          metadata: { reservation_id: req.reservationId, description: req.description },
          createdAt: new Date(),
        })
        .onConflictDoNothing()
        .returning();
      const found =
        made ??
        (
          await db.select().from(testPayments).where(eq(testPayments.createKey, req.idempotencyKey))
        )[0];
      return found ? ok(view(found)) : refused('The payment could not be created.');
    },
    async retrieve(id) {
      const r = await row(id);
      return r ? ok(view(r)) : refused(`No such payment: ${id}`);
    },
    async confirmTestCard(id, card, now) {
      const r = await row(id);
      if (!r) return refused(`No such payment: ${id}`);
      if (r.status !== 'requires_payment_method')
        return r.status === 'canceled' ? refused('This payment was cancelled.') : ok(view(r)); // already paid: a retried confirm changes nothing
      const error = testCardOutcome(card, now);
      if (error) {
        await (
          await storage()
        ).db
          .update(testPayments)
          .set({ lastError: CARD_MESSAGES[error] })
          .where(eq(testPayments.id, id));
        return { ok: false, kind: 'declined', code: error, message: CARD_MESSAGES[error] };
      }
      return move(
        id,
        ['requires_payment_method'],
        {
          status: r.captureMethod === 'manual' ? 'requires_capture' : 'succeeded',
          cardLast4: card.number.replace(/\D/g, '').slice(-4),
          lastError: null,
        },
        (x) => `This payment is ${x.status}.`,
      );
    },
    capture: (id) =>
      move(id, ['requires_capture'], { status: 'succeeded' }, (x) =>
        x.status === 'canceled'
          ? 'This authorisation was released and cannot be captured.'
          : `This payment is ${x.status} and cannot be captured.`,
      ),
    cancel: (id) =>
      move(id, ['requires_payment_method', 'requires_capture'], { status: 'canceled' }, (x) =>
        x.status === 'succeeded'
          ? 'This payment was captured: refund it instead.'
          : `This payment is ${x.status}.`,
      ),
    async refund(id) {
      const db = (await storage()).db;
      const [done] = await db
        .update(testPayments)
        .set({ amountRefunded: sql`${testPayments.amountCents}` })
        .where(and(eq(testPayments.id, id), eq(testPayments.status, 'succeeded')))
        .returning();
      if (done) return ok({ id: `re_test_${id.slice(8)}` });
      const r = await row(id);
      return refused(
        r ? `This payment is ${r.status}: nothing to refund.` : `No such payment: ${id}`,
      );
    },
  };
}

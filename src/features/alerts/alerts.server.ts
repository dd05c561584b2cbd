import { and, count, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { nanoid } from 'nanoid';

import type { Database } from '~/server/storage/db.server.ts';
import { lockFor } from '~/server/storage/locks.server.ts';
import { stockAlerts } from '~/server/storage/schema.ts';

/** At most this many alerts asked for one address or mobile a day (each sends a confirmation). */
export const ALERTS_PER_ADDRESS_PER_DAY = 3;

export const ALERT_ID = /^A[A-Za-z0-9_-]{16}$/;

export type Alert = typeof stockAlerts.$inferSelect;

/**
 * Keeps a new, unconfirmed alert with the consent given (its words and time). Null when the
 * address has asked for too many today (nothing is kept or sent then).
 */
export async function createAlert(
  db: Database,
  input: {
    site: string;
    channel: Alert['channel'];
    /** An e-mail address (kept in lower case) or a normalised mobile number. */
    contact: string;
    searchUrl: string;
    consentText: string;
    now: Date;
    /** A price watch: the saved car and the price the buyer saw when they asked. */
    watch?: { carId: number; price: number };
  },
): Promise<Alert | null> {
  const contact = input.channel === 'email' ? input.contact.toLowerCase() : input.contact;
  // The day's count and the new alert under the address's lock: parallel sign-ups of one address
  // are counted one after the other, so the limit holds whatever arrives at once.
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await lockFor(t, `stock-alerts:${input.site}:${contact}`);
    const [today] = await t
      .select({ n: count() })
      .from(stockAlerts)
      .where(
        and(
          eq(stockAlerts.websiteSlug, input.site),
          eq(stockAlerts.contact, contact),
          gt(stockAlerts.consentAt, new Date(input.now.getTime() - 86_400_000)),
        ),
      );
    if ((today?.n ?? 0) >= ALERTS_PER_ADDRESS_PER_DAY) return null;
    const [made] = await t
      .insert(stockAlerts)
      .values({
        id: `A${nanoid(16)}`,
        websiteSlug: input.site,
        channel: input.channel,
        contact,
        searchUrl: input.searchUrl,
        consentText: input.consentText,
        consentAt: input.now,
        confirmNonce: nanoid(24),
        linkNonce: nanoid(24),
        carId: input.watch?.carId ?? null,
        toldPrice: input.watch?.price ?? null,
      })
      .returning();
    return made!;
  });
}

export const forgetAlert = (db: Database, id: string) =>
  db.delete(stockAlerts).where(eq(stockAlerts.id, id));

/**
 * The confirmation link, once: it spends the nonce in the same UPDATE that confirms. 'already'
 * for a link followed again, 'ended' for an alert unsubscribed since, 'bad' for no such link.
 */
export async function confirmAlert(
  db: Database,
  site: string,
  id: string,
  nonce: string,
  now: Date,
): Promise<{ state: 'confirmed' | 'already' | 'ended' | 'bad'; alert?: Alert }> {
  const [done] = await db
    .update(stockAlerts)
    .set({ confirmedAt: now, confirmNonce: null })
    .where(
      and(
        eq(stockAlerts.id, id),
        eq(stockAlerts.websiteSlug, site),
        eq(stockAlerts.confirmNonce, nonce),
        isNull(stockAlerts.unsubscribedAt),
      ),
    )
    .returning();
  if (done) return { state: 'confirmed', alert: done };
  const [row] = await db
    .select()
    .from(stockAlerts)
    .where(and(eq(stockAlerts.id, id), eq(stockAlerts.websiteSlug, site)));
  if (!row) return { state: 'bad' };
  if (row.unsubscribedAt) return { state: 'ended', alert: row };
  return row.confirmedAt && row.confirmNonce === null
    ? { state: 'already', alert: row }
    : { state: 'bad' };
}

/**
 * The unsubscribe link of any alert message: every alert of that address (or mobile) on this site
 * ends at once (a digest covers them all). False for no such link.
 */
export async function unsubscribe(
  db: Database,
  site: string,
  id: string,
  nonce: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ contact: stockAlerts.contact })
    .from(stockAlerts)
    .where(
      and(
        eq(stockAlerts.id, id),
        eq(stockAlerts.websiteSlug, site),
        eq(stockAlerts.linkNonce, nonce),
      ),
    );
  if (!row) return false;
  await db
    .update(stockAlerts)
    .set({ unsubscribedAt: now, confirmNonce: null })
    .where(
      and(
        eq(stockAlerts.websiteSlug, site),
        eq(stockAlerts.contact, row.contact),
        isNull(stockAlerts.unsubscribedAt),
      ),
    );
  return true;
}

/**
 * Takes a price watch's drop: the price the buyer is told of becomes `to`, in one UPDATE that holds
 * only while it is still `from`, so a drop is told once however many builds run at once. False
 * when another took it first (or the watch ended).
 */
export async function takePriceDrop(
  db: Database,
  id: string,
  from: number,
  to: number,
): Promise<boolean> {
  const taken = await db
    .update(stockAlerts)
    .set({ toldPrice: to })
    .where(
      and(
        eq(stockAlerts.id, id),
        eq(stockAlerts.toldPrice, from),
        isNull(stockAlerts.unsubscribedAt),
      ),
    )
    .returning({ id: stockAlerts.id });
  return taken.length > 0;
}

/** Gives a drop back when its message was not accepted: it is told after the next build. */
export const giveBackPriceDrop = (db: Database, id: string, from: number, to: number) =>
  db
    .update(stockAlerts)
    .set({ toldPrice: from })
    .where(and(eq(stockAlerts.id, id), eq(stockAlerts.toldPrice, to)));

/** A site's alerts that may be sent: confirmed and not unsubscribed. */
export const liveAlerts = (db: Database, site: string) =>
  db
    .select()
    .from(stockAlerts)
    .where(
      and(
        eq(stockAlerts.websiteSlug, site),
        isNotNull(stockAlerts.confirmedAt),
        isNull(stockAlerts.unsubscribedAt),
      ),
    );

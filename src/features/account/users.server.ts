import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { nanoid } from 'nanoid';

import type { Storage } from '~/server/storage/db.server.ts';
import {
  financeApplications,
  leads,
  users,
  verificationCodes,
  verifications,
} from '~/server/storage/schema.ts';

import type { SavedValuation } from './garage.ts';
import type { SessionUser } from './session.server.ts';

/** The user of a (normalised) phone on a site, made on first sign-in. */
export async function signInUser(
  storage: Storage,
  site: string,
  phone: string,
  now: Date,
): Promise<{ user: SessionUser; created: boolean }> {
  const [made] = await storage.db
    .insert(users)
    .values({ id: `U${nanoid(16)}`, websiteSlug: site, phone, createdAt: now })
    .onConflictDoNothing()
    .returning();
  const row =
    made ??
    (
      await storage.db
        .select()
        .from(users)
        .where(and(eq(users.websiteSlug, site), eq(users.phone, phone)))
    )[0]!;
  // Spec Calls: each verification of this sign-in is recorded with the user it signed in.
  await storage.db
    .update(verifications)
    .set({ userId: row.id })
    .where(
      and(
        eq(verifications.websiteSlug, site),
        eq(verifications.phone, phone),
        eq(verifications.purpose, 'sign-in'),
        isNull(verifications.userId),
      ),
    );
  return { user: { id: row.id, phone: row.phone, metadata: row.metadata }, created: !!made };
}

/** Keeps the metadata asked once of a new user (spec Calls user metadata). */
export async function setMetadata(
  storage: Storage,
  userId: string,
  metadata: Record<string, string>,
): Promise<void> {
  await storage.db.update(users).set({ metadata }).where(eq(users.id, userId));
}

/**
 * Deletes an account and what it kept: the user, its sessions, watchlist and saved searches (by
 * cascade), and the verification records and codes of its phone on this site. Leads already sent
 * to the dealer stay with the dealer.
 */
export async function deleteAccount(storage: Storage, site: string, user: SessionUser) {
  await storage.db.transaction(async (tx) => {
    await tx
      .delete(verifications)
      .where(and(eq(verifications.websiteSlug, site), eq(verifications.phone, user.phone)));
    await tx
      .delete(verificationCodes)
      .where(and(eq(verificationCodes.websiteSlug, site), eq(verificationCodes.phone, user.phone)));
    await tx.delete(users).where(eq(users.id, user.id));
  });
}

/** A lead's phone as spec Validation normalises it (digits only, a leading 61 made 0), in SQL. */
export const leadPhone = sql`regexp_replace(regexp_replace(${leads.fields}->>'phone', '[^0-9]', '', 'g'), '^61', '0')`;

export interface Activity {
  finance: { id: string; date: string; car_id: number | null; amount: number | null }[];
  valuations: SavedValuation[];
}

/** The finance applications and trade-in valuations sent from this site with the user's phone. */
export async function activity(storage: Storage, site: string, phone: string): Promise<Activity> {
  const finance = await storage.db
    .select({
      id: financeApplications.id,
      createdAt: financeApplications.createdAt,
      request: financeApplications.request,
    })
    .from(financeApplications)
    .innerJoin(leads, eq(leads.id, financeApplications.leadId))
    .where(and(eq(financeApplications.websiteSlug, site), sql`${leadPhone} = ${phone}`))
    .orderBy(desc(financeApplications.createdAt))
    .limit(20);
  const valued = await storage.db
    .select({ id: leads.id, createdAt: leads.createdAt, fields: leads.fields })
    .from(leads)
    .where(
      and(
        eq(leads.dealerSlug, site),
        isNotNull(sql`${leads.fields}->'valuation'`),
        sql`${leadPhone} = ${phone}`,
      ),
    )
    .orderBy(desc(leads.createdAt))
    .limit(20);
  // A valuation's steps each send a lead; the garage shows each valuation once, newest first.
  const seen = new Set<string>();
  const valuations: Activity['valuations'] = [];
  for (const l of valued) {
    const key = String(l.fields.valuation_id ?? l.id);
    if (seen.has(key)) continue;
    seen.add(key);
    const v = l.fields.valuation as Record<string, unknown>;
    valuations.push({
      id: key,
      date: l.createdAt.toISOString(),
      vehicle: (v.vehicle ?? {}) as Record<string, unknown>,
      result: (v.result ?? {}) as Record<string, unknown>,
      valid_until: typeof v.valid_until === 'string' ? v.valid_until : null,
    });
  }
  return {
    finance: finance.map((f) => ({
      id: f.id,
      date: f.createdAt.toISOString(),
      car_id: typeof f.request.car_id === 'number' ? f.request.car_id : null,
      amount: typeof f.request.amount === 'number' ? f.request.amount : null,
    })),
    valuations,
  };
}

/**
 * Held stock feeds (guard.ts): kept whole in the store, told to the dealer through the lead
 * outbox (as a reservation is), and applied only by a person (accept.server.ts).
 */
import { createHash } from 'node:crypto';

import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { nanoid } from 'nanoid';
import * as z from 'zod/mini';

import type { DealerConfig } from '~/config/schema/index.ts';
import { submitLead } from '~/features/leads/leads.server.ts';
import type { Database, Storage } from '~/server/storage/db.server.ts';
import { stockHolds, stockImports } from '~/server/storage/schema.ts';

export type StockHold = typeof stockHolds.$inferSelect;

/** The hash a webhook delivery's body is known by: its resend must carry the same body. */
export const bodyHash = (body: string) => createHash('sha256').update(body).digest('hex');

/** Keeps a held feed; its id, which the dealer is given to apply it. */
export async function holdFeed(
  db: Database,
  h: {
    slug: string;
    source: string;
    now: Date;
    records: readonly unknown[];
    reasons: string[];
    report: Record<string, unknown>;
    deliveredAt?: Date | undefined;
    bodyHash?: string | undefined;
  },
): Promise<string> {
  const id = `H${nanoid(12)}`;
  await db.insert(stockHolds).values({
    id,
    websiteSlug: h.slug,
    source: h.source,
    heldAt: h.now,
    deliveredAt: h.deliveredAt ?? null,
    bodyHash: h.bodyHash ?? null,
    reasons: h.reasons,
    records: [...h.records],
    report: h.report,
  });
  return id;
}

/** A dealer's held feed by id, or null. */
export async function findHold(db: Database, slug: string, id: string): Promise<StockHold | null> {
  const [hold] = await db
    .select()
    .from(stockHolds)
    .where(and(eq(stockHolds.websiteSlug, slug), eq(stockHolds.id, id)));
  return hold ?? null;
}

/** Whether the dealer's stock was imported after a feed was held (the hold is then out of date). */
export async function importedSince(db: Database, slug: string, since: Date): Promise<boolean> {
  const [later] = await db
    .select({ id: stockImports.id })
    .from(stockImports)
    .where(and(eq(stockImports.websiteSlug, slug), gt(stockImports.importedAt, since)))
    .limit(1);
  return Boolean(later);
}

/** A dealer's held feeds neither applied nor rejected, newest first (the CLI and the desk list them). */
export async function openHolds(db: Database, slug: string): Promise<StockHold[]> {
  const rows = await db
    .select()
    .from(stockHolds)
    .where(
      and(
        eq(stockHolds.websiteSlug, slug),
        isNull(stockHolds.appliedAt),
        isNull(stockHolds.rejectedAt),
      ),
    )
    .orderBy(desc(stockHolds.heldAt))
    .limit(20);
  return rows;
}

/** The fields of a held feed's notice to the dealer (only the server sends one). */
export const stockNoticeFields = z.object({
  name: z.string(),
  message: z.string(),
  hold_id: z.string(),
});

/**
 * Tells the dealer a feed was held, through the lead outbox (its CRM webhook or ADF e-mail, else
 * the local outbox), once per hold: what it would have done, why it was held, how to apply it.
 */
export async function tellDealerOfHold(
  storage: Storage,
  config: DealerConfig,
  held: { id: string; reasons: string[] },
  now: Date,
): Promise<void> {
  const message = [
    `A stock feed was held, not applied: the site's stock is unchanged.`,
    ...held.reasons,
    `If the feed is right (a real sale of most of the stock), apply it${config.features.desk.enabled ? ` at the dealer desk (${new URL('/desk', config.url).href}), or with` : ':'} npm run stock:import -- --dealer ${config.slug} --accept ${held.id}, or send the same delivery again with the header X-Stock-Accept: ${held.id} (docs/stock-feed.md, "Held feeds"). Otherwise fix the export and send the whole stock.`,
  ].join('\n');
  const lead = await submitLead(
    storage,
    config,
    {
      form: 'stock-feed',
      fields: { name: 'Stock feed', message, hold_id: held.id },
      url: config.url,
      opt_in_text: '',
    },
    { idempotencyKey: `${held.id}-notice`, userAgent: null, now, fields: stockNoticeFields },
  );
  if (lead.status !== 201) throw new Error(`the notice was refused (${lead.status})`);
}

/**
 * Leads at the dealer desk: the last 7 days', each with where it stands on its way to the dealer's
 * CRM or inbox (the outbox), and a resend for one that failed or is waiting to try again.
 */
import { and, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import * as z from 'zod/mini';

import { leadReference } from '~/features/leads/outbox.server.ts';
import { leads, outbox } from '~/server/storage/schema.ts';

import { audit } from './audit.server.ts';
import { answer, deskAction, type DeskSection, type DeskServices } from './endpoints.server.ts';

const DAY = 86_400_000;

export const NO_LEAD = 'There is no such lead.';

/** Where a lead stands with one destination, as staff read it. */
export type DeliveryState = 'delivered' | 'sending' | 'retrying' | 'failed';

type OutboxRow = typeof outbox.$inferSelect;

export const deliveryState = (row: OutboxRow): DeliveryState =>
  row.status === 'delivered'
    ? 'delivered'
    : row.status === 'failed'
      ? 'failed'
      : row.attempts > 0
        ? 'retrying'
        : 'sending';

/** What a destination is called on the desk. */
const DESTINATIONS: Record<string, string> = {
  webhook: 'CRM',
  email: 'E-mail',
  local: 'Local outbox',
};

const deliveryView = (row: OutboxRow) => ({
  destination: row.destination,
  destination_label: DESTINATIONS[row.destination] ?? row.destination,
  state: deliveryState(row),
  attempts: row.attempts,
  next_attempt_at: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
  delivered_at: row.deliveredAt?.toISOString() ?? null,
  last_error: row.status === 'delivered' ? null : (row.lastError?.slice(0, 200) ?? null),
});

type LeadRow = typeof leads.$inferSelect;
const text = (v: unknown) => (typeof v === 'string' ? v : '');
const pathOf = (url: string) => {
  try {
    return new URL(url).pathname;
  } catch {
    return null;
  }
};

const leadView = (lead: LeadRow, rows: OutboxRow[]) => ({
  id: lead.id,
  reference: leadReference(lead),
  created_at: lead.createdAt.toISOString(),
  category: lead.category,
  subcategory: lead.subcategory,
  // What the lead itself carries, no more: the name and the ways to answer it.
  name: [text(lead.fields.name), text(lead.fields.last_name)].filter(Boolean).join(' '),
  phone: text(lead.fields.phone),
  email: text(lead.fields.email),
  vehicle:
    [text(lead.fields['Vehicle Make']), text(lead.fields['Vehicle Model'])]
      .filter(Boolean)
      .join(' ') || null,
  /** The page of the site it was sent from (a car's page names the car). */
  page: pathOf(lead.url),
  deliveries: rows.map(deliveryView),
});

/** The desk's leads of the last 7 days, newest first, with their deliveries. */
export const leadsSection: DeskSection = async ({ storage, config, now }) => {
  const recent = await storage.db
    .select()
    .from(leads)
    .where(
      and(
        eq(leads.dealerSlug, config.slug),
        gte(leads.createdAt, new Date(now.getTime() - 7 * DAY)),
      ),
    )
    .orderBy(desc(leads.createdAt))
    .limit(200);
  if (!recent.length) return [];
  const rows = await storage.db
    .select()
    .from(outbox)
    .where(
      inArray(
        outbox.leadId,
        recent.map((l) => l.id),
      ),
    );
  return recent.map((l) =>
    leadView(
      l,
      rows.filter((r) => r.leadId === l.id),
    ),
  );
};

const leadRequest = z.object({ id: z.string().check(z.regex(/^[\w-]{1,64}$/)) });

const leadState = (rows: OutboxRow[]) =>
  Object.fromEntries(rows.map((r) => [r.destination, deliveryState(r)]));

/**
 * POST /api/desk/leads/resend: a lead whose delivery failed (or waits to try again) is tried
 * again now, with its attempts counted afresh; one delivered everywhere is 409. The rows are moved
 * in one guarded UPDATE, so a second press resends nothing twice; `afterResend` asks for the
 * delivery to run at once, as a new lead's does.
 */
export const resendLeadEndpoint = (
  services: DeskServices,
  afterResend: () => Promise<void> = async () => undefined,
) =>
  deskAction(
    services,
    { name: 'lead.resend', area: 'leads', schema: leadRequest },
    async ({ id }, { member, storage, config, now }) => {
      const [lead] = await storage.db
        .select()
        .from(leads)
        .where(and(eq(leads.id, id), eq(leads.dealerSlug, config.slug)));
      if (!lead) return answer(404, { error: NO_LEAD });
      const before = await storage.db.select().from(outbox).where(eq(outbox.leadId, id));
      const moved = await storage.db
        .update(outbox)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: now })
        .where(
          and(
            eq(outbox.leadId, id),
            or(
              eq(outbox.status, 'failed'),
              and(eq(outbox.status, 'pending'), sql`${outbox.attempts} > 0`),
            ),
          ),
        )
        .returning();
      const after = await storage.db.select().from(outbox).where(eq(outbox.leadId, id));
      if (!moved.length)
        return answer(409, {
          error: 'This lead has nothing to resend: it is delivered, or on its way.',
          lead: leadView(lead, after),
        });
      await audit(
        storage,
        config.slug,
        {
          member,
          action: 'lead.resend',
          target: `lead:${id}`,
          before: leadState(before),
          after: leadState(after),
        },
        now,
      );
      await afterResend().catch(() => undefined);
      const latest = await storage.db.select().from(outbox).where(eq(outbox.leadId, id));
      return answer(200, { lead: leadView(lead, latest) });
    },
  );

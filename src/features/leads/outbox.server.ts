import { and, eq, lte, sql } from 'drizzle-orm';

import type { DealerConfig } from '~/config/schema/index.ts';
import { formatReference, referencePattern } from '~/server/reference.ts';
import type { Storage } from '~/server/storage/db.server.ts';
import { leads, outbox } from '~/server/storage/schema.ts';
import type { Sender } from '~/services/delivery/delivery.ts';

import { type AdfVehicle, adfVehicle, type AdfVendorContact, leadToAdf } from './adf.ts';

export const MAX_ATTEMPTS = 12;
/** Time a claimed delivery is held before another worker may try it. */
const LEASE_MS = 5 * 60_000;

/** Wait before the next try: 30 s doubling to at most 1 hour. */
export const backoffMs = (attempts: number) =>
  Math.min(3_600_000, 30_000 * 2 ** Math.max(0, attempts - 1));

/** Destinations a dealer's leads go to (dealer file `leads.delivery`); none configured means the local outbox. */
export function destinationsFor(config: Pick<DealerConfig, 'leads'>): string[] {
  const d = config.leads.delivery;
  const out = [...(d.webhookUrlEnv ? ['webhook'] : []), ...(d.email ? ['email'] : [])];
  return out.length ? out : ['local'];
}

/** What delivery may look up in the build's data: the car a lead names, the location it goes to. */
export interface DeliveryLookups {
  car(id: number): Promise<(Omit<AdfVehicle, 'status'> & { location_id: number | null }) | null>;
  location(id: number): Promise<AdfVendorContact | null>;
}
const noLookups: DeliveryLookups = { car: async () => null, location: async () => null };

type LeadRow = typeof leads.$inferSelect;

/** A stored lead as ADF XML: its car from the build (year, VIN, km, price), the vendor contact of its location, else the head office. */
export async function adfFor(
  lead: LeadRow,
  config: Pick<DealerConfig, 'name' | 'url' | 'phone' | 'address'>,
  lookups: DeliveryLookups,
): Promise<string> {
  const car = lead.carId ? await lookups.car(lead.carId) : null;
  const locationId =
    typeof lead.fields.location_id === 'number' ? lead.fields.location_id : car?.location_id;
  const location = locationId ? await lookups.location(locationId) : null;
  return leadToAdf({
    id: lead.id,
    createdAt: lead.createdAt,
    form: lead.form,
    category: lead.category,
    subcategory: lead.subcategory,
    fields: lead.fields,
    vehicle: adfVehicle(lead.form, lead.fields, car, lead.fields.car_type),
    dealerName: config.name,
    dealerUrl: config.url,
    url: lead.url,
    optIn: lead.optIn,
    vendorContact: location ?? { name: config.name, phone: config.phone, address: config.address },
  });
}

/**
 * The reference the buyer was shown, so staff and buyer quote the same one on the phone: a lead's
 * own; for a later step of a journey (the trade-in's) the first step's lead, which it names in its
 * `id` field; for a reservation's or online purchase's lead, the reservation's.
 */
export function leadReference(lead: Pick<LeadRow, 'id' | 'fields'>): string {
  const { id: first, reservation_id: reservation } = lead.fields;
  if (typeof reservation === 'string' && referencePattern('R').test(reservation))
    return formatReference(reservation);
  return formatReference(
    typeof first === 'string' && referencePattern('L').test(first) ? first : lead.id,
  );
}

export interface DeliveryReport {
  delivered: number;
  retrying: number;
  failed: number;
}

/**
 * Sends what the outbox holds and is due: each row is claimed first (so two workers never send
 * the same row at once), then marked delivered, or tried again later with backoff; after
 * MAX_ATTEMPTS it is marked failed and stays for `npm run leads` to show. A lead is never deleted.
 */
export async function deliverDue(
  storage: Storage,
  config: Pick<DealerConfig, 'name' | 'leads' | 'url' | 'phone' | 'address'>,
  senders: Record<string, Sender | undefined>,
  now = new Date(),
  lookups: DeliveryLookups = noLookups,
): Promise<DeliveryReport> {
  const report: DeliveryReport = { delivered: 0, retrying: 0, failed: 0 };
  const claimed = await storage.db
    .update(outbox)
    .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)))
    .returning();
  for (const row of claimed) {
    const [lead] = await storage.db.select().from(leads).where(eq(leads.id, row.leadId));
    const send = senders[row.destination];
    try {
      if (!lead) throw new Error('Lead row missing');
      if (!send)
        throw new Error(
          `No ${row.destination} sender: set the environment variable named in the dealer file (leads.delivery)`,
        );
      const reference = leadReference(lead);
      const json = { lead_id: lead.id, reference, ...lead, fields: lead.fields };
      const adf = await adfFor(lead, config, lookups);
      await send({
        id: lead.id,
        json,
        adf,
        subject: `${lead.category} from ${String(lead.fields.name ?? 'a visitor')}, ref ${reference} (${config.name} website)`,
      });
      await storage.db
        .update(outbox)
        .set({
          status: 'delivered',
          deliveredAt: new Date(),
          attempts: sql`${outbox.attempts} + 1`,
          lastError: null,
        })
        .where(eq(outbox.id, row.id));
      report.delivered++;
    } catch (e) {
      const attempts = row.attempts + 1;
      const failed = attempts >= MAX_ATTEMPTS;
      await storage.db
        .update(outbox)
        .set({
          attempts,
          lastError: (e as Error).message.slice(0, 500),
          status: failed ? 'failed' : 'pending',
          nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)),
        })
        .where(eq(outbox.id, row.id));
      if (failed) report.failed++;
      else report.retrying++;
    }
  }
  return report;
}

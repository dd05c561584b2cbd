import { eq } from 'drizzle-orm';

import { formatReference } from '~/server/reference.ts';
import type { Storage } from '~/server/storage/db.server.ts';
import { financeApplications } from '~/server/storage/schema.ts';
import type { QuoteAnswer } from '~/services/lender/lender.ts';

/** What the status page shows of an application: no contact details, only the loan and its state. */
export interface ApplicationStatus {
  id: string;
  /** The reference the buyer and the dealer's staff quote: the application's lead, read out (formatReference). */
  reference: string;
  status: 'verified' | 'created' | 'failed';
  firstName: string;
  amount: number;
  term: number;
  carId: number | null;
  quote: QuoteAnswer | null;
  createdAt: Date;
}

/** An application by its id (21 random characters: the id is the only key to it), or null. */
export async function applicationStatus(
  storage: Storage,
  slug: string,
  id: string,
): Promise<ApplicationStatus | null> {
  if (!/^[\w-]{21}$/.test(id)) return null;
  const [row] = await storage.db
    .select()
    .from(financeApplications)
    .where(eq(financeApplications.id, id));
  if (!row || row.websiteSlug !== slug) return null;
  const r = row.request as {
    amount?: number;
    term?: number;
    car_id?: number | null;
    first_name?: string;
  };
  return {
    id: row.id,
    reference: formatReference(row.leadId),
    status: row.status,
    firstName: r.first_name ?? '',
    amount: r.amount ?? 0,
    term: r.term ?? 0,
    carId: r.car_id ?? null,
    quote: (row.quote as QuoteAnswer | null) ?? null,
    createdAt: row.createdAt,
  };
}

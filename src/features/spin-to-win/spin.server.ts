import { randomInt } from 'node:crypto';

import { and, eq, sql } from 'drizzle-orm';
import { customAlphabet, nanoid } from 'nanoid';
import * as z from 'zod/mini';

import { dateFormat } from '~/components/formats.ts';
import type { DealerConfig } from '~/config/schema/index.ts';
import type { SpinToWin } from '~/config/schema/spin-to-win.ts';
import type { SessionUser } from '~/features/account/session.server.ts';
import { leadPhone } from '~/features/account/users.server.ts';
import { submitLead } from '~/features/leads/leads.server.ts';
import { dealerTimeZone } from '~/features/locations/time.ts';
import type { Storage } from '~/server/storage/db.server.ts';
import { leads, spins } from '~/server/storage/schema.ts';

import { CLAIM_ALPHABET, claimBy, drawPrize, formatClaimCode } from './spin.ts';

type Spin = typeof spins.$inferSelect;

/** What the page is told of a spin (never the user's details). */
export const spinView = (s: Spin) => ({
  prize_index: s.prizeIndex,
  label: s.prizeLabel,
  detail: s.prizeDetail,
  claim_code: s.claimCode,
  claim_by: s.claimBy.toISOString(),
});

export const spinOf = async (storage: Storage, userId: string): Promise<Spin | null> =>
  (await storage.db.select().from(spins).where(eq(spins.userId, userId)))[0] ?? null;

/** Whether this phone spun on this site before, under an account since deleted (its lead stays). */
async function spunBefore(storage: Storage, site: string, phone: string): Promise<boolean> {
  const [row] = await storage.db
    .select({ id: leads.id })
    .from(leads)
    .where(
      and(eq(leads.dealerSlug, site), eq(leads.form, 'spin-to-win'), sql`${leadPhone} = ${phone}`),
    )
    .limit(1);
  return Boolean(row);
}

const claimCode = customAlphabet(CLAIM_ALPHABET, 8);

/** The spin lead's fields: what the dealer needs to hand the prize over. */
export const spinLeadFields = z.object({
  name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  prize: z.string(),
  claim_code: z.string(),
  claim_by: z.string(),
});

/** The dealer's lead for a spin, sent once (its Idempotency-Key is the spin's id). */
async function sendLead(
  storage: Storage,
  config: DealerConfig,
  spin: Spin,
  user: SessionUser,
  meta: { url: string; userAgent: string | null; now: Date },
): Promise<Spin> {
  if (spin.leadId) return spin;
  const claimDate = dateFormat('en-AU', {
    dateStyle: 'long',
    timeZone: dealerTimeZone(config),
  }).format(spin.claimBy);
  const fields = {
    name: user.metadata?.first_name ?? '',
    last_name: user.metadata?.last_name ?? '',
    email: user.metadata?.email ?? '',
    phone: user.phone,
    message: `Spin to win: won ${spin.prizeLabel} (${spin.prizeDetail}). Claim code ${spin.claimCode}, to be claimed by ${claimDate}.`,
    prize: spin.prizeLabel,
    claim_code: spin.claimCode,
    claim_by: spin.claimBy.toISOString(),
  };
  const lead = await submitLead(
    storage,
    config,
    { form: 'spin-to-win', fields, url: meta.url, opt_in_text: '' },
    {
      idempotencyKey: `spin-${spin.id}`,
      userAgent: meta.userAgent,
      now: meta.now,
      fields: spinLeadFields,
    },
  );
  if (lead.status !== 201 || !('lead_id' in lead.body))
    throw new Error(`spin lead refused (${lead.status})`);
  await storage.db.update(spins).set({ leadId: lead.body.lead_id }).where(eq(spins.id, spin.id));
  return { ...spin, leadId: lead.body.lead_id };
}

/**
 * A signed-in user's one spin: the prize drawn here (never by the browser), kept with its claim
 * code, and sent to the dealer as a lead. A second call answers the first spin; a phone that spun
 * under an account since deleted gets no second spin.
 */
export async function spinOnce(
  storage: Storage,
  config: DealerConfig,
  promo: SpinToWin,
  user: SessionUser,
  meta: { url: string; userAgent: string | null; now: Date; roll?: (total: number) => number },
): Promise<{ spin: Spin; fresh: boolean } | { refused: 'spun-before' }> {
  const existing = await spinOf(storage, user.id);
  if (existing)
    return { spin: await sendLead(storage, config, existing, user, meta), fresh: false };
  if (await spunBefore(storage, config.slug, user.phone)) return { refused: 'spun-before' };
  const total = promo.prizes.reduce((sum, p) => sum + p.weight, 0);
  const index = drawPrize(promo.prizes, (meta.roll ?? randomInt)(total));
  const prize = promo.prizes[index]!;
  const [inserted] = await storage.db
    .insert(spins)
    .values({
      id: nanoid(16),
      websiteSlug: config.slug,
      userId: user.id,
      prizeIndex: index,
      prizeLabel: prize.label,
      prizeDetail: prize.detail,
      claimCode: formatClaimCode(claimCode()),
      claimBy: claimBy(meta.now, promo.claimDays),
      spunAt: meta.now,
    })
    .onConflictDoNothing()
    .returning();
  // Two presses at once: the other one's spin stands, and this one answers it.
  const spin = inserted ?? (await spinOf(storage, user.id));
  if (!spin) throw new Error('spin not stored');
  return { spin: await sendLead(storage, config, spin, user, meta), fresh: Boolean(inserted) };
}

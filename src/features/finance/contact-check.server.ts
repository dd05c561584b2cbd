import { and, eq, sql } from 'drizzle-orm';

import { normalisePhone } from '~/features/phones/phones.ts';
import { CROSS_SITE, crossSite, json, rateLimiter, TOO_MANY } from '~/server/http.server.ts';
import { failure } from '~/server/post.server.ts';
import type { Storage } from '~/server/storage/db.server.ts';
import { leads } from '~/server/storage/schema.ts';

export const BAD_PHONE = 'Send phone_number, an Australian phone number.';

/**
 * GET /api/check-if-contact-exists?phone_number= (spec Calls): `{ data: { exists }, error }`, whether
 * this site already has a lead from that number. It says nothing else about the person; same-site
 * only and 10 a minute per client, so it cannot be used to sweep numbers.
 */
export function contactCheckEndpoint(opts: {
  slug: string;
  siteUrl: string;
  storage: () => Promise<Storage>;
}) {
  const allow = rateLimiter(10);
  return async (request: Request, client: string): Promise<Response> => {
    if (crossSite(request, opts.siteUrl)) return json({ data: null, error: CROSS_SITE }, 403);
    if (!allow(client)) return json({ data: null, error: TOO_MANY }, 429, { 'Retry-After': '60' });
    const phone = normalisePhone(new URL(request.url).searchParams.get('phone_number') ?? '');
    if (!/^0[2-478]\d{8}$/.test(phone)) return json({ data: null, error: BAD_PHONE }, 400);
    try {
      const { db } = await opts.storage();
      const rows = await db
        .select({ id: leads.id })
        .from(leads)
        .where(
          and(
            eq(leads.dealerSlug, opts.slug),
            sql`regexp_replace(regexp_replace(${leads.fields}->>'phone', '\\D', '', 'g'), '^61', '0') = ${phone}`,
          ),
        )
        .limit(1);
      return json({ data: { exists: rows.length > 0 }, error: null });
    } catch (e) {
      return failure('/api/check-if-contact-exists', e);
    }
  };
}

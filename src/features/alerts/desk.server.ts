/**
 * Stock alerts at the dealer desk (managers): how many buyers each way, counts only. No address,
 * mobile or search of a subscriber leaves the server.
 */
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';

import type { Storage } from '~/server/storage/db.server.ts';
import { stockAlerts } from '~/server/storage/schema.ts';

/** Live alerts (confirmed, not unsubscribed) by channel, and those still waiting for their confirmation. */
export const alertCounts = async ({
  storage,
  config,
}: {
  storage: Storage;
  config: { slug: string };
}) => {
  const live = await storage.db
    .select({ channel: stockAlerts.channel, n: count() })
    .from(stockAlerts)
    .where(
      and(
        eq(stockAlerts.websiteSlug, config.slug),
        isNotNull(stockAlerts.confirmedAt),
        isNull(stockAlerts.unsubscribedAt),
      ),
    )
    .groupBy(stockAlerts.channel);
  const [waiting] = await storage.db
    .select({ n: count() })
    .from(stockAlerts)
    .where(
      and(
        eq(stockAlerts.websiteSlug, config.slug),
        isNull(stockAlerts.confirmedAt),
        isNull(stockAlerts.unsubscribedAt),
      ),
    );
  const of = (channel: string) => Number(live.find((r) => r.channel === channel)?.n ?? 0);
  return {
    email: of('email'),
    sms: of('sms'),
    total: of('email') + of('sms'),
    awaiting_confirmation: Number(waiting?.n ?? 0),
  };
};

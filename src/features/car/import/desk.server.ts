/**
 * Stock feeds at the dealer desk (managers): the last imports with their reports, and each held
 * feed with what applying it would do, to apply or reject after reading that.
 */
import { and, desc, eq, gte, isNull, or } from 'drizzle-orm';
import * as z from 'zod/mini';

import { audit } from '~/features/desk/audit.server.ts';
import {
  answer,
  deskAction,
  type DeskSection,
  type DeskServices,
} from '~/features/desk/endpoints.server.ts';
import { stockHolds, stockImports } from '~/server/storage/schema.ts';
import type { BuildHook } from '~/services/build-hook/index.server.ts';

import { acceptHold, rejectHold } from './accept.server.ts';
import type { StockHold } from './holds.server.ts';
import type { ImportReport } from './import.server.ts';

const DAY = 86_400_000;
/** How many of each list a report shows on the desk (the counts are whole). */
const LISTED = 20;

type StoredReport = Partial<ImportReport> & { rejectedCount?: number };

/** A report as staff read it: the counts, and the first few cars of each kind of change. */
export function reportView(stored: Record<string, unknown>) {
  const r = stored as StoredReport;
  return {
    received: r.received ?? 0,
    accepted: r.accepted ?? 0,
    left_out: r.rejectedRecords ?? 0,
    added: r.added?.length ?? 0,
    changed: r.changed?.length ?? 0,
    sold: r.sold?.length ?? 0,
    unchanged: r.unchanged ?? 0,
    changed_stock: r.changedStock ?? false,
    sold_stock_numbers: (r.sold ?? []).slice(0, LISTED).map((c) => c.stocknum),
    price_change_count: r.priceChanges?.length ?? 0,
    price_changes: (r.priceChanges ?? []).slice(0, LISTED).map((p) => ({
      stocknum: p.stocknum,
      before: p.before,
      after: p.after,
    })),
    problems: (r.rejected ?? []).slice(0, LISTED).map((x) => ({
      record: x.record,
      field: x.field,
      message: x.message,
    })),
    problem_count: r.rejectedCount ?? r.rejected?.length ?? 0,
  };
}

const holdView = (h: StockHold) => ({
  id: h.id,
  source: h.source,
  held_at: h.heldAt.toISOString(),
  state: h.appliedAt ? 'applied' : h.rejectedAt ? 'rejected' : 'held',
  decided_at: (h.appliedAt ?? h.rejectedAt)?.toISOString() ?? null,
  reasons: h.reasons,
  report: reportView(h.report),
});

/**
 * The desk's feeds: held feeds still waiting and those decided in the last 7 days, and the last
 * 10 imports with their reports.
 */
export const feedsSection: DeskSection = async ({ storage, config, now }) => {
  const holds = await storage.db
    .select()
    .from(stockHolds)
    .where(
      and(
        eq(stockHolds.websiteSlug, config.slug),
        or(
          and(isNull(stockHolds.appliedAt), isNull(stockHolds.rejectedAt)),
          gte(stockHolds.heldAt, new Date(now.getTime() - 7 * DAY)),
        ),
      ),
    )
    .orderBy(desc(stockHolds.heldAt))
    .limit(20);
  const imports = await storage.db
    .select()
    .from(stockImports)
    .where(eq(stockImports.websiteSlug, config.slug))
    .orderBy(desc(stockImports.importedAt))
    .limit(10);
  return {
    holds: holds.map(holdView),
    imports: imports.map((i) => ({
      id: i.id,
      source: i.source,
      imported_at: i.importedAt.toISOString(),
      report: reportView(i.report),
    })),
  };
};

const holdRequest = z.object({ id: z.string().check(z.regex(/^H[\w-]{12}$/)) });

export type FeedAction = 'apply' | 'reject';

/**
 * POST /api/desk/feeds/apply and /reject: a held feed applied as it came (the same function as
 * `stock:import --accept`, then the site's build started where the stock changed) or rejected
 * (kept, never applied). Managers only. A hold already decided, or out of date, is 409.
 */
export const feedActionEndpoint = (
  services: DeskServices,
  buildHook: () => BuildHook,
  action: FeedAction,
) =>
  deskAction(
    services,
    { name: `feed.${action}`, area: 'feeds', schema: holdRequest },
    async ({ id }, { member, storage, config, now }) => {
      let build: string | null = null;
      if (action === 'apply') {
        const out = await acceptHold(storage, config, id, { now });
        if ('refused' in out) return answer(out.status, { error: out.error });
        if ('stale' in out)
          return answer(409, {
            error: 'A newer delivery was imported after this feed: send the feed again.',
          });
        if (out.changedStock) {
          const started = await buildHook().trigger(
            `Held stock feed applied at the desk: ${out.added.length} added, ${out.changed.length} changed, ${out.sold.length} sold`,
          );
          build = started.ok ? 'started' : `not started: ${started.error}`;
        } else build = 'nothing changed: no build';
      } else {
        const out = await rejectHold(storage, config, id, now);
        if ('refused' in out) return answer(out.status, { error: out.error });
      }
      const [hold] = await storage.db.select().from(stockHolds).where(eq(stockHolds.id, id));
      const after = holdView(hold!);
      await audit(
        storage,
        config.slug,
        {
          member,
          action: `feed.${action}`,
          target: `feed:${id}`,
          before: { state: 'held' },
          after: { state: after.state, ...(build ? { build } : {}) },
        },
        now,
      );
      return answer(200, { hold: after, build });
    },
  );

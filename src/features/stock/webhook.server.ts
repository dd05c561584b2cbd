/**
 * POST /api/stock (issue 30): the dealer's stock feed, pushed. The feed signs each delivery with the
 * dealer's secret (STOCK_WEBHOOK_SECRET): `X-Stock-Timestamp` is the Unix time in seconds and
 * `X-Stock-Signature` is `sha256=` and the hex HMAC-SHA256 of `{timestamp}.{raw body}`, so neither
 * the body nor its time can be changed. A timestamp more than 5 minutes from the server's clock is
 * refused, and so is one not newer than the last delivery taken (a replay, or an older feed arriving
 * late). The body is read while it streams and cut off past its limit. Then the import runs as
 * `npm run stock:import` does, and a change starts the dealer's build (its build hook).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

import type { DealerConfig } from '~/config/schema/index.ts';
import { readText } from '~/server/http.server.ts';
import type { Storage } from '~/server/storage/db.server.ts';
import type { BuildHook } from '~/services/build-hook/index.server.ts';

import { feedFormat, readFeed } from './feed.ts';
import { type ImportReport, importStock } from './import.server.ts';

export const STOCK_WEBHOOK = {
  /** How far a delivery's timestamp may be from the server's clock. */
  windowSeconds: 300,
  /** The largest feed taken in one delivery (about 20,000 cars as JSON). */
  maxBytes: 64 * 1024 * 1024,
} as const;

export const STOCK_MESSAGES = {
  off: 'This site takes no stock deliveries (STOCK_WEBHOOK_SECRET is not set).',
  mediaType: 'Send the feed as application/json or text/csv.',
  badTimestamp:
    'X-Stock-Timestamp must be the Unix time in seconds, within 5 minutes of the server clock.',
  badSignature: 'X-Stock-Signature does not match this body and timestamp.',
  notText: 'Send the feed as UTF-8 text.',
  stale:
    'A delivery as new or newer has already been imported: this one is a replay or out of date.',
} as const;

type Answer = { status: number; body: unknown; headers?: Record<string, string> };

/** The signature a delivery carries: `sha256=` and the hex HMAC of `{timestamp}.{body}`. */
export function stockSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

const sameSignature = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export interface StockWebhookDeps {
  config: DealerConfig;
  storage: Storage;
  secret: string | undefined;
  buildHook: BuildHook;
  now: Date;
  maxBytes?: number | undefined;
  /** The data folder whose stock file a first import diffs against (tests). */
  dataDir?: string | undefined;
}

/** The summary a delivery gets back: counts, the records left out, whether a build was started. */
const summary = (r: ImportReport, build: string) => ({
  received: r.received,
  accepted: r.accepted,
  rejected: r.rejected.slice(0, 500),
  rejectedCount: r.rejected.length,
  added: r.added.length,
  changed: r.changed.length,
  sold: r.sold.length,
  priceChanges: r.priceChanges,
  unchanged: r.unchanged,
  snapshotAt: r.snapshotAt,
  build,
});

export async function stockWebhook(request: Request, deps: StockWebhookDeps): Promise<Answer> {
  const { secret, now } = deps;
  if (!secret) return { status: 404, body: { error: STOCK_MESSAGES.off } };
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  const format = /^application\/json\b/.test(type)
    ? 'json'
    : /^text\/csv\b/.test(type)
      ? 'csv'
      : null;
  if (!format) return { status: 415, body: { error: STOCK_MESSAGES.mediaType } };
  const timestamp = request.headers.get('x-stock-timestamp') ?? '';
  const seconds = /^\d{1,11}$/.test(timestamp) ? Number(timestamp) : NaN;
  if (
    !Number.isFinite(seconds) ||
    Math.abs(now.getTime() / 1000 - seconds) > STOCK_WEBHOOK.windowSeconds
  )
    return { status: 400, body: { error: STOCK_MESSAGES.badTimestamp } };
  const raw = await readText(request, deps.maxBytes ?? STOCK_WEBHOOK.maxBytes);
  if (!raw.ok)
    return {
      status: raw.status,
      body: { error: raw.status === 413 ? raw.error : STOCK_MESSAGES.notText },
    };
  const given = request.headers.get('x-stock-signature') ?? '';
  if (!sameSignature(given, stockSignature(secret, timestamp, raw.value)))
    return { status: 401, body: { error: STOCK_MESSAGES.badSignature } };
  const feed = readFeed(raw.value, feedFormat(raw.value, format));
  if (!feed.ok) return { status: 400, body: { error: feed.error } };
  const out = await importStock(deps.storage, deps.config, feed.records, {
    source: `webhook (${format})`,
    now,
    deliveredAt: new Date(seconds * 1000),
    dataDir: deps.dataDir,
  });
  if ('stale' in out)
    return {
      status: 409,
      body: { error: STOCK_MESSAGES.stale, lastDeliveryAt: out.lastDeliveryAt },
    };
  let build = 'nothing changed: no build';
  if (out.changedStock) {
    const started = await deps.buildHook.trigger(
      `Stock import: ${out.added.length} added, ${out.changed.length} changed, ${out.sold.length} sold`,
    );
    build = started.ok ? started.started : `not started: ${started.error}`;
  }
  console.info(
    `[stock] ${deps.config.slug}: webhook ${out.accepted}/${out.received} accepted, ${out.added.length} added, ${out.changed.length} changed, ${out.sold.length} sold; build ${build}`,
  );
  return { status: 200, body: summary(out, build) };
}

/**
 * POST /api/stock: the dealer's stock feed, pushed. The feed signs each delivery with the
 * dealer's secret (STOCK_WEBHOOK_SECRET): `X-Stock-Timestamp` is the Unix time in seconds and
 * `X-Stock-Signature` is `sha256=` and the hex HMAC-SHA256 of `{timestamp}.{raw body}`, so neither
 * the body nor its time can be changed. What costs nothing is checked first: the media type, the
 * timestamp (more than 5 minutes from the server's clock is refused) and the declared length
 * against the dealer's limit (`inventory.feedGuard.maxFeedBytes`). One delivery of a dealer is read
 * at a time (another meanwhile: 429). The body is then read while it streams, its signature worked
 * out chunk by chunk, cut off past the limit, and checked before the body is decoded or parsed.
 * A delivery not newer than the last one taken is refused (a replay, or an older feed late). Then
 * the import runs as `npm run stock:import` does: a feed that is no stock is refused (422), one the
 * dealer's guard holds is kept for a person (202, and the dealer is told), and a change starts the
 * dealer's build (its build hook). `X-Stock-Accept: <hold id>` on the same delivery sent again
 * applies a held feed.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

import type { DealerConfig } from '~/config/schema/index.ts';
import { readBytes, utf8 } from '~/server/http.server.ts';
import type { Storage } from '~/server/storage/db.server.ts';
import type { BuildHook } from '~/services/build-hook/index.server.ts';

import { acceptHold } from './accept.server.ts';
import { feedFormat, readFeed } from './feed.ts';
import { bodyHash, tellDealerOfHold } from './holds.server.ts';
import { type HeldFeed, type ImportReport, importStock } from './import.server.ts';

export const STOCK_WEBHOOK = {
  /** How far a delivery's timestamp may be from the server's clock. */
  windowSeconds: 300,
  /** How long a delivery refused for another being read should wait. */
  busyRetrySeconds: 30,
  /**
   * How long a delivery's body may take to arrive (408 after): a client trickling an unsigned body
   * must not hold the dealer's one reading place. 16 MB takes seconds from a stock system.
   */
  readSeconds: 120,
} as const;

export const STOCK_MESSAGES = {
  off: 'This site takes no stock deliveries (STOCK_WEBHOOK_SECRET is not set).',
  mediaType: 'Send the feed as application/json or text/csv.',
  badTimestamp:
    'X-Stock-Timestamp must be the Unix time in seconds, within 5 minutes of the server clock.',
  badSignature: 'X-Stock-Signature does not match this body and timestamp.',
  notText: 'Send the feed as UTF-8 text.',
  busy: 'Another stock delivery for this site is being received: send this one again in 30 seconds.',
  stale:
    'A delivery as new or newer has already been imported: this one is a replay or out of date.',
  badAccept: 'X-Stock-Accept is the id of a held feed (H and 12 characters).',
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

/** The dealers whose delivery this server is reading now (one at a time each). */
const reading = new Set<string>();

export interface StockWebhookDeps {
  config: DealerConfig;
  storage: Storage;
  secret: string | undefined;
  buildHook: BuildHook;
  now: Date;
  /** The data folder whose stock file a first import diffs against (tests). */
  dataDir?: string | undefined;
}

/** The summary a delivery gets back: counts, the records left out, whether a build was started. */
const summary = (r: ImportReport, build: string) => ({
  received: r.received,
  accepted: r.accepted,
  rejected: r.rejected.slice(0, 500),
  rejectedCount: r.rejected.length,
  rejectedRecords: r.rejectedRecords,
  keptAsWere: r.keptAsWere,
  added: r.added.length,
  changed: r.changed.length,
  sold: r.sold.length,
  priceChanges: r.priceChanges,
  unchanged: r.unchanged,
  snapshotAt: r.snapshotAt,
  build,
});

export async function stockWebhook(request: Request, deps: StockWebhookDeps): Promise<Answer> {
  const { secret, now, config } = deps;
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
  const accept = request.headers.get('x-stock-accept');
  if (accept !== null && !/^H[\w-]{12}$/.test(accept))
    return { status: 400, body: { error: STOCK_MESSAGES.badAccept } };
  if (reading.has(config.slug))
    return {
      status: 429,
      body: { error: STOCK_MESSAGES.busy },
      headers: { 'Retry-After': String(STOCK_WEBHOOK.busyRetrySeconds) },
    };
  reading.add(config.slug);
  let raw: Awaited<ReturnType<typeof readBytes>>;
  const hmac = createHmac('sha256', secret).update(`${timestamp}.`);
  try {
    raw = await readBytes(request, config.inventory.feedGuard.maxFeedBytes, {
      each: (c) => hmac.update(c),
      deadlineMs: STOCK_WEBHOOK.readSeconds * 1000,
    });
  } finally {
    reading.delete(config.slug);
  }
  if (!raw.ok) return { status: raw.status, body: { error: raw.error } };
  const given = request.headers.get('x-stock-signature') ?? '';
  if (!sameSignature(given, `sha256=${hmac.digest('hex')}`))
    return { status: 401, body: { error: STOCK_MESSAGES.badSignature } };
  const text = utf8(raw.value);
  if (text === null) return { status: 400, body: { error: STOCK_MESSAGES.notText } };
  return delivered(deps, { text, format, accept, deliveredAt: new Date(seconds * 1000) });
}

/** A signed delivery's feed: refused, held, or imported (and the build started). */
async function delivered(
  deps: StockWebhookDeps,
  d: { text: string; format: 'json' | 'csv'; accept: string | null; deliveredAt: Date },
): Promise<Answer> {
  const { config, storage, now } = deps;
  const feed = readFeed(d.text, feedFormat(d.text, d.format));
  if (!feed.ok) return { status: feed.status, body: { error: feed.error } };
  const hash = bodyHash(d.text);
  const out = d.accept
    ? await acceptHold(storage, config, d.accept, {
        now,
        deliveredAt: d.deliveredAt,
        bodyHash: hash,
      })
    : await importStock(storage, config, feed.records, {
        source: `webhook (${d.format})`,
        now,
        deliveredAt: d.deliveredAt,
        dataDir: deps.dataDir,
        bodyHash: hash,
      });
  if ('refused' in out) return { status: out.status, body: { error: out.error } };
  if ('stale' in out)
    return {
      status: 409,
      body: { error: STOCK_MESSAGES.stale, lastDeliveryAt: out.lastDeliveryAt },
    };
  if ('held' in out) return held(deps, out);
  let build = 'nothing changed: no build';
  if (out.changedStock) {
    const started = await deps.buildHook.trigger(
      `Stock import: ${out.added.length} added, ${out.changed.length} changed, ${out.sold.length} sold`,
    );
    build = started.ok ? started.started : `not started: ${started.error}`;
  }
  console.info(
    `[stock] ${config.slug}: webhook ${out.accepted}/${out.received} accepted, ${out.added.length} added, ${out.changed.length} changed, ${out.sold.length} sold; build ${build}`,
  );
  return { status: 200, body: summary(out, build) };
}

/** A held feed: 202, nothing changed; the dealer is told (a failure to tell is logged, the hold kept). */
async function held(deps: StockWebhookDeps, out: HeldFeed): Promise<Answer> {
  const { config } = deps;
  console.warn(
    `[stock] ${config.slug}: webhook delivery held as ${out.id}: ${out.reasons.join(' ')}`,
  );
  await tellDealerOfHold(deps.storage, config, out, deps.now).catch((e: Error) =>
    console.error(`[stock] ${config.slug}: the dealer was not told of hold ${out.id} (${e.name})`),
  );
  return {
    status: 202,
    body: {
      held: out.id,
      reasons: out.reasons,
      accept: `Send the same delivery again with X-Stock-Accept: ${out.id} to apply it.`,
      ...summary(out.report, 'held: no build'),
    },
  };
}

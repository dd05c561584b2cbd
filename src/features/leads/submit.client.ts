import { nanoid } from 'nanoid';

import { cleanValues } from '~/server/input.ts';

import type { LeadEnvelope } from './envelope.ts';
import { type Prefill, prefillFrom } from './form-data.ts';
import { PREFILL_KEY, QUEUE_KEY, RESENT_HEADER, SUCCESS_KEY } from './storage-keys.ts';

interface Queued {
  key: string;
  envelope: LeadEnvelope;
  savedAt: string;
}

export type SendResult =
  | { ok: true; leadId: string; event: number | null }
  // Refused for good: the form says the spec's text for a failed submission (this module, which
  // every page's lead queue loads, carries no form messages) and marks the fields named.
  | { ok: false; kind: 'invalid'; issues: { field: string; message: string }[] }
  | { ok: false; kind: 'queued'; message: string; retryAfterSeconds?: number };

/** The event a page's queue runner listens to, to send a queued lead again (detail: seconds to wait). */
export const LEAD_QUEUED_EVENT = 'lead-queued';

export const OFFLINE_MESSAGE =
  "We couldn't reach our server. Your enquiry is saved on this device and will be sent automatically when you're back online.";
/** The server answered but could not store the lead now (503, 429, 5xx): the visitor is online, so say it is retried soon. */
export const BUSY_MESSAGE =
  "We couldn't save your enquiry just now. Your enquiry is saved on this device and will be sent again automatically in a moment.";

const read = (storage: Storage): Queued[] => {
  try {
    return JSON.parse(storage.getItem(QUEUE_KEY) ?? '[]') as Queued[];
  } catch {
    return [];
  }
};
const write = (storage: Storage, q: Queued[]) => storage.setItem(QUEUE_KEY, JSON.stringify(q));

/**
 * POSTs one queued lead; true when the server has it (or refused it for good), false to try again
 * later. Text is cleaned first (a control character pasted into a field would be refused for good).
 */
async function post(
  item: Queued,
  fetchFn: typeof fetch,
  /** '1' when sent again from the queue. */
  resent = '',
): Promise<{ done: boolean; result: SendResult }> {
  let res: Response;
  try {
    const body = JSON.stringify(cleanValues(item.envelope));
    res = await fetchFn('/api/leads', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Idempotency-Key': item.key,
        [RESENT_HEADER]: resent,
      },
      body,
      keepalive: true,
    });
  } catch {
    return { done: false, result: { ok: false, kind: 'queued', message: OFFLINE_MESSAGE } };
  }
  const body = (await res.json().catch(() => null)) as {
    lead_id?: string;
    event?: number | null;
    error?: string;
    issues?: { field: string; message: string }[];
  } | null;
  if (res.status === 201 && body?.lead_id)
    return { done: true, result: { ok: true, leadId: body.lead_id, event: body.event ?? null } };
  if (res.status === 400 || res.status === 403 || res.status === 413 || res.status === 422) {
    return {
      done: true,
      result: {
        ok: false,
        kind: 'invalid',
        issues: body?.issues ?? [],
      },
    };
  }
  // 409 (still saving), 429, 503 (storage down) and other 5xx: the lead stays queued and is sent again, same key.
  const retryAfter = Number(res.headers.get('retry-after'));
  return {
    done: false,
    result: {
      ok: false,
      kind: 'queued',
      message: BUSY_MESSAGE,
      ...(retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
    },
  };
}

/**
 * Sends a lead exactly once: it is put in the browser's queue with its Idempotency-Key before the
 * request, removed when the server answers, and sent again (same key) by flushQueue if the
 * network failed. On success the prefill fields and the success category are remembered.
 */
export async function sendLead(
  envelope: LeadEnvelope,
  storage: Storage = localStorage,
  fetchFn: typeof fetch = fetch,
): Promise<SendResult> {
  const item: Queued = { key: nanoid(), envelope, savedAt: new Date().toISOString() };
  write(storage, [...read(storage), item]);
  const { done, result } = await post(item, fetchFn);
  if (done)
    write(
      storage,
      read(storage).filter((q) => q.key !== item.key),
    );
  else if (typeof window !== 'undefined')
    window.dispatchEvent(
      new CustomEvent(LEAD_QUEUED_EVENT, {
        detail: result.ok
          ? undefined
          : (result as { retryAfterSeconds?: number }).retryAfterSeconds,
      }),
    );
  if (result.ok) {
    storage.setItem(PREFILL_KEY, JSON.stringify(prefillFrom(envelope.fields)));
    storage.setItem(SUCCESS_KEY, envelope.form);
  }
  return result;
}

/** How many leads wait in this browser's queue. */
export const queuedCount = (storage: Storage = localStorage) => read(storage).length;

/** Sends every queued lead again (page open, back online); returns how many the server took. */
export async function flushQueue(
  storage: Storage = localStorage,
  fetchFn: typeof fetch = fetch,
): Promise<number> {
  let sent = 0;
  for (const item of read(storage)) {
    const { done, result } = await post(item, fetchFn, '1');
    if (done)
      write(
        storage,
        read(storage).filter((q) => q.key !== item.key),
      );
    if (result.ok) sent++;
    if (!done) break;
  }
  return sent;
}

export function savedPrefill(storage: Storage = localStorage): Prefill {
  try {
    return JSON.parse(storage.getItem(PREFILL_KEY) ?? '{}') as Prefill;
  } catch {
    return {};
  }
}

/** The pages this visitor has seen and the campaign parameters they came with (spec Calls lead_attributes). */
export function leadAttributes(
  storage: Storage = sessionStorage,
  location: Location = window.location,
) {
  const pages = JSON.parse(storage.getItem('visited-pages') ?? '[]') as string[];
  const params = Object.fromEntries(
    [...new URLSearchParams(location.search)].filter(([k]) => /^(utm_|gclid|fbclid)/.test(k)),
  );
  return { visited_pages: pages.slice(-50), linked_query_params: params };
}

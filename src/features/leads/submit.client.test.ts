import { describe, expect, it } from 'vitest';

import { PREFILL_KEY, QUEUE_KEY, RESENT_HEADER, SUCCESS_KEY } from './storage-keys.ts';
import { BUSY_MESSAGE, flushQueue, OFFLINE_MESSAGE, sendLead } from './submit.client.ts';

class MemoryStorage implements Storage {
  private m = new Map<string, string>();
  get length() {
    return this.m.size;
  }
  clear() {
    this.m.clear();
  }
  getItem(k: string) {
    return this.m.get(k) ?? null;
  }
  key(i: number) {
    return [...this.m.keys()][i] ?? null;
  }
  removeItem(k: string) {
    this.m.delete(k);
  }
  setItem(k: string, v: string) {
    this.m.set(k, v);
  }
}

const envelope = {
  form: 'enquiry' as const,
  fields: {
    name: 'Mia',
    last_name: 'N',
    email: 'mia@example.com',
    phone: '0412345678',
    postcode: '3134',
    message: 'secret',
  },
  url: 'https://x.com.au/',
  opt_in_text: 'Yes',
};
const queue = (s: Storage) => JSON.parse(s.getItem(QUEUE_KEY) ?? '[]') as { key: string }[];

describe('sending a lead from the browser (spec States, Validation)', () => {
  it('cleans pasted control characters before sending, so the lead is not refused for good', async () => {
    const bodies: string[] = [];
    const ok = (async (_: unknown, init: RequestInit) => {
      bodies.push(init.body as string);
      return new Response(JSON.stringify({ lead_id: 'L4' }), { status: 201 });
    }) as typeof fetch;
    await sendLead(
      { ...envelope, fields: { ...envelope.fields, message: 'Hi\u0000 there\ud800' } },
      new MemoryStorage(),
      ok,
    );
    expect(JSON.parse(bodies[0]!).fields.message).toBe('Hi there\ufffd');
  });

  it('sends once with an Idempotency-Key and remembers only the prefill fields and the success form', async () => {
    const s = new MemoryStorage();
    const calls: RequestInit[] = [];
    const ok = (async (_: unknown, init: RequestInit) => {
      calls.push(init);
      return new Response(JSON.stringify({ lead_id: 'L1', event: 22 }), { status: 201 });
    }) as typeof fetch;
    expect(await sendLead(envelope, s, ok)).toEqual({ ok: true, leadId: 'L1', event: 22 });
    expect((calls[0]!.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[\w-]{21}$/);
    expect(queue(s)).toEqual([]);
    expect(JSON.parse(s.getItem(PREFILL_KEY)!)).toEqual({
      name: 'Mia',
      last_name: 'N',
      email: 'mia@example.com',
      phone: '0412345678',
      postcode: '3134',
    });
    expect(s.getItem(SUCCESS_KEY)).toBe('enquiry');
  });

  it('keeps the lead when the network fails and sends it again later with the same key', async () => {
    const s = new MemoryStorage();
    const down = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await sendLead(envelope, s, down)).toEqual({
      ok: false,
      kind: 'queued',
      message: OFFLINE_MESSAGE,
    });
    const [saved] = queue(s);
    expect(saved).toBeDefined();
    const keys: string[] = [];
    const resent: (string | undefined)[] = [];
    const up = (async (_: unknown, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      keys.push(headers['Idempotency-Key']!);
      resent.push(headers[RESENT_HEADER]);
      return new Response(JSON.stringify({ lead_id: 'L2' }), { status: 201 });
    }) as typeof fetch;
    expect(await flushQueue(s, up)).toBe(1);
    expect(keys).toEqual([saved!.key]);
    // Sent again from the queue, it says so: the visitor is no longer at the form.
    expect(resent).toEqual(['1']);
    expect(queue(s)).toEqual([]);
    // A lead sent straight from its form does not.
    await sendLead(envelope, s, up);
    expect(resent).toEqual(['1', '']);
  });

  it('keeps the lead when the server is busy (5xx) and drops it when the server refuses the fields', async () => {
    const s = new MemoryStorage();
    const busy = (async () =>
      new Response('{}', { status: 503, headers: { 'Retry-After': '5' } })) as typeof fetch;
    expect(await sendLead(envelope, s, busy)).toEqual({
      ok: false,
      kind: 'queued',
      message: BUSY_MESSAGE,
      retryAfterSeconds: 5,
    });
    expect(queue(s)).toHaveLength(1);
    // Sent again later with the same key.
    const keys: string[] = [];
    const up = (async (_: unknown, init: RequestInit) => {
      keys.push((init.headers as Record<string, string>)['Idempotency-Key']!);
      return new Response(JSON.stringify({ lead_id: 'L3' }), { status: 201 });
    }) as typeof fetch;
    const [saved] = queue(s);
    expect(await flushQueue(s, up)).toBe(1);
    expect(keys).toEqual([saved!.key]);
    const refused = (async () =>
      new Response(
        JSON.stringify({
          error: 'Lead submission failed',
          issues: [
            { field: 'postcode', message: 'Invalid postcode. Please enter a 4-digit number.' },
          ],
        }),
        { status: 400 },
      )) as typeof fetch;
    const r = await sendLead(envelope, new MemoryStorage(), refused);
    expect(r).toEqual({
      ok: false,
      kind: 'invalid',
      issues: [{ field: 'postcode', message: 'Invalid postcode. Please enter a 4-digit number.' }],
    });
  });
});

import { describe, expect, it } from 'vitest';

import { protectionMessage } from '~/features/leads/defaults.ts';

import { VIEWED_KEY } from '../viewed.ts';
import { recordView } from './car-page.client.ts';

function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
    clear: () => m.clear(),
    key: () => null,
    get length() {
      return m.size;
    },
  };
}
const viewed = {
  id: 7,
  stocknum: 'U123',
  make: 'Toyota',
  model: 'Corolla',
  body: 'Hatch',
  simple_body: 'hatch',
};
const element = () =>
  ({
    dataset: {
      slug: 'corolla-7',
      carId: '7',
      websiteId: '502',
      photos: '12',
      updatedAt: '2026-11-20T09:00:00+10:00',
      viewed: JSON.stringify(viewed),
    },
    textContent: '',
    hidden: true,
    ownerDocument: { querySelector: () => null },
  }) as unknown as HTMLElement;

describe('car page view count (spec Calls) and viewed-car record (spec Entities)', () => {
  it('asks for the count with the photos and update time, shows it, and remembers the car first', async () => {
    const el = element();
    const storage = memoryStorage();
    storage.setItem(VIEWED_KEY, JSON.stringify([{ ...viewed, id: 3 }, viewed]));
    let asked = '';
    await recordView(
      el,
      (async (url: string) => {
        asked = url;
        return new Response(JSON.stringify({ views: 1234, views_text: '1,234 views' }));
      }) as typeof fetch,
      storage,
    );
    expect(asked).toBe(
      '/api/cars/corolla-7/view.json?photos_count=12&updated_at=2026-11-20T09%3A00%3A00%2B10%3A00&website_id=502',
    );
    expect(el.textContent).toBe('1,234 views');
    expect(el.hidden).toBe(false);
    expect((JSON.parse(storage.getItem(VIEWED_KEY)!) as { id: number }[]).map((c) => c.id)).toEqual(
      [7, 3],
    );
  });

  it("sends the page's view event (4 on a used car) with the car, and none where the page names none", async () => {
    const answer = (async () => new Response('{"views":2}')) as unknown as typeof fetch;
    const sent: unknown[] = [];
    const send = async (e: unknown) => void sent.push(e);
    const used = element();
    used.dataset.viewEvent = '4';
    await recordView(used, answer, null, send);
    expect(sent).toEqual([{ event_id: 4, car_id: 7 }]);
    await recordView(element(), answer, null, send);
    expect(sent).toHaveLength(1);
  });

  it("puts the server's 'Listed 23 days ago' in place of the date the page was built with", async () => {
    const listed = { textContent: 'Listed on 3 Nov 2026' };
    const el = {
      ...element(),
      ownerDocument: { querySelector: (s: string) => (s === '.listed' ? listed : null) },
    } as unknown as HTMLElement;
    await recordView(
      el,
      (async () =>
        new Response(JSON.stringify({ views: 2, listed: 'Listed 23 days ago' }))) as typeof fetch,
      null,
    );
    expect(listed.textContent).toBe('Listed 23 days ago');
    // No answer: the built date stays.
    const kept = { textContent: 'Listed on 3 Nov 2026' };
    const quiet = {
      ...element(),
      ownerDocument: { querySelector: () => kept },
    } as unknown as HTMLElement;
    await recordView(quiet, (() => Promise.reject(new Error('offline'))) as typeof fetch, null);
    expect(kept.textContent).toBe('Listed on 3 Nov 2026');
  });

  it('says "1 view" for one, and stays hidden when the count fails or is unknown', async () => {
    const one = element();
    await recordView(
      one,
      (async () =>
        new Response(JSON.stringify({ views: 1, views_text: '1 view' }))) as typeof fetch,
      null,
    );
    expect(one.textContent).toBe('1 view');
    for (const answer of [
      () => Promise.reject(new Error('offline')),
      async () => new Response('{}', { status: 500 }),
      async () => new Response(JSON.stringify({ views: null, views_text: null })),
    ]) {
      const el = element();
      await recordView(el, answer as typeof fetch, memoryStorage());
      expect(el.hidden).toBe(true);
    }
  });

  it("passes on whether the car's location is open, and not known when the count fails", async () => {
    const answer = (body: unknown) =>
      (async () => new Response(JSON.stringify(body))) as unknown as typeof fetch;
    expect(await recordView(element(), answer({ views: 3, location_open: true }), null)).toEqual({
      locationOpen: true,
    });
    expect(await recordView(element(), answer({ views: 3, location_open: false }), null)).toEqual({
      locationOpen: false,
    });
    expect(await recordView(element(), answer({ views: 3 }), null)).toEqual({
      locationOpen: null,
    });
    const offline = (() => Promise.reject(new Error('offline'))) as typeof fetch;
    expect(await recordView(element(), offline, null)).toEqual({ locationOpen: null });
  });

  it('passes on a reservation or a sale since the build', async () => {
    const answer = (body: unknown) =>
      (async () => new Response(JSON.stringify(body))) as unknown as typeof fetch;
    const reserved = { views: 3, car_fields: { status: 'in_stock', reserved: true } };
    expect(await recordView(element(), answer(reserved), null)).toMatchObject({
      fields: { status: 'in_stock', reserved: true },
    });
    const sold = { views: 3, car_fields: { status: 'sold', reserved: false } };
    expect(await recordView(element(), answer(sold), null)).toMatchObject({
      fields: { status: 'sold' },
    });
  });
});

describe('Protect Your Car enquiry', () => {
  it('prefills the products the dealer offers', () => {
    expect(protectionMessage(['Paint protection', 'Window tint'], 'car')).toBe(
      "I'd like to know more about protecting this car (Paint protection, Window tint).",
    );
    expect(protectionMessage(['Extended warranty'], 'caravan')).toBe(
      "I'd like to know more about protecting this caravan (Extended warranty).",
    );
  });
});

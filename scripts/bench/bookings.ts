/**
 * The bookings of bench:leads: a test drive each, into a free place the server offers, by a visitor
 * whose texted code is put in the store before the server starts (the benchmark cannot read texts).
 */
import { storeCode } from '~/features/verification/verification.server.ts';
import { openStorage } from '~/server/storage/db.server.ts';

import { type Send, send } from './load.ts';

const CODE = '246810';
const bookerPhone = (n: number) => `04${String(10_000_000 + n).padStart(8, '0')}`;

export interface Place {
  car: number;
  start: string;
}

/**
 * The free places of the yard's test drives, a different in-stock car in each place of a slot
 * (one car is never booked twice at once): as many (car, start) pairs as `wanted`, or all there are.
 */
export async function freePlaces(port: number, wanted: number): Promise<Place[]> {
  const inventory = JSON.parse(
    (await send(port, 'GET', '/inventory.json')).body || '{"cars":[]}',
  ) as { cars: { id: number; status: string }[] };
  const cars = inventory.cars.filter((c) => c.status === 'in_stock').map((c) => c.id);
  const out: Place[] = [];
  const seen = new Set<string>();
  for (const car of cars) {
    const answer = await send(port, 'GET', `/api/appointments/slots?kind=test-drive&car=${car}`);
    const slots = (JSON.parse(answer.body) as { slots?: { start: string; free: number }[] }).slots;
    for (const s of slots ?? []) {
      // Each car takes the first slot not yet given out to as many cars as it has places.
      const given = [...seen].filter((k) => k.startsWith(`${s.start}|`)).length;
      if (given >= s.free) continue;
      seen.add(`${s.start}|${car}`);
      out.push({ car, start: s.start });
      if (out.length >= wanted) return out;
    }
  }
  return out;
}

/** Sends booking n (from `offset` on): a test drive with the code put in the store for its mobile. */
export const bookingSender =
  (places: Place[], offset: number): Send =>
  (port, n) =>
    send(port, 'POST', '/api/appointments', {
      kind: 'test-drive',
      car_id: places[offset + n]!.car,
      start: places[offset + n]!.start,
      url: 'https://www.example.com.au/cars/bench',
      code: CODE,
      fields: {
        name: 'Bench',
        last_name: `Booker ${offset + n}`,
        email: `booker${offset + n}@example.com`,
        phone: bookerPhone(offset + n),
        postcode: '6017',
      },
    });

/**
 * The codes of `count` bookings' visitors, put in the store the server will open (before it does:
 * the embedded store is one process's), valid for the code's ten minutes.
 */
export async function seedCodes(slug: string, env: NodeJS.ProcessEnv, count: number) {
  const storage = await openStorage({
    dealer: slug,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.LOCAL_DATA_DIR!,
  });
  try {
    for (let n = 0; n < count; n++)
      await storeCode(storage, {
        site: slug,
        phone: bookerPhone(n),
        purpose: 'appointment',
        code: CODE,
        now: new Date(),
      });
  } finally {
    await storage.close();
  }
}

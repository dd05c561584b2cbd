import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { backends, closeStorage, type TestStorage } from '../../../tests/support/backends.ts';
import { book, type BookingRequest, cancel, takenBetween } from './store.server.ts';

const nine = Date.parse('2026-12-08T09:00:00+11:00');
const half = 30 * 60_000;
const request = (n: number, over: Partial<BookingRequest> = {}): BookingRequest => ({
  site: 'riverbend-toyota',
  locationId: 7101,
  kind: 'test-drive',
  start: nine,
  end: nine + half,
  capacity: 20,
  carId: 120999,
  contact: { first_name: `Buyer ${n}`, phone: '0412345678' },
  details: { car: '2022 Toyota Hilux SR5' },
  idempotencyKey: `key-${n}-${Math.random()}`,
  requestHash: `hash-${n}`,
  now: new Date('2026-12-07T10:00:00+11:00'),
  ...over,
});

describe.each(backends)('appointments in the store (%s)', (_name, open) => {
  let storage: TestStorage;
  beforeAll(async () => {
    storage = await open();
  });
  afterAll(() => closeStorage(storage));

  it('20 bookings of one car in one slot at once: exactly one is written', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, n) => book(storage, request(n))),
    );
    expect(results.filter((r) => 'booked' in r)).toHaveLength(1);
    expect(results.filter((r) => 'refused' in r && r.refused === 'taken')).toHaveLength(19);
  });

  it('a booking of the same car that overlaps by a minute is refused; the next slot is not', async () => {
    const overlapping = request(21, { start: nine + half - 60_000, end: nine + 2 * half });
    expect(await book(storage, overlapping)).toEqual({ refused: 'taken' });
    const next = await book(storage, request(22, { start: nine + half, end: nine + 2 * half }));
    expect('booked' in next).toBe(true);
  });

  it('a slot holds as many as its places, at once', async () => {
    const service = (n: number) =>
      request(100 + n, {
        kind: 'service',
        locationId: 7102,
        carId: undefined,
        capacity: 3,
        start: nine,
        end: nine + 2 * half,
      });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, n) => book(storage, service(n))),
    );
    const booked = results.flatMap((r) => ('booked' in r ? [r.booked.place] : []));
    expect(booked.sort()).toEqual([1, 2, 3]);
    const taken = await takenBetween(storage, {
      site: 'riverbend-toyota',
      locationId: 7102,
      kind: 'service',
      from: new Date(nine),
      to: new Date(nine + 4 * half),
    });
    expect(taken.map((t) => t.places)).toEqual([1, 1, 1]);
  });

  it('the same key again answers the same booking; another request under it is refused', async () => {
    const first = request(200, { carId: 555, idempotencyKey: 'same-key' });
    const made = await book(storage, first);
    expect(made).toMatchObject({ replayed: false });
    const again = await book(storage, first);
    expect(again).toMatchObject({ replayed: true });
    expect('booked' in again && 'booked' in made && again.booked.id).toBe(
      'booked' in made && made.booked.id,
    );
    expect(await book(storage, { ...first, requestHash: 'other' })).toEqual({
      refused: 'key-reused',
    });
  });

  it('a cancelled booking frees its slot at once, and the car is free again', async () => {
    const carId = 777;
    const made = await book(storage, request(300, { carId }));
    if (!('booked' in made)) throw new Error('not booked');
    const q = {
      site: 'riverbend-toyota',
      locationId: 7101,
      kind: 'test-drive' as const,
      carId,
      from: new Date(nine),
      to: new Date(nine + half),
    };
    expect((await takenBetween(storage, q)).some((t) => t.places === Infinity)).toBe(true);
    expect(await book(storage, request(301, { carId }))).toEqual({ refused: 'taken' });
    expect(await cancel(storage, made.booked.id, new Date())).toBe(true);
    expect(await cancel(storage, made.booked.id, new Date())).toBe(false);
    expect((await takenBetween(storage, q)).some((t) => t.places === Infinity)).toBe(false);
    expect('booked' in (await book(storage, request(302, { carId })))).toBe(true);
  });
});

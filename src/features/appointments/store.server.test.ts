import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { backends, closeStorage, type TestStorage } from '../../../tests/support/backends.ts';
import { book, type BookingRequest, cancel, move, takenBetween } from './store.server.ts';

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
    expect(await cancel(storage, made.booked.id, new Date())).toMatchObject({ state: 'cancelled' });
    expect(await cancel(storage, made.booked.id, new Date())).toBeNull();
    expect((await takenBetween(storage, q)).some((t) => t.places === Infinity)).toBe(false);
    expect('booked' in (await book(storage, request(302, { carId })))).toBe(true);
  });

  it('a move takes a free place of the new slot, never one taken, nor a time its car has', async () => {
    const at = (h: number) => Date.parse(`2026-12-09T${String(h).padStart(2, '0')}:00:00+11:00`);
    const service = (n: number, start: number) =>
      request(400 + n, {
        kind: 'service',
        locationId: 7109,
        carId: undefined,
        capacity: 2,
        start,
        end: start + 2 * half,
      });
    const slot = (start: number) => ({ start, end: start + 2 * half, capacity: 2 });
    const monday = new Date('2026-12-07T10:00:00+11:00');
    const a = await book(storage, service(1, at(9)));
    const b = await book(storage, service(2, at(9)));
    const c = await book(storage, service(3, at(11)));
    if (!('booked' in a && 'booked' in b && 'booked' in c)) throw new Error('not booked');
    // Both places at 9 are taken: the 11 o'clock booking cannot move there.
    expect(await move(storage, c.booked.id, slot(at(9)), monday)).toBe('taken');
    await cancel(storage, b.booked.id, new Date());
    const moved = await move(storage, c.booked.id, slot(at(9)), monday);
    expect(moved).toMatchObject({ place: 2, changes: 1, remindedAt: null });
    expect(typeof moved !== 'string' && moved.movedFrom?.getTime()).toBe(at(11));
    expect(typeof moved !== 'string' && moved.startsAt.getTime()).toBe(at(9));
    expect(await move(storage, b.booked.id, slot(at(13)), monday)).toBe('gone');

    // A test drive moves only to a time its car is free.
    const drive = (n: number, start: number) =>
      request(500 + n, { carId: 888, start, end: start + half });
    const first = await book(storage, drive(1, at(10)));
    const second = await book(storage, drive(2, at(12)));
    if (!('booked' in first && 'booked' in second)) throw new Error('not booked');
    const driveSlot = (start: number) => ({ start, end: start + half, capacity: 20 });
    expect(await move(storage, second.booked.id, driveSlot(at(10)), monday)).toBe('taken');
    expect(await move(storage, second.booked.id, driveSlot(at(14)), monday)).toMatchObject({
      state: 'booked',
    });
  });
});

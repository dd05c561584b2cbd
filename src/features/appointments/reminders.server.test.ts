import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { BuiltLocation } from '~/features/car/built-car.ts';
import type { MailMessage } from '~/services/mail/mail.ts';

import { backends, closeStorage, type TestStorage } from '../../../tests/support/backends.ts';
import { dealerConfig } from '../../../tests/support/fixtures.ts';
import { remindDue } from './reminders.server.ts';
import { book, type BookingRequest, cancel } from './store.server.ts';

const HOUR = 3_600_000;
const now = new Date('2026-12-07T09:00:00+11:00');
const location: BuiltLocation = {
  id: 7101,
  name: 'Riverbend Toyota Sales',
  visible: true,
  location_type: 'sales',
  phone: '(02) 9635 1234',
  address: { street: '64 Church Street', city: 'Parramatta', state: 'NSW', postcode: '2150' },
  special_hours: [],
  fortnightly_appointment_saturday: null,
  contact_detail: { opening_hours: [] },
};
let n = 0;
const request = (startIn: number, bookedAgo: number, carId: number): BookingRequest => ({
  site: dealerConfig().slug,
  locationId: 7101,
  kind: 'test-drive',
  start: now.getTime() + startIn,
  end: now.getTime() + startIn + HOUR / 2,
  capacity: 2,
  carId,
  contact: { name: 'Sam', phone: '0412345678', email: 'sam@example.com' },
  details: { car: '2022 Toyota Hilux SR5' },
  idempotencyKey: `remind-${++n}-${Math.random()}`,
  requestHash: `hash-${n}`,
  now: new Date(now.getTime() - bookedAgo),
});

describe.each(backends)('day-before reminders (%s)', (_name, open) => {
  let storage: TestStorage;
  beforeAll(async () => {
    storage = await open();
  }, 60_000);
  afterAll(() => closeStorage(storage));

  it('reminds a booking made days ahead once it is a day away, once, even with two runs at once', async () => {
    const made = async (r: BookingRequest) => {
      const b = await book(storage, r);
      if (!('booked' in b)) throw new Error('not booked');
      return b.booked;
    };
    const due = await made(request(20 * HOUR, 3 * 24 * HOUR, 501));
    await made(request(20 * HOUR, 2 * HOUR, 502)); // booked today: its confirmation was enough
    await made(request(30 * HOUR, 3 * 24 * HOUR, 503)); // not yet a day away
    const cancelled = await made(request(21 * HOUR, 3 * 24 * HOUR, 504));
    await cancel(storage, cancelled.id, now);
    await made(request(-HOUR, 3 * 24 * HOUR, 505)); // already started

    const texts: { to: string; body: string }[] = [];
    const mails: MailMessage[] = [];
    const services = {
      sms: () => ({
        kind: 'embedded' as const,
        send: async (to: string, body: string) => {
          texts.push({ to, body });
          return { ok: true as const, id: String(texts.length) };
        },
      }),
      mail: () => async (m: MailMessage) => {
        mails.push(m);
      },
      location: async (id: number) => (id === 7101 ? location : null),
    };
    const config = dealerConfig();
    const runs = await Promise.all([
      remindDue(storage, config, services, now),
      remindDue(storage, config, services, now),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(texts).toEqual([
      {
        to: '+61412345678',
        body: `${config.name}: a reminder of your test drive of the 2022 Toyota Hilux SR5 on Tuesday 8 December at 5:00 am, Riverbend Toyota Sales, 64 Church Street, Parramatta. Ref ${due.id}. To change or cancel, call (02) 9635 1234 and quote ${due.id}.`,
      },
    ]);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      ['sam@example.com', 'Reminder: your test drive, Tuesday 8 December at 5:00 am'],
    ]);
    // Later runs send nothing more for it; the next one falls due when it is a day away.
    expect(await remindDue(storage, config, services, now)).toBe(0);
    expect(await remindDue(storage, config, services, new Date(now.getTime() + 7 * HOUR))).toBe(1);
    expect(texts).toHaveLength(2);
  });
});

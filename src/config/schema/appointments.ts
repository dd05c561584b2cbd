import { z } from 'zod';

import { doc } from './doc.ts';

/** One kind of appointment: how long a slot is and how many can share it. */
const kindSchema = (minutes: number, capacity: number, what: string) =>
  doc(
    z
      .strictObject({
        slotMinutes: doc(
          z.number().int().min(10).max(240).default(minutes),
          'How long one slot is, in minutes; slots follow each other from opening time.',
          minutes,
        ),
        capacity: doc(
          z.number().int().min(1).max(20).default(capacity),
          'How many of these appointments one location takes in the same slot.',
          capacity,
        ),
      })
      .prefault({}),
    what,
    { slotMinutes: minutes, capacity },
  );

/**
 * Appointments a visitor books into a slot: a test drive of a car, a service, an inspection of a
 * trade-in (features/appointments). Slots come from each location's opening hours, special hours
 * and fortnightly Saturday, in the location's own time zone.
 */
export const appointmentsSchema = z.strictObject({
  minNoticeMinutes: doc(
    z
      .number()
      .int()
      .min(0)
      .max(7 * 24 * 60)
      .default(120),
    'How soon the first slot may start, in minutes from now.',
    120,
  ),
  horizonDays: doc(
    z.number().int().min(1).max(60).default(14),
    'How many days ahead slots are offered, today included.',
    14,
  ),
  testDrive: kindSchema(30, 2, 'Test drives, at sales locations. A car is never booked twice.'),
  service: kindSchema(60, 3, 'Services and repairs, at service locations.'),
  inspection: kindSchema(30, 1, 'Inspections of a trade-in, at sales and car-buying locations.'),
});
export type AppointmentSettings = z.infer<typeof appointmentsSchema>;

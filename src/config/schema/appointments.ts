import { z } from 'zod';

import { doc, envVarName, httpsUrl } from './doc.ts';

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
  calendar: doc(
    z
      .strictObject({
        provider: doc(
          z.enum(['none', 'caldav']).default('none'),
          "none: the bookings the site keeps are the whole diary (works offline). caldav: the dealer's CalDAV calendar (RFC 4791) is also read for its busy times (a free-busy REPORT), and a busy time takes every place of the slots it overlaps, at every location.",
          'none',
        ),
        url: doc(
          httpsUrl.optional(),
          "The CalDAV calendar collection's address, where provider is caldav.",
          'https://caldav.example.com/calendars/sales/',
        ),
        usernameEnv: doc(
          envVarName.default('CALDAV_USERNAME'),
          'Name of the env var holding the calendar user name (server-side only).',
          'CALDAV_USERNAME',
        ),
        passwordEnv: doc(
          envVarName.default('CALDAV_PASSWORD'),
          'Name of the env var holding the calendar password or app password (server-side only).',
          'CALDAV_PASSWORD',
        ),
      })
      .superRefine((c, ctx) => {
        if (c.provider === 'caldav' && !c.url)
          ctx.addIssue({
            code: 'custom',
            path: ['url'],
            message: 'Give the CalDAV calendar address where provider is caldav.',
          });
      })
      .prefault({}),
    "The dealer's own calendar, whose busy times no booking may take.",
    { provider: 'none' },
  ),
});
export type AppointmentSettings = z.infer<typeof appointmentsSchema>;

import { and, eq, isNull } from 'drizzle-orm';

import type { DealerConfig } from '~/config/schema/index.ts';
import type { BuiltLocation } from '~/features/car/built-car.ts';
import { bookingWord } from '~/features/leads/booking.ts';
import { toE164 } from '~/features/verification/verification.ts';
import type { Storage } from '~/server/storage/db.server.ts';
import { appointments } from '~/server/storage/schema.ts';
import type { Mailer } from '~/services/mail/mail.ts';
import type { SmsSender } from '~/services/sms/sms.ts';

import { icsFile } from './ics.ts';
import type { Appointment } from './store.server.ts';

/** How the buyer's confirmation is sent: a text to the mobile, and e-mail with the .ics. */
export interface ConfirmServices {
  sms?: () => SmsSender;
  mail?: () => Mailer;
}

/** What a confirmation says of a booking: the car (a test drive's), where, and how to change it. */
export interface Booked {
  booking: Appointment;
  carName: string | null;
  place: { name: string; address: string; phone: string | null };
  timeZone: string;
}

/** A location as the buyer is told of it: its name, street and town, and phone. */
export const placeOf = (l: BuiltLocation) => ({
  name: l.name,
  phone: l.phone,
  address: [l.address.street, l.address.city].filter(Boolean).join(', '),
});

/** 'Monday 7 December at 10:00 am' in the location's zone. */
export function whenText(start: Date, timeZone: string) {
  const day = new Intl.DateTimeFormat('en-AU', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(start);
  const time = new Intl.DateTimeFormat('en-AU', { timeZone, hour: 'numeric', minute: '2-digit' })
    .format(start)
    .replace(/\s/g, ' ');
  return `${day} at ${time}`;
}

/**
 * The texts of a booking's confirmation, or of its reminder the day before, in the dealer's word
 * for it ('test drive', 'viewing').
 */
export function confirmationTexts(
  config: Pick<DealerConfig, 'name' | 'url' | 'vehiclePage'>,
  b: Booked,
  reminder = false,
) {
  const word = bookingWord(config.vehiclePage.testDriveLabel);
  const what = b.carName ? `${word} of the ${b.carName}` : word;
  const when = whenText(b.booking.startsAt, b.timeZone);
  const where = [b.place.name, b.place.address].filter(Boolean).join(', ');
  const change = b.place.phone
    ? `To change or cancel, call ${b.place.phone} and quote ${b.booking.id}.`
    : `To change or cancel, call us and quote ${b.booking.id}.`;
  return {
    sms: reminder
      ? `${config.name}: a reminder of your ${what} on ${when}, ${where}. Ref ${b.booking.id}. ${change}`
      : `${config.name}: your ${what} is booked for ${when}, ${where}. Ref ${b.booking.id}. ${change}`,
    subject: reminder ? `Reminder: your ${word}, ${when}` : `Your ${word} is booked: ${when}`,
    email: [
      `Hello ${b.booking.contact.name ?? ''},`.replace(' ,', ','),
      '',
      reminder ? `A reminder: your ${what} is on ${when}.` : `Your ${what} is booked for ${when}.`,
      `Where: ${where}`,
      `Reference: ${b.booking.id}`,
      '',
      change,
      'The attached file adds it to your calendar.',
      '',
      config.name,
    ].join('\n'),
    ics: icsFile({
      uid: `${b.booking.id}@${new URL(config.url).hostname}`,
      start: b.booking.startsAt,
      end: b.booking.endsAt,
      stamp: b.booking.createdAt,
      summary: `${word.charAt(0).toUpperCase()}${word.slice(1)}${b.carName ? `: ${b.carName}` : ''}`,
      location: where,
      description: `Reference ${b.booking.id}. ${change}`,
    }),
  };
}

/**
 * Sends the buyer's confirmation of a booking once: the booking is claimed first (its
 * `confirmed_at`), so a retry of the request or a second server never sends it twice. A text goes
 * to the mobile and an e-mail with the .ics to the address; a failure is logged (no personal
 * data) and does not undo the booking, which the page has confirmed on screen.
 */
export async function confirmBooking(
  storage: Storage,
  config: Pick<DealerConfig, 'name' | 'url' | 'vehiclePage'>,
  services: ConfirmServices,
  b: Booked,
  now: Date,
): Promise<void> {
  const claimed = await storage.db
    .update(appointments)
    .set({ confirmedAt: now })
    .where(and(eq(appointments.id, b.booking.id), isNull(appointments.confirmedAt)))
    .returning({ id: appointments.id });
  if (claimed.length === 0) return;
  await tellBuyer(config, services, b, false);
}

/** A booking's confirmation or reminder: a text to the mobile, an e-mail with the .ics. */
export async function tellBuyer(
  config: Pick<DealerConfig, 'name' | 'url' | 'vehiclePage'>,
  services: ConfirmServices,
  b: Booked,
  reminder: boolean,
): Promise<void> {
  const what = reminder ? 'reminder' : 'confirmation';
  const t = confirmationTexts(config, b, reminder);
  const { phone, email } = b.booking.contact;
  if (phone && services.sms)
    try {
      const sent = await services.sms().send(toE164(phone), t.sms);
      if (!sent.ok) console.error(`appointments: ${what} text not sent (${sent.reason})`);
    } catch (e) {
      console.error(`appointments: ${what} text not sent (${(e as Error).name})`);
    }
  if (email && services.mail)
    try {
      await services.mail()({
        to: email,
        subject: t.subject,
        text: t.email,
        attachments: [
          { filename: `${b.booking.id}.ics`, content: t.ics, contentType: 'text/calendar' },
        ],
      });
    } catch (e) {
      console.error(`appointments: ${what} e-mail not sent (${(e as Error).name})`);
    }
}

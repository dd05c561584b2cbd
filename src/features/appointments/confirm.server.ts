import { and, eq, isNull } from 'drizzle-orm';

import type { DealerConfig } from '~/config/schema/index.ts';
import type { BuiltLocation } from '~/features/car/built-car.ts';
import { toE164 } from '~/features/verification/verification.ts';
import type { Storage } from '~/server/storage/db.server.ts';
import { appointments } from '~/server/storage/schema.ts';
import type { Mailer } from '~/services/mail/mail.ts';
import type { SmsSender } from '~/services/sms/sms.ts';

import { eventUid, icsFile } from './ics.ts';
import { changeUrl } from './links.server.ts';
import type { Appointment } from './store.server.ts';
import { bookedWhat, kindWord } from './words.ts';

/** How the buyer's confirmation is sent: a text to the mobile, and e-mail with the .ics. */
export interface ConfirmServices {
  sms?: () => SmsSender;
  mail?: () => Mailer;
  /** The site's link key, which signs the link to move or cancel (none: the buyer is told to call). */
  linkSecret?: () => string;
}

/** The signed link to a booking's page, or none where the site has no link key. */
export function linkOf(
  config: Pick<DealerConfig, 'url'>,
  services: ConfirmServices,
  booking: Appointment,
): string | null {
  if (!services.linkSecret) return null;
  try {
    return changeUrl(config.url, services.linkSecret(), booking);
  } catch (e) {
    console.error(`appointments: no link key, so the message says to call (${(e as Error).name})`);
    return null;
  }
}

/** What a confirmation says of a booking: the car (a test drive's), where, and how to change it. */
export interface Booked {
  booking: Appointment;
  carName: string | null;
  place: { name: string; address: string; phone: string | null };
  timeZone: string;
  /** The signed page where the buyer moves or cancels it (none without a link key). */
  link: string | null;
}

/** Why the buyer hears of a booking: it is made, a day away, moved, cancelled by them or by the dealer (withdrawn). */
export type Notice = 'booked' | 'reminder' | 'moved' | 'cancelled' | 'withdrawn';

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

const HEADS: Record<Notice, { sms: string; subject: string; email: string }> = {
  booked: {
    sms: 'your {what} is booked for {when}',
    subject: 'Your {word} is booked: {when}',
    email: 'Your {what} is booked for {when}.',
  },
  reminder: {
    sms: 'a reminder of your {what} on {when}',
    subject: 'Reminder: your {word}, {when}',
    email: 'A reminder: your {what} is on {when}.',
  },
  moved: {
    sms: 'your {what} is moved to {when}',
    subject: 'Your {word} is moved: {when}',
    email: 'Your {what} is moved to {when}.',
  },
  cancelled: {
    sms: 'your {what} on {when} is cancelled, as you asked',
    subject: 'Your {word} is cancelled: {when}',
    email: 'Your {what} on {when} is cancelled, as you asked.',
  },
  withdrawn: {
    sms: 'we have had to cancel your {what} on {when}. We are sorry',
    subject: 'Your {word} is cancelled: {when}',
    email: 'We have had to cancel your {what} on {when}. We are sorry for the trouble.',
  },
};

/**
 * The texts the buyer gets of a booking (its confirmation, reminder, move or cancellation), in
 * the dealer's word for it ('test drive', 'viewing'), with the signed link to move or cancel it
 * while it stands, and its calendar file.
 */
export function confirmationTexts(
  config: Pick<DealerConfig, 'name' | 'url' | 'vehiclePage'>,
  b: Booked,
  notice: Notice = 'booked',
) {
  const word = kindWord(config.vehiclePage.testDriveLabel, b.booking.kind);
  const what = bookedWhat(word, b.booking.kind, b.carName);
  const when = whenText(b.booking.startsAt, b.timeZone);
  const where = [b.place.name, b.place.address].filter(Boolean).join(', ');
  const ref = b.booking.id;
  const fill = (t: string) =>
    t.replace('{what}', what).replace('{word}', word).replace('{when}', when);
  const call = b.place.phone ? `call ${b.place.phone}` : 'call us';
  const cancelled = notice === 'cancelled' || notice === 'withdrawn';
  const change = cancelled
    ? `To book again, ${call}.`
    : b.link
      ? `To move or cancel it, open ${b.link} or ${call} and quote ${ref}.`
      : `To change or cancel, ${call} and quote ${ref}.`;
  const smsChange = cancelled || !b.link ? change : `Move or cancel: ${b.link}`;
  const head = HEADS[notice];
  return {
    sms: `${config.name}: ${fill(head.sms)}${cancelled ? '' : `, ${where}`}. Ref ${ref}. ${smsChange}`,
    subject: fill(head.subject),
    email: [
      `Hello ${b.booking.contact.name ?? ''},`.replace(' ,', ','),
      '',
      fill(head.email),
      `Where: ${where}`,
      `Reference: ${ref}`,
      '',
      change,
      cancelled
        ? 'If you added it to your calendar, the attached file marks it cancelled there, or you can delete it.'
        : 'The attached file adds it to your calendar.',
      '',
      config.name,
    ].join('\n'),
    ics: icsFile({
      uid: eventUid(ref, config.url),
      start: b.booking.startsAt,
      end: b.booking.endsAt,
      stamp: new Date(),
      sequence: b.booking.changes + (cancelled ? 1 : 0),
      cancelled,
      summary: `${word.charAt(0).toUpperCase()}${word.slice(1)}${b.carName ? `: ${b.carName}` : ''}`,
      location: where,
      description: `Reference ${ref}. ${change}`,
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
  await tellBuyer(config, services, b, 'booked');
}

/** What the buyer is told of a booking: a text to the mobile, an e-mail with the .ics. */
export async function tellBuyer(
  config: Pick<DealerConfig, 'name' | 'url' | 'vehiclePage'>,
  services: ConfirmServices,
  b: Booked,
  notice: Notice,
): Promise<void> {
  const what = notice === 'booked' ? 'confirmation' : notice;
  const t = confirmationTexts(config, b, notice);
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

/**
 * One appointment as an iCalendar file (RFC 5545), which every calendar app opens: the buyer's
 * "Add to calendar", and the attachment of the confirmation. Times are UTC instants, so the file
 * needs no time-zone table and the phone shows them in its own zone.
 */
export interface IcsEvent {
  /** Unique and stable for the booking: a change or cancellation names the same event. */
  uid: string;
  start: Date;
  end: Date;
  /** When the file was made. */
  stamp: Date;
  summary: string;
  location: string;
  description: string;
  /** How often the event has changed (moved): a calendar keeps the copy with the highest. */
  sequence?: number;
  /** A cancelled booking's file: the calendar that has it marks it cancelled. */
  cancelled?: boolean;
}

/**
 * A booking's event id: its reference at the dealer site's host (the dealer file's url), the same
 * in the e-mailed file and the one the page makes, so a calendar given both keeps one event.
 */
export const eventUid = (reference: string, siteUrl: string) =>
  `${reference}@${new URL(siteUrl).hostname}`;

/** YYYYMMDDTHHMMSSZ. */
const utc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Text values escape backslash, semicolon, comma and line breaks (RFC 5545 3.3.11). */
const text = (v: string) =>
  v.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets fold: CRLF and a space before each further part (3.1). */
function fold(line: string): string {
  const bytes = new TextEncoder();
  const parts: string[] = [];
  let part = '';
  for (const ch of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (bytes.encode(part + ch).length > limit) {
      parts.push(part);
      part = '';
    }
    part += ch;
  }
  parts.push(part);
  return parts.join('\r\n ');
}

export function icsFile(e: IcsEvent): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Dealer sites//Appointments//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${text(e.uid)}`,
    `SEQUENCE:${e.sequence ?? 0}`,
    `STATUS:${e.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    `DTSTAMP:${utc(e.stamp)}`,
    `DTSTART:${utc(e.start)}`,
    `DTEND:${utc(e.end)}`,
    `SUMMARY:${text(e.summary)}`,
    `LOCATION:${text(e.location)}`,
    `DESCRIPTION:${text(e.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
    .map(fold)
    .join('\r\n')
    .concat('\r\n');
}

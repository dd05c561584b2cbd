import { useEffect, useState } from 'react';

import { buttonClass } from '~/components/button.ts';
import { PhoneLink } from '~/features/phones/PhoneLink.tsx';

import { eventUid, icsFile } from '../ics.ts';
import { slotDays, slotLabels } from './booking.client.ts';
import type { SlotsAnswer, SlotView } from './booking-state.ts';

/**
 * The free times as buttons: the days in one row (as the location's zone has them), then the
 * chosen day's times. The booking picker and the booking's own page (to move it) both show it.
 */
export function SlotPicker(props: {
  answer: SlotsAnswer;
  /** The day shown (YYYY-MM-DD in the location's zone); the first when none. */
  day: string | null;
  onDay: (day: string) => void;
  onPick: (slot: SlotView) => void;
}) {
  const zone = props.answer.time_zone;
  const days = slotDays(props.answer.slots, zone);
  const day = days.find((d) => d.key === props.day) ?? days[0];
  const place = props.answer.location;
  if (!day) return null;
  return (
    <div className="slot-picker">
      {place && (
        <p className="field-hint">
          At {place.name}, {place.address}. Times are local.
        </p>
      )}
      <div className="slot-days" role="group" aria-label="Day">
        {days.map((d) => (
          <button
            key={d.key}
            type="button"
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
            aria-pressed={d.key === day.key}
            onClick={() => props.onDay(d.key)}
          >
            {d.label}
          </button>
        ))}
      </div>
      <div className="slot-times" role="group" aria-label={`Times on ${day.label}`}>
        {day.slots.map((s) => (
          <button
            key={s.start}
            type="button"
            className={buttonClass({ variant: 'secondary' })}
            onClick={() => props.onPick(s)}
          >
            {slotLabels(s.start, zone).time}
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * The day the picker opens on, as it keys days: the day of `near` (a booking being moved) where
 * it has free times, else the first day that has.
 */
export function firstDayOf(a: SlotsAnswer, near?: string) {
  const days = slotDays(a.slots, a.time_zone).map((d) => d.key);
  const own = near ? slotLabels(near, a.time_zone).day : null;
  return own && days.includes(own) ? own : (days[0] ?? null);
}

/**
 * "Add to Calendar": the booking as an .ics file made in the browser. The same UID each time, and
 * the booking's sequence, so a moved booking updates the copy the calendar already has.
 */
export function CalendarLink(props: {
  reference: string;
  start: string;
  end: string;
  summary: string;
  location: string;
  description: string;
  sequence?: number;
  /** The dealer file's url: the event's id is made from it, as the e-mailed file's is. */
  siteUrl: string;
}) {
  const [href, setHref] = useState<string | null>(null);
  const { reference, start, end, summary, location: where, description, sequence, siteUrl } = props;
  useEffect(() => {
    const file = icsFile({
      uid: eventUid(reference, siteUrl),
      start: new Date(start),
      end: new Date(end),
      stamp: new Date(),
      summary,
      location: where,
      description,
      sequence: sequence ?? 0,
    });
    const url = URL.createObjectURL(new Blob([file], { type: 'text/calendar' }));
    setHref(url);
    return () => URL.revokeObjectURL(url);
  }, [reference, start, end, summary, where, description, sequence, siteUrl]);
  if (!href) return null;
  return (
    <p>
      <a
        className={buttonClass({ variant: 'secondary' })}
        href={href}
        download={`${reference}.ics`}
      >
        Add to Calendar
      </a>
    </p>
  );
}

/** 'test drive' → 'Test drive'. */
export const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** No free time to offer: why, and a message to the dealer instead. */
export function NoTimes(props: {
  /** The car (or place) can no longer be booked at all. */
  unavailable: boolean;
  /** What cannot be booked: the dealer's noun for a car, or 'place'. */
  what: string;
  phone: string | null;
  enquireHref: string;
}) {
  return (
    <div>
      <p>
        {props.unavailable
          ? `Sorry, this ${props.what} can no longer be booked.`
          : `No times are free in the next two weeks.`}{' '}
        {props.phone ? (
          <>
            Call us on <PhoneLink phone={props.phone} />, or send
          </>
        ) : (
          'Send'
        )}{' '}
        us a message and we will find a time.
      </p>
      <p>
        <a
          className={buttonClass({ variant: 'secondary' })}
          href={props.enquireHref}
          onClick={(e) => e.currentTarget.closest('dialog')?.close()}
        >
          Send a Message
        </a>
      </p>
    </div>
  );
}

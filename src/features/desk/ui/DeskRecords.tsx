import { formatAud } from '~/features/car/pricing.ts';

import {
  DEPOSIT_WORDS,
  type DeskActionName,
  type DeskBooking,
  type DeskReservation,
  timeLeft,
} from '../desk-state.ts';
import { type DaySection, type DayTools, plural } from './day-tools.ts';
import { css } from './styles.ts';

/** Reservations and online orders: the open ones with their actions, then those ended lately. */
export function reservationsSection(reservations: DeskReservation[], t: DayTools): DaySection {
  const open = reservations.filter((r) => r.state === 'pending_payment' || r.state === 'held');
  const ended = reservations.filter((r) => !open.includes(r));
  const card = (r: DeskReservation) => (
    <li key={r.id} className="card-panel" data-reservation={r.id}>
      <p style={css.head}>
        <strong>{r.car.name}</strong> <span style={css.tag}>{r.state_label}</span>
      </p>
      <p style={css.line}>
        {r.kind === 'reserve' ? 'Reserved' : 'Bought online'} by {r.buyer.name},{' '}
        <a href={`tel:${r.buyer.phone}`}>{r.buyer.phone}</a>
      </p>
      <p style={css.line}>
        Deposit {formatAud(r.deposit_cents / 100)}:{' '}
        {DEPOSIT_WORDS[r.payment_status] ?? r.payment_status}
        {r.state === 'held' && r.hold_until && (
          <>
            {' '}
            · held until {t.at(r.hold_until)}, <strong>{timeLeft(r.hold_until, t.now)}</strong>
            {r.extended_at && ' (extended once)'}
          </>
        )}
        {r.ended_at && <> · ended {t.at(r.ended_at)}</>}
      </p>
      {r.state === 'held' &&
        t.actions(
          r.id,
          r.car.name,
          r.extend_hours ? ['convert', 'release', 'extend'] : ['convert', 'release'],
        )}
      {r.state === 'held' && r.extend_hours && !t.pending && (
        <p style={css.small}>Extend adds {plural(r.extend_hours, 'hour')}, once.</p>
      )}
    </li>
  );
  return {
    key: 'holds',
    title: 'Reservations and online orders',
    count: open.length,
    body: (
      <>
        {open.length === 0 ? (
          <p>No {t.noun} is reserved or awaiting payment.</p>
        ) : (
          <ul style={css.list}>{open.map(card)}</ul>
        )}
        {ended.length > 0 && (
          <>
            <h4>Ended in the last 7 days</h4>
            <ul style={css.list}>{ended.map(card)}</ul>
          </>
        )}
      </>
    ),
  };
}

/** A kind of booking by day (today, tomorrow), with the actions the time allows. */
export function bookingsSection(
  key: string,
  title: string,
  list: DeskBooking[],
  empty: string,
  t: DayTools,
): DaySection {
  const now = t.now.getTime();
  const card = (b: DeskBooking) => {
    const start = new Date(b.starts_at).getTime();
    const live = b.state === 'booked' && !b.attendance;
    const can: DeskActionName[] = !live
      ? []
      : [
          ...(start - 60 * 60_000 <= now ? (['arrived'] as const) : []),
          ...(start <= now ? (['no-show'] as const) : []),
          ...(start > now ? (['cancel'] as const) : []),
        ];
    const status =
      b.state === 'cancelled'
        ? b.cancelled_by === 'dealer'
          ? 'Cancelled by us'
          : 'Cancelled by the buyer'
        : b.attendance === 'arrived'
          ? 'Arrived'
          : b.attendance === 'no-show'
            ? 'No-show'
            : 'Booked';
    const what = b.vehicle ?? b.service;
    const name = `${b.buyer.name || 'the buyer'}’s ${b.kind_word}`;
    return (
      <li key={b.id} className="card-panel" data-booking={b.id}>
        <p style={css.head}>
          <strong>
            {t.time(b.starts_at)}–{t.time(b.ends_at)}
          </strong>{' '}
          <span style={css.tag}>{status}</span>
        </p>
        <p style={css.line}>
          {b.kind_word.charAt(0).toUpperCase() + b.kind_word.slice(1)}
          {what ? `: ${what}` : ''}
          {b.location ? ` · ${b.location}` : ''}
        </p>
        <p style={css.line}>
          {b.buyer.name}
          {b.buyer.phone && (
            <>
              , <a href={`tel:${b.buyer.phone}`}>{b.buyer.phone}</a>
            </>
          )}{' '}
          · ref {b.id}
        </p>
        {t.actions(b.id, name, can)}
      </li>
    );
  };
  const today = list.filter((b) => b.day === 'today');
  const tomorrow = list.filter((b) => b.day === 'tomorrow');
  const body = (
    <>
      <h4>Today</h4>
      {today.length ? <ul style={css.list}>{today.map(card)}</ul> : <p>{empty}</p>}
      <h4>Tomorrow</h4>
      {tomorrow.length ? <ul style={css.list}>{tomorrow.map(card)}</ul> : <p>{empty}</p>}
    </>
  );
  return { key, title, count: list.filter((b) => b.state === 'booked').length, body };
}

import { buttonClass } from '~/components/button.ts';
import { formatAud } from '~/features/car/pricing.ts';

import {
  DEPOSIT_WORDS,
  DESK_ACTIONS,
  type DeskActionName,
  type DeskBooking,
  type DeskHold,
  type DeskLead,
  type DeskReport,
  type DeskReservation,
  type DeskState,
  timeLeft,
} from '../desk-state.ts';
import { css } from './styles.ts';

type DayState = Extract<DeskState, { kind: 'day' }>;

export interface DayProps {
  state: DayState;
  now: Date;
  timeZone: string;
  /** What the dealer sells, lower case: 'car', 'caravan'; and its plural. */
  noun: string;
  nounPlural: string;
  /** The dealer's word for a test drive: 'test drive', 'viewing'. */
  testDriveWord: string;
  /** An action's button pressed: asked first where it has a question, else done. */
  onPress: (id: string, action: DeskActionName, name: string) => void;
  /** The question answered yes. */
  onConfirm: (id: string, action: DeskActionName, name: string) => void;
  onCancel: () => void;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The day's work, one section per part of the desk the member's role covers. */
export function Day(props: DayProps) {
  const { day } = props.state;
  const when = (iso: string, opts: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-AU', { ...opts, timeZone: props.timeZone }).format(new Date(iso));
  const at = (iso: string) =>
    when(iso, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
    });
  const time = (iso: string) => when(iso, { hour: 'numeric', minute: '2-digit' });

  /** A record's buttons, or its question and the answer buttons while it is asked. */
  const actions = (recordId: string, name: string, names: DeskActionName[]) => {
    const { pending } = props.state;
    const asked = pending?.id === recordId ? pending : null;
    if (asked && DESK_ACTIONS[asked.action].question)
      return (
        <div style={css.confirm} role="group" aria-label="Confirm">
          <p>{DESK_ACTIONS[asked.action].question!(name, props.noun)}</p>
          <p style={css.actions}>
            <button
              type="button"
              className={buttonClass({ variant: 'primary' })}
              disabled={asked.busy}
              onClick={() => props.onConfirm(recordId, asked.action, name)}
            >
              {asked.busy ? 'Working…' : `Yes, ${DESK_ACTIONS[asked.action].button}`}
            </button>
            <button
              type="button"
              className={buttonClass({ variant: 'secondary' })}
              disabled={asked.busy}
              onClick={props.onCancel}
            >
              Cancel
            </button>
          </p>
        </div>
      );
    if (!names.length) return null;
    return (
      <p style={css.actions}>
        {names.map((action, i) => (
          <button
            key={action}
            type="button"
            className={buttonClass({ variant: i === 0 ? 'primary' : 'secondary' })}
            disabled={Boolean(pending?.busy)}
            onClick={() => props.onPress(recordId, action, name)}
          >
            {asked?.action === action && asked.busy ? 'Working…' : DESK_ACTIONS[action].button}
          </button>
        ))}
      </p>
    );
  };

  const sections: { key: string; title: string; count: number; body: React.ReactNode }[] = [];

  if (day.reservations) {
    const open = day.reservations.filter(
      (r) => r.state === 'pending_payment' || r.state === 'held',
    );
    const ended = day.reservations.filter((r) => !open.includes(r));
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
              · held until {at(r.hold_until)}, <strong>{timeLeft(r.hold_until, props.now)}</strong>
              {r.extended_at && ' (extended once)'}
            </>
          )}
          {r.ended_at && <> · ended {at(r.ended_at)}</>}
        </p>
        {r.state === 'held' &&
          actions(
            r.id,
            r.car.name,
            r.extend_hours ? ['convert', 'release', 'extend'] : ['convert', 'release'],
          )}
        {r.state === 'held' && r.extend_hours && !props.state.pending && (
          <p style={css.small}>Extend adds {plural(r.extend_hours, 'hour')}, once.</p>
        )}
      </li>
    );
    sections.push({
      key: 'holds',
      title: 'Reservations and online orders',
      count: open.length,
      body: (
        <>
          {open.length === 0 ? (
            <p>No {props.noun} is reserved or awaiting payment.</p>
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
    });
  }

  const bookings = (list: DeskBooking[], empty: string) => {
    const now = props.now.getTime();
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
              {time(b.starts_at)}–{time(b.ends_at)}
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
          {actions(b.id, name, can)}
        </li>
      );
    };
    const today = list.filter((b) => b.day === 'today');
    const tomorrow = list.filter((b) => b.day === 'tomorrow');
    return (
      <>
        <h4>Today</h4>
        {today.length ? <ul style={css.list}>{today.map(card)}</ul> : <p>{empty}</p>}
        <h4>Tomorrow</h4>
        {tomorrow.length ? <ul style={css.list}>{tomorrow.map(card)}</ul> : <p>{empty}</p>}
      </>
    );
  };
  const live = (list: DeskBooking[]) => list.filter((b) => b.state === 'booked').length;
  if (day['test-drives'])
    sections.push({
      key: 'drives',
      title: `${props.testDriveWord.charAt(0).toUpperCase()}${props.testDriveWord.slice(1)}s and inspections`,
      count: live(day['test-drives']),
      body: bookings(day['test-drives'], 'Nothing booked.'),
    });
  if (day.service)
    sections.push({
      key: 'service',
      title: 'Service bookings',
      count: live(day.service),
      body: bookings(day.service, 'No services booked.'),
    });

  if (day.leads) {
    const attention = (l: DeskLead) =>
      l.deliveries.some((d) => d.state === 'failed' || d.state === 'retrying');
    const stuck = day.leads.filter(attention);
    const delivery = (d: DeskLead['deliveries'][number]) => {
      switch (d.state) {
        case 'delivered':
          return `delivered${d.delivered_at ? ` ${at(d.delivered_at)}` : ''}`;
        case 'sending':
          return 'on its way';
        case 'retrying':
          return `not delivered yet: ${plural(d.attempts, 'try', 'tries')} so far, next at ${d.next_attempt_at ? at(d.next_attempt_at) : 'once due'}`;
        case 'failed':
          return `failed after ${plural(d.attempts, 'try', 'tries')}`;
      }
    };
    const card = (l: DeskLead) => (
      <li key={l.id} className="card-panel" data-lead={l.id}>
        <p style={css.head}>
          <strong>{l.name || 'No name given'}</strong>{' '}
          <span style={css.tag}>
            {l.category}
            {l.subcategory ? `: ${l.subcategory}` : ''}
          </span>
        </p>
        <p style={css.line}>
          Ref {l.reference} · {at(l.created_at)}
          {l.vehicle ? ` · ${l.vehicle}` : ''}
        </p>
        <p style={css.line}>
          {l.phone && <a href={`tel:${l.phone}`}>{l.phone}</a>}
          {l.phone && l.email && ' · '}
          {l.email && <a href={`mailto:${l.email}`}>{l.email}</a>}
        </p>
        <ul style={{ ...css.line, paddingLeft: '1.25rem' }}>
          {l.deliveries.map((d) => (
            <li
              key={d.destination}
              style={d.state === 'failed' || d.state === 'retrying' ? css.bad : undefined}
            >
              {d.destination_label}: {delivery(d)}
              {d.last_error && <span style={css.small}> ({d.last_error})</span>}
            </li>
          ))}
        </ul>
        {attention(l) && actions(l.id, l.reference, ['resend'])}
      </li>
    );
    sections.push({
      key: 'leads',
      title: 'Leads of the last 7 days',
      count: day.leads.length,
      body: (
        <>
          {stuck.length > 0 ? (
            <>
              <h4>Not delivered</h4>
              <ul style={css.list}>{stuck.map(card)}</ul>
            </>
          ) : (
            day.leads.length > 0 && <p>Every lead has been delivered or is on its way.</p>
          )}
          {day.leads.length > stuck.length ? (
            <details>
              <summary className="link-button" style={css.jumpLink}>
                {stuck.length
                  ? `Show the other ${plural(day.leads.length - stuck.length, 'lead')}`
                  : `Show all ${plural(day.leads.length, 'lead')}`}
              </summary>
              <ul style={css.list}>{day.leads.filter((l) => !attention(l)).map(card)}</ul>
            </details>
          ) : (
            day.leads.length === 0 && <p>No leads in the last 7 days.</p>
          )}
        </>
      ),
    });
  }

  if (day.feeds) {
    const report = (r: DeskReport, would: boolean) => (
      <>
        <p style={css.line}>
          {plural(r.received, 'record')} received: {r.accepted} accepted, {r.left_out} left out.{' '}
          {would
            ? `Applied, it would add ${r.added}, change ${r.changed} and take`
            : `It added ${r.added}, changed ${r.changed} and took`}{' '}
          {plural(r.sold, props.noun, props.nounPlural)} off the site
          {r.sold_stock_numbers.length > 0 &&
            ` (stock numbers ${r.sold_stock_numbers.join(', ')}${r.sold > r.sold_stock_numbers.length ? ', …' : ''})`}
          ; {plural(r.price_change_count, 'price change')}.
        </p>
        {r.price_changes.length > 0 && (
          <p style={{ ...css.line, ...css.small }}>
            Prices:{' '}
            {r.price_changes
              .map((p) => `${p.stocknum} ${formatAud(p.before)} → ${formatAud(p.after)}`)
              .join('; ')}
            {r.price_change_count > r.price_changes.length &&
              ` and ${r.price_change_count - r.price_changes.length} more`}
          </p>
        )}
        {r.problems.length > 0 && (
          <ul style={{ ...css.line, ...css.small, paddingLeft: '1.25rem' }}>
            {r.problems.map((p) => (
              <li key={`${p.record}-${p.field}`}>
                {p.record}: {p.field}: {p.message}
              </li>
            ))}
            {r.problem_count > r.problems.length && (
              <li>and {r.problem_count - r.problems.length} more</li>
            )}
          </ul>
        )}
      </>
    );
    const hold = (h: DeskHold) => (
      <li key={h.id} className="card-panel" data-hold={h.id}>
        <p style={css.head}>
          <strong>Feed held {at(h.held_at)}</strong>{' '}
          <span style={css.tag}>
            {h.state === 'held'
              ? 'Waiting for you'
              : h.state === 'applied'
                ? 'Applied'
                : 'Rejected'}
          </span>
        </p>
        <p style={css.line}>From {h.source}. Held because:</p>
        <ul style={{ ...css.line, paddingLeft: '1.25rem' }}>
          {h.reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
        {report(h.report, h.state === 'held')}
        {h.state === 'held' && actions(h.id, 'this feed', ['apply', 'reject'])}
      </li>
    );
    const waiting = day.feeds.holds.filter((h) => h.state === 'held');
    sections.push({
      key: 'feeds',
      title: 'Stock feeds',
      count: waiting.length,
      body: (
        <>
          {day.feeds.holds.length ? (
            <ul style={css.list}>{day.feeds.holds.map(hold)}</ul>
          ) : (
            <p>No feed is held: every delivery was applied.</p>
          )}
          {day.feeds.imports.length > 0 && (
            <details>
              <summary className="link-button" style={css.jumpLink}>
                {day.feeds.imports.length === 1
                  ? 'Show the last import'
                  : `Show the last ${day.feeds.imports.length} imports`}
              </summary>
              <ul style={css.list}>
                {day.feeds.imports.map((i) => (
                  <li key={i.id} className="card-panel">
                    <p style={css.head}>
                      <strong>{at(i.imported_at)}</strong> <span style={css.small}>{i.source}</span>
                    </p>
                    {report(i.report, false)}
                  </li>
                ))}
              </ul>
            </details>
          )}
        </>
      ),
    });
  }

  if (day.alerts) {
    const { subscribers: s, watched } = day.alerts;
    sections.push({
      key: 'alerts',
      title: 'Stock alerts and watchlists',
      count: s.total,
      body: (
        <>
          <ul style={css.counts}>
            <li className="card-panel">
              <strong>{s.total}</strong> live stock {s.total === 1 ? 'alert' : 'alerts'}
            </li>
            <li className="card-panel">
              <strong>{s.email}</strong> by e-mail
            </li>
            <li className="card-panel">
              <strong>{s.sms}</strong> by text
            </li>
            <li className="card-panel">
              <strong>{s.awaiting_confirmation}</strong> awaiting confirmation
            </li>
          </ul>
          <h4>Most-watched {props.nounPlural}</h4>
          {watched.length ? (
            <ol>
              {watched.map((w) => (
                <li key={w.car_id}>
                  {w.slug ? (
                    <a href={`/cars/${w.slug}`}>{w.name}</a>
                  ) : (
                    `${props.noun} ${w.car_id} (no longer listed)`
                  )}
                  : {plural(w.watchers, 'buyer')}
                </li>
              ))}
            </ol>
          ) : (
            <p>No signed-in buyer has saved a {props.noun} yet.</p>
          )}
        </>
      ),
    });
  }

  return (
    <>
      {sections.length > 1 && (
        <nav aria-label="Desk sections">
          <ul style={css.jump}>
            {sections.map((s) => (
              <li key={s.key}>
                <a style={css.jumpLink} href={`#desk-${s.key}`}>
                  {s.title} ({s.count})
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {sections.map((s) => (
        <section key={s.key} aria-labelledby={`desk-${s.key}`}>
          <h3 id={`desk-${s.key}`}>{s.title}</h3>
          {s.body}
        </section>
      ))}
    </>
  );
}

import { buttonClass } from '~/components/button.ts';

import { DESK_ACTIONS, type DeskActionName, type DeskState } from '../desk-state.ts';
import type { DaySection, DayTools } from './day-tools.ts';
import { leadsSection } from './DeskLeads.tsx';
import { bookingsSection, reservationsSection } from './DeskRecords.tsx';
import { alertsSection, feedsSection } from './DeskStock.tsx';
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

  const t: DayTools = {
    at,
    time,
    actions,
    pending: Boolean(props.state.pending),
    now: props.now,
    noun: props.noun,
    nounPlural: props.nounPlural,
    testDriveWord: props.testDriveWord,
  };
  const word = props.testDriveWord;
  const sections = [
    day.reservations && reservationsSection(day.reservations, t),
    day['test-drives'] &&
      bookingsSection(
        'drives',
        `${word.charAt(0).toUpperCase()}${word.slice(1)}s and inspections`,
        day['test-drives'],
        'Nothing booked.',
        t,
      ),
    day.service &&
      bookingsSection('service', 'Service bookings', day.service, 'No services booked.', t),
    day.leads && leadsSection(day.leads, t),
    day.feeds && feedsSection(day.feeds, t),
    day.alerts && alertsSection(day.alerts, t),
  ].filter((s): s is DaySection => Boolean(s));

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

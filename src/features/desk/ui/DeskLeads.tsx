import type { DeskLead } from '../desk-state.ts';
import { type DaySection, type DayTools, plural } from './day-tools.ts';
import { css } from './styles.ts';

/** Leads of the last 7 days: those not delivered first, with a resend. */
export function leadsSection(leads: DeskLead[], t: DayTools): DaySection {
  const attention = (l: DeskLead) =>
    l.deliveries.some((d) => d.state === 'failed' || d.state === 'retrying');
  const stuck = leads.filter(attention);
  const delivery = (d: DeskLead['deliveries'][number]) => {
    switch (d.state) {
      case 'delivered':
        return `delivered${d.delivered_at ? ` ${t.at(d.delivered_at)}` : ''}`;
      case 'sending':
        return 'on its way';
      case 'retrying':
        return `not delivered yet: ${plural(d.attempts, 'try', 'tries')} so far, next at ${d.next_attempt_at ? t.at(d.next_attempt_at) : 'once due'}`;
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
        Ref {l.reference} · {t.at(l.created_at)}
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
      {attention(l) && t.actions(l.id, l.reference, ['resend'])}
    </li>
  );
  return {
    key: 'leads',
    title: 'Leads of the last 7 days',
    count: leads.length,
    body: (
      <>
        {stuck.length > 0 ? (
          <>
            <h4>Not delivered</h4>
            <ul style={css.list}>{stuck.map(card)}</ul>
          </>
        ) : (
          leads.length > 0 && <p>Every lead has been delivered or is on its way.</p>
        )}
        {leads.length > stuck.length ? (
          <details>
            <summary className="link-button" style={css.jumpLink}>
              {stuck.length
                ? `Show the other ${plural(leads.length - stuck.length, 'lead')}`
                : `Show all ${plural(leads.length, 'lead')}`}
            </summary>
            <ul style={css.list}>{leads.filter((l) => !attention(l)).map(card)}</ul>
          </details>
        ) : (
          leads.length === 0 && <p>No leads in the last 7 days.</p>
        )}
      </>
    ),
  };
}

import { formatAud } from '~/features/car/pricing.ts';

import type { DeskDay, DeskHold, DeskReport } from '../desk-state.ts';
import { type DaySection, type DayTools, plural } from './day-tools.ts';
import { css } from './styles.ts';

/** Stock feeds: held deliveries with their reasons and report, then the last imports. */
export function feedsSection(feeds: NonNullable<DeskDay['feeds']>, t: DayTools): DaySection {
  const report = (r: DeskReport, would: boolean) => (
    <>
      <p style={css.line}>
        {plural(r.received, 'record')} received: {r.accepted} accepted, {r.left_out} left out.{' '}
        {would
          ? `Applied, it would add ${r.added}, change ${r.changed} and take`
          : `It added ${r.added}, changed ${r.changed} and took`}{' '}
        {plural(r.sold, t.noun, t.nounPlural)} off the site
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
        <strong>Feed held {t.at(h.held_at)}</strong>{' '}
        <span style={css.tag}>
          {h.state === 'held' ? 'Waiting for you' : h.state === 'applied' ? 'Applied' : 'Rejected'}
        </span>
      </p>
      <p style={css.line}>From {h.source}. Held because:</p>
      <ul style={{ ...css.line, paddingLeft: '1.25rem' }}>
        {h.reasons.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      {report(h.report, h.state === 'held')}
      {h.state === 'held' && t.actions(h.id, 'this feed', ['apply', 'reject'])}
    </li>
  );
  const waiting = feeds.holds.filter((h) => h.state === 'held');
  return {
    key: 'feeds',
    title: 'Stock feeds',
    count: waiting.length,
    body: (
      <>
        {feeds.holds.length ? (
          <ul style={css.list}>{feeds.holds.map(hold)}</ul>
        ) : (
          <p>No feed is held: every delivery was applied.</p>
        )}
        {feeds.imports.length > 0 && (
          <details>
            <summary className="link-button" style={css.jumpLink}>
              {feeds.imports.length === 1
                ? 'Show the last import'
                : `Show the last ${feeds.imports.length} imports`}
            </summary>
            <ul style={css.list}>
              {feeds.imports.map((i) => (
                <li key={i.id} className="card-panel">
                  <p style={css.head}>
                    <strong>{t.at(i.imported_at)}</strong> <span style={css.small}>{i.source}</span>
                  </p>
                  {report(i.report, false)}
                </li>
              ))}
            </ul>
          </details>
        )}
      </>
    ),
  };
}

/** Stock alerts and watchlists: subscriber counts and the most-watched stock. */
export function alertsSection(alerts: NonNullable<DeskDay['alerts']>, t: DayTools): DaySection {
  const { subscribers: s, watched } = alerts;
  return {
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
        <h4>Most-watched {t.nounPlural}</h4>
        {watched.length ? (
          <ol>
            {watched.map((w) => (
              <li key={w.car_id}>
                {w.slug ? (
                  <a href={`/cars/${w.slug}`}>{w.name}</a>
                ) : (
                  `${t.noun} ${w.car_id} (no longer listed)`
                )}
                : {plural(w.watchers, 'buyer')}
              </li>
            ))}
          </ol>
        ) : (
          <p>No signed-in buyer has saved a {t.noun} yet.</p>
        )}
      </>
    ),
  };
}

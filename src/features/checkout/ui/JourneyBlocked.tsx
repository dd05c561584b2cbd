import { buttonClass } from '~/components/button.ts';
import { RESERVE_MESSAGES as R } from '~/features/checkout/reserve/terms.ts';

import type { Blocked } from './journey-state.ts';

/** Where a journey stops: the car was taken (similar cars, a notice), or this one has ended. */
export default function JourneyBlocked(p: {
  blocked: Blocked;
  carSlug: string;
  /** What the dealer sells, lower case ('car', 'caravan'). */
  noun: string;
  onStartAgain: () => void;
}) {
  if (p.blocked.kind === 'taken')
    return (
      <div className="checkout-blocked" role="alert">
        <h2>{R.taken}</h2>
        <p>Someone paid a deposit on it a moment ago. Nothing has been charged to you.</p>
        <p className="done-actions">
          <a className={buttonClass({ variant: 'primary' })} href={p.blocked.similarUrl}>
            Find Me Something Similar
          </a>
          <a href={`/cars/${p.carSlug}#notify`}>Notify me if it becomes available</a>
        </p>
      </div>
    );
  return (
    <div className="checkout-blocked">
      <h2>{p.blocked.message}</h2>
      <p className="done-actions">
        <button
          type="button"
          className={buttonClass({ variant: 'secondary' })}
          onClick={p.onStartAgain}
        >
          Start again
        </button>
        <a href={`/cars/${p.carSlug}`}>Back to the {p.noun}</a>
      </p>
    </div>
  );
}

import { buttonClass } from '~/components/button.ts';
import { formatAud as aud } from '~/features/car/pricing.ts';
import { answerPairs, NO_FIGURE_REASON } from '~/services/valuer/describe.ts';
import type { ConditionAnswers } from '~/services/valuer/valuer.ts';

import { longDate } from '../accepted.ts';
import type { WizardResult } from '../wizard-state.ts';

export interface EstimateViewProps {
  sell: boolean;
  /** What the dealer's stock is called, lower case, one and many. */
  noun: string;
  nounPlural: string;
  dealerName: string;
  vehicle: string;
  kms: number;
  answers: Partial<ConditionAnswers>;
  result: WizardResult;
  accepted: boolean | null;
  busy: boolean;
  onAnswer: (accepted: boolean) => void;
  /** The lead's reference, read out (formatReference), once the details have reached the dealer. */
  reference: string | null;
  /** Where an accepted trade-in goes next (the car it is toward, or finance and stock). */
  next: { href: string; label: string }[];
}

const Reference = ({ value }: { value: string | null }) =>
  value ? (
    <p className="estimate-reference">
      Your reference is <strong>{value}</strong>. Quote it if you call us.
    </p>
  ) : null;

/**
 * Step 4: the estimate a person can trust: one figure and its range, the date it holds until,
 * what it assumes, how it was made, and that a free inspection confirms it. Or, with no online
 * figure, why not and that a valuer will call. The visitor accepts or declines.
 */
export default function EstimateView(props: EstimateViewProps) {
  const { result } = props;
  const what = props.sell ? 'offer' : 'estimate';
  if (result.kind !== 'estimate')
    return (
      <div className="estimate estimate-none">
        <p className="estimate-lead">
          {result.kind === 'no-figure'
            ? `We can't give an online figure for a ${props.noun} ${NO_FIGURE_REASON[result.reason]}.`
            : "We couldn't work out an online figure just now."}
        </p>
        <p>
          We have your details and your {props.vehicle}. A valuer from {props.dealerName} will call
          you to arrange a free inspection and give you a firm price.
        </p>
        <Reference value={props.reference} />
      </div>
    );
  const e = result.estimate;
  const answered = answerPairs(props.answers);
  return (
    <div className="estimate">
      <p className="estimate-label">
        {props.sell
          ? `Our offer for your ${props.vehicle}`
          : `Trade-in estimate for your ${props.vehicle}`}
      </p>
      <p className="estimate-figure">{aud(e.figure)}</p>
      {!props.sell && (
        <p className="estimate-range">
          Likely range {aud(e.low)} to {aud(e.high)}
        </p>
      )}
      <p className="estimate-valid">Valid until {longDate(result.valid_until)}</p>
      <dl className="estimate-basis">
        <div>
          <dt>How we worked it out</dt>
          <dd>
            Based on {e.comparables} comparable {props.nounPlural} advertised in {e.region} in the
            30 days to {longDate(e.marketTo)}, less reconditioning and our costs.
          </dd>
        </div>
        <div>
          <dt>What it assumes</dt>
          <dd>
            <ul className="assumed">
              <li>{props.kms.toLocaleString('en-AU')} km</li>
              {answered.map(([q, a]) => (
                <li key={q}>
                  {q}: {a}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>What happens next</dt>
          <dd>
            A free inspection at {props.dealerName} confirms the figure. If the {props.noun} matches
            your answers, the {what} stands until it expires.
          </dd>
        </div>
      </dl>
      <Reference value={props.reference} />
      {props.accepted === null ? (
        <div className="step-actions estimate-actions">
          <button
            type="button"
            className={buttonClass({ variant: 'ghost' })}
            disabled={props.busy}
            onClick={() => props.onAnswer(false)}
          >
            No thanks
          </button>
          <button
            type="button"
            className={buttonClass()}
            disabled={props.busy}
            onClick={() => props.onAnswer(true)}
          >
            {props.busy ? (
              <>
                <span className="spinner" aria-hidden="true" /> Sending…
              </>
            ) : (
              `Accept this ${what}`
            )}
          </button>
        </div>
      ) : (
        <div className="estimate-answered" role="status">
          <p>
            {props.accepted
              ? `Thanks. We've told ${props.dealerName} you accept this ${what}; they'll be in touch to book the inspection.`
              : `No problem. We've told ${props.dealerName}, and they may call you about it.`}
          </p>
          {props.accepted && props.next.length > 0 && (
            <p className="estimate-next">
              {props.next.map((n, i) => (
                <a
                  key={n.href}
                  className={buttonClass({ variant: i === 0 ? 'primary' : 'secondary' })}
                  href={n.href}
                >
                  {n.label}
                </a>
              ))}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

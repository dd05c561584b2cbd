import { useEffect, useId, useRef, useState } from 'react';

import { buttonClass } from '~/components/button.ts';
import StepHead from '~/components/StepHead.tsx';
import type { PreApprovalProps } from '~/features/finance/ui/PreApproval.tsx';
import { formatAud } from '~/features/inventory/pricing.ts';
import { prefillFrom as rememberedFields } from '~/features/leads/form-data.ts';
import { PREFILL_KEY } from '~/features/leads/storage-keys.ts';
import { savedPrefill } from '~/features/leads/submit.client.ts';
import { liveSet } from '~/features/reserve/live.client.ts';
import {
  depositTerms,
  formatCents,
  RESERVE_MESSAGES as R,
  type TermsInput,
  toCents,
} from '~/features/reserve/terms.ts';
import { type AcceptedTradeIn, storedTradeIn } from '~/features/trade-in/accepted.ts';
import { CHECKOUT_RETURN_KEY } from '~/features/trade-in/checkout-return.ts';

import { orderFigures } from '../order.ts';
import type { ReservationAnswer } from '../view.ts';
import {
  type ContactDetails,
  forgetJourney,
  loadJourney,
  reservationStatus,
  type SavedJourney,
  saveJourney,
  startReservation,
} from './checkout.client.ts';
import Confirmation from './Confirmation.tsx';
import ContactStep from './ContactStep.tsx';
import { Alert } from './fields.tsx';
import {
  FulfilmentStep,
  PaymentMethodStep,
  type PickUpLocation,
  TradeInStep,
} from './OrderSteps.tsx';
import PayStep from './PayStep.tsx';

export interface CheckoutProps {
  kind: 'reserve' | 'buy-online';
  car: {
    id: number;
    slug: string;
    name: string;
    priceAmount: number;
    /** What the price is ('Drive Away'), as the car's page says. */
    priceLabel: string | null;
    locationId: number | null;
  };
  terms: Omit<TermsInput, 'kind'>;
  dealerName: string;
  phone: string | null;
  /** The browser's storage key of the signed-in user (phone, first name). */
  accountKey: string | null;
  similarUrl: string;
  buyOnline: {
    locations: PickUpLocation[];
    deliveryFee: number | null;
    preApproval: Omit<PreApprovalProps, 'onApplied'> | null;
  } | null;
}

/** The steps: short labels for the bar (six fit a phone), and each step's heading. */
const RESERVE_STEPS = ['Your details', 'Pay deposit', 'Reserved'];
const BUY_STEPS = ['Trade-in', 'Payment', 'Pick-up', 'Details', 'Deposit', 'Done'];
const BUY_TITLES = [
  'Your trade-in',
  'Finance or pay in full',
  'Pick-up or delivery',
  'Your details',
  'Pay the deposit',
  'Order placed',
];

type Blocked =
  | { kind: 'taken'; similarUrl: string }
  | { kind: 'ended'; answer: ReservationAnswer | null; message: string };

/**
 * Reserve a car with a refundable deposit, or buy it online. One island, steps with
 * progress; what the buyer chose is kept in this tab (a reload resumes, Back keeps answers); the
 * server holds the car the moment the buyer's details are sent, and the deposit pays for the hold.
 */
export default function CheckoutJourney(props: CheckoutProps) {
  const id = useId();
  const buying = props.kind === 'buy-online';
  const labels = buying ? BUY_STEPS : RESERVE_STEPS;
  const detailsStep = buying ? 3 : 0;
  const payStep = detailsStep + 1;
  const [journey, setJourney] = useState<SavedJourney>(() => ({
    step: 0,
    key: '',
    details: null,
    order: {},
    answer: null,
  }));
  const [alert, setAlert] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [blocked, setBlocked] = useState<Blocked | null>(null);
  const [tradeIn, setTradeIn] = useState<AcceptedTradeIn | null>(null);
  const [signedIn, setSignedIn] = useState<{ phone: string; first_name?: string } | null>(null);
  const [account, setAccount] = useState<AccountUser | null>(null);
  const [loaded, setLoaded] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // What only the browser knows: the journey so far, the signed-in user, an accepted trade-in.
  useEffect(() => {
    const saved = loadJourney(props.car.id);
    // A resume link from /online-payment carries the access link after '#resume='.
    const resume = /^#resume=([\w.-]+)$/.exec(location.hash)?.[1];
    if (resume) history.replaceState(null, '', location.pathname + location.search);
    setTradeIn(storedTradeIn(localStorage, new Date()));
    try {
      const account = props.accountKey
        ? (JSON.parse(localStorage.getItem(props.accountKey) ?? 'null') as {
            phone?: string;
            first_name?: string;
          } | null)
        : null;
      setSignedIn(
        account?.phone
          ? {
              phone: account.phone,
              ...(account.first_name ? { first_name: account.first_name } : {}),
            }
          : null,
      );
    } catch {
      setSignedIn(null);
    }
    // Signed in: the account knows the buyer's last name and e-mail too (its session's own answer).
    if (props.accountKey && localStorage.getItem(props.accountKey))
      void fetch('/api/account', { signal: AbortSignal.timeout(8000) })
        .then((r) => (r.ok ? (r.json() as Promise<{ user?: AccountUser }>) : null))
        .then((a) => a?.user && setAccount(a.user))
        .catch(() => undefined);
    const token = resume ?? saved.answer?.access_token;
    if (!token) {
      setJourney(saved);
      // The page was built before anyone else could take the car: ask now whether they have.
      void liveSet().then((live) => {
        if (live.reserved.includes(props.car.id) || live.sold.includes(props.car.id))
          setBlocked({ kind: 'taken', similarUrl: props.similarUrl });
        setLoaded(true);
      });
      return;
    }
    void reservationStatus({ access_token: token }).then((r) => {
      if (r.ok) {
        const a = r.value;
        const state = a.reservation.state;
        if (state === 'pending_payment' || state === 'held')
          setJourney({ ...saved, answer: a, step: state === 'held' ? payStep + 1 : payStep });
        else {
          setJourney({ ...saved, answer: a });
          setBlocked({
            kind: 'ended',
            answer: a,
            message: `This ${buying ? 'order' : 'reservation'} has ended: ${a.reservation.state_label.toLowerCase()}.`,
          });
        }
      } else setJourney(saved);
      setLoaded(true);
    });
  }, [props.car.id, props.accountKey, payStep, buying]);

  useEffect(() => {
    if (loaded) saveJourney(props.car.id, journey);
  }, [journey, loaded, props.car.id]);

  const go = (patch: Partial<SavedJourney>) => {
    setAlert(null);
    setJourney((j) => ({ ...j, ...patch }));
    requestAnimationFrame(() => heading.current?.focus());
  };

  async function start(details: ContactDetails, code: string | undefined) {
    setBusy(true);
    setAlert(null);
    setCodeError(null);
    const key = journey.key || loadJourney(props.car.id).key;
    const out = await startReservation(
      {
        car_id: props.car.id,
        kind: props.kind,
        contact: details,
        ...(code ? { code } : {}),
        terms_accepted: true,
        ...(buying
          ? {
              order: {
                payment: journey.order.payment ?? 'pay-in-full',
                finance_application_id: journey.order.finance_application_id ?? null,
                fulfilment: journey.order.fulfilment ?? 'pick-up',
                location_id: journey.order.location_id ?? null,
                delivery_address: journey.order.delivery_address ?? null,
                valuation_id: journey.order.valuation_id ?? null,
              },
            }
          : {}),
      },
      key,
    );
    setBusy(false);
    if (out.ok) {
      // Spec §5: name, last name, e-mail and phone are remembered for the next form.
      try {
        localStorage.setItem(
          PREFILL_KEY,
          JSON.stringify(rememberedFields({ ...details, name: details.first_name })),
        );
      } catch {
        // storage off: nothing remembered
      }
      return go({ key, details, answer: out.value, step: payStep });
    }
    if (out.status === 409 && typeof out.body.similar_url === 'string')
      return setBlocked({ kind: 'taken', similarUrl: out.body.similar_url });
    const issues = (out.body.issues ?? []) as { field: string; message: string }[];
    const codeIssue = issues.find((i) => i.field === 'code');
    if (codeIssue) return setCodeError(codeIssue.message);
    // A refusal of these details is final for this key: the next try is a new submission.
    setJourney((j) => ({
      ...j,
      key: out.status === 422 || out.status === 400 ? '' : key,
      details,
    }));
    setAlert(out.status === 0 ? R.paymentsDown : out.error);
  }

  function startAgain() {
    forgetJourney(props.car.id);
    setBlocked(null);
    setJourney(loadJourney(props.car.id));
  }

  if (blocked?.kind === 'taken')
    return (
      <div className="checkout-blocked" role="alert">
        <h2>{R.taken}</h2>
        <p>Someone paid a deposit on it a moment ago. Nothing has been charged to you.</p>
        <p className="done-actions">
          <a className={buttonClass({ variant: 'primary' })} href={blocked.similarUrl}>
            Find Me Something Similar
          </a>
          <a href={`/cars/${props.car.slug}#notify`}>Notify me if it becomes available</a>
        </p>
      </div>
    );
  if (blocked?.kind === 'ended')
    return (
      <div className="checkout-blocked">
        <h2>{blocked.message}</h2>
        <p className="done-actions">
          <button
            type="button"
            className={buttonClass({ variant: 'secondary' })}
            onClick={startAgain}
          >
            Start again
          </button>
          <a href={`/cars/${props.car.slug}`}>Back to the car</a>
        </p>
      </div>
    );

  const step = journey.step;
  const terms = depositTerms({ ...props.terms, kind: props.kind });
  const order = journey.order;
  const answer = journey.answer;
  return (
    <div className="checkout-journey stepped-form" aria-busy={!loaded}>
      <StepHead
        labels={labels}
        step={step}
        title={(buying ? BUY_TITLES : labels)[step]}
        headingRef={heading}
      />
      {step > 0 && step < payStep && (
        <p>
          <button type="button" className="link-button" onClick={() => go({ step: step - 1 })}>
            ← Back
          </button>
        </p>
      )}
      {buying && step === 0 && (
        <TradeInStep
          // Drawn by the build as the page opens; drawn again once this browser's trade-in is known.
          key={loaded ? 'known' : 'drawn'}
          order={order}
          tradeIn={tradeIn}
          valueHref={`/cars/trade-in?car_id=${props.car.id}`}
          onValue={() => sessionStorage.setItem(CHECKOUT_RETURN_KEY, location.pathname)}
          onNext={(o) => go({ order: { ...order, ...o }, step: 1 })}
        />
      )}
      {buying && step === 1 && props.buyOnline && (
        <PaymentMethodStep
          order={order}
          preApproval={props.buyOnline.preApproval}
          financePhone={props.phone}
          onNext={(o) => go({ order: { ...order, ...o }, step: 2 })}
        />
      )}
      {buying && step === 2 && props.buyOnline && (
        <FulfilmentStep
          id={id}
          order={order}
          locations={props.buyOnline.locations}
          defaultLocation={props.car.locationId}
          deliveryFee={props.buyOnline.deliveryFee}
          onNext={(o) => go({ order: { ...order, ...o }, step: 3 })}
        />
      )}
      {step === detailsStep && (
        <>
          {buying && props.buyOnline && (
            <OrderReview
              price={props.car.priceAmount}
              priceLabel={props.car.priceLabel}
              tradeIn={order.valuation_id && tradeIn ? tradeIn : null}
              deliveryFee={
                order.fulfilment === 'delivery' ? (props.buyOnline.deliveryFee ?? 0) : null
              }
              depositCents={props.terms.depositCents}
              finance={order.payment === 'finance'}
            />
          )}
          <ContactStep
            // Drawn by the build; drawn again with what this browser knows (sign-in, prefill).
            key={loaded ? (account ? 'account' : 'known') : 'drawn'}
            id={id}
            initial={journey.details ?? (loaded ? prefillFrom(signedIn, account) : null)}
            signedInPhone={signedIn?.phone ?? null}
            terms={terms}
            what={buying ? 'order' : 'reservation'}
            submitLabel={`Continue to pay the ${formatCents(props.terms.depositCents)} deposit`}
            busy={busy}
            alert={alert}
            codeError={codeError}
            onSubmit={(d, code) => void start(d, code)}
          />
        </>
      )}
      {step === payStep && answer && (
        <PayStep
          id={id}
          answer={answer}
          onDone={(out) => {
            if (out.ok) {
              if (out.answer.reservation.state === 'held')
                return go({ answer: out.answer, step: payStep + 1 });
              return setBlocked({ kind: 'ended', answer: out.answer, message: R.tooLate });
            }
            if (out.status === 409)
              return setBlocked({ kind: 'ended', answer: null, message: out.error });
            setAlert(out.error);
          }}
        />
      )}
      {step === payStep && <Alert text={alert} />}
      {step === payStep + 1 && answer && (
        <Confirmation
          answer={answer}
          dealerName={props.dealerName}
          phone={props.phone}
          buyerPhone={journey.details?.phone ?? null}
          priceTerm={priceTerm(props.car.priceLabel)}
          carLink={`/cars/${props.car.slug}`}
        />
      )}
    </div>
  );
}

/** The order as the buyer reviews it before paying: the same figures the server keeps (`orderFigures`). */
function OrderReview(p: {
  price: number;
  priceLabel: string | null;
  tradeIn: AcceptedTradeIn | null;
  deliveryFee: number | null;
  depositCents: number;
  finance: boolean;
}) {
  const f = orderFigures({
    priceCents: toCents(p.price),
    tradeInCents: p.tradeIn ? toCents(p.tradeIn.figure) : 0,
    deliveryFeeCents: p.deliveryFee ? toCents(p.deliveryFee) : 0,
    depositCents: p.depositCents,
  });
  return (
    <dl className="summary order-summary">
      <dt>{priceTerm(p.priceLabel)}</dt>
      <dd>{formatAud(p.price)}</dd>
      {p.tradeIn && (
        <>
          <dt>Trade-in estimate ({p.tradeIn.vehicle})</dt>
          <dd>−{formatCents(f.tradeInCents)}</dd>
        </>
      )}
      {p.deliveryFee !== null && (
        <>
          <dt>Delivery</dt>
          <dd>{p.deliveryFee === 0 ? 'Free' : formatCents(f.deliveryFeeCents)}</dd>
        </>
      )}
      <dt>Deposit, paid now</dt>
      <dd>−{formatCents(f.depositCents)}</dd>
      <dt>
        {f.balanceCents < 0
          ? 'We pay you'
          : p.finance
            ? 'Balance, by finance'
            : 'Balance, before handover'}
      </dt>
      <dd>{formatCents(Math.abs(f.balanceCents))}</dd>
    </dl>
  );
}

/** Details known before the buyer types: the signed-in account's, else what this browser's forms remembered (spec §5 prefill). */
function prefillFrom(
  signedIn: { phone: string; first_name?: string } | null,
  account: AccountUser | null,
): ContactDetails {
  const remembered = savedPrefill();
  return {
    first_name: account?.first_name ?? signedIn?.first_name ?? remembered.name ?? '',
    last_name: account?.last_name ?? remembered.last_name ?? '',
    email: account?.email ?? remembered.email ?? '',
    phone: account?.phone ?? signedIn?.phone ?? remembered.phone ?? '',
  };
}

/** The signed-in user as GET /api/account gives them. */
interface AccountUser {
  phone: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}

/** What the car's price is, as the order's first line: 'Price (Drive Away)'. */
const priceTerm = (label: string | null) => (label ? `Price (${label})` : 'Price');

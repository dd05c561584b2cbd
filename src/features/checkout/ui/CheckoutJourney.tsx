import { useId } from 'react';

import StepHead from '~/components/StepHead.tsx';
import { depositTerms, formatCents, type TermsInput } from '~/features/checkout/reserve/terms.ts';
import type { PreApprovalProps } from '~/features/finance/ui/PreApproval.tsx';
import { savedPrefill } from '~/features/leads/submit.client.ts';
import { CHECKOUT_RETURN_KEY } from '~/features/trade-in/checkout-return.ts';

import Confirmation from './Confirmation.tsx';
import ContactStep from './ContactStep.tsx';
import { Alert } from './fields.tsx';
import { FulfilmentStep, type PickUpLocation } from './FulfilmentStep.tsx';
import { prefillDetails } from './journey-state.ts';
import JourneyBlocked from './JourneyBlocked.tsx';
import OrderReview, { priceTerm } from './OrderReview.tsx';
import { PaymentMethodStep } from './PaymentMethodStep.tsx';
import PayStep from './PayStep.tsx';
import { TradeInStep } from './TradeInStep.tsx';
import { useCheckoutJourney } from './use-journey.client.ts';

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
  /** What the dealer sells, lower case ('car', 'caravan'; dealer file inventory.noun). */
  noun: string;
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

/**
 * Reserve a car with a refundable deposit, or buy it online. One island, steps with
 * progress; what the buyer chose is kept in this tab (a reload resumes, Back keeps answers); the
 * server holds the car the moment the buyer's details are sent, and the deposit pays for the hold.
 * Its states and their moves are one reducer (`journey-state.ts`).
 */
export default function CheckoutJourney(props: CheckoutProps) {
  const id = useId();
  const buying = props.kind === 'buy-online';
  const labels = buying ? BUY_STEPS : RESERVE_STEPS;
  const detailsStep = buying ? 3 : 0;
  const payStep = detailsStep + 1;
  const { state, heading, go, start, startAgain, paid } = useCheckoutJourney(props, payStep);
  const { journey, loaded, tradeIn, signedIn, account } = state;

  if (state.blocked)
    return (
      <JourneyBlocked
        blocked={state.blocked}
        carSlug={props.car.slug}
        noun={props.noun}
        onStartAgain={startAgain}
      />
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
          ready={loaded}
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
            initial={
              journey.details ?? (loaded ? prefillDetails(signedIn, account, savedPrefill()) : null)
            }
            signedInPhone={signedIn?.phone ?? null}
            terms={terms}
            what={buying ? 'order' : 'reservation'}
            submitLabel={`Continue to pay the ${formatCents(props.terms.depositCents)} deposit`}
            busy={state.busy}
            busyLabel={`Holding the ${props.noun}…`}
            alert={state.alert}
            codeError={state.codeError}
            onSubmit={(d, code) => void start(d, code)}
          />
        </>
      )}
      {step === payStep && answer && <PayStep id={id} answer={answer} onDone={paid} />}
      {step === payStep && <Alert text={state.alert} />}
      {step === payStep + 1 && answer && (
        <Confirmation
          answer={answer}
          dealerName={props.dealerName}
          phone={props.phone}
          buyerPhone={journey.details?.phone ?? null}
          priceTerm={priceTerm(props.car.priceLabel)}
          carLink={`/cars/${props.car.slug}`}
          noun={props.noun}
        />
      )}
    </div>
  );
}

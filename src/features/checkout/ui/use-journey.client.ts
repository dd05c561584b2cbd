import { useStore } from 'jotai';
import { RESET } from 'jotai/utils';
import { useEffect, useReducer, useRef } from 'react';

import { storedSignedIn } from '~/features/account/stored-sign-in.client.ts';
import { liveSet } from '~/features/checkout/reserve/live.client.ts';
import { RESERVE_MESSAGES as R } from '~/features/checkout/reserve/terms.ts';
import { prefillFrom as rememberedFields } from '~/features/leads/form-data.ts';
import { PREFILL_KEY } from '~/features/leads/storage-keys.ts';
import { storedTradeIn } from '~/features/trade-in/accepted.ts';

import {
  type ContactDetails,
  newKey,
  reservationStatus,
  resumeJourney,
  type SavedJourney,
  startReservation,
} from './checkout.client.ts';
import { journeyAtom } from './journey-atom.client.ts';
import { type AccountUser, initialJourneyState, journeyReducer } from './journey-state.ts';
import type { Outcome } from './PayStep.tsx';

/**
 * The checkout journey's state (one reducer, `journey-state.ts`) and what moves it: the browser's
 * own state read as the island starts, the tab's copy kept as it changes, the buyer's details sent,
 * the deposit's outcome. `payStep` is the step that takes the deposit.
 */
export function useCheckoutJourney(
  props: {
    kind: 'reserve' | 'buy-online';
    car: { id: number };
    accountKey: string | null;
    similarUrl: string;
  },
  payStep: number,
) {
  const [state, dispatch] = useReducer(journeyReducer, undefined, initialJourneyState);
  const { journey, loaded } = state;
  const buying = props.kind === 'buy-online';
  const heading = useRef<HTMLHeadingElement>(null);
  const store = useStore();
  const kept = journeyAtom(props.car.id);

  // What only the browser knows: the journey so far, the signed-in user, an accepted trade-in.
  useEffect(() => {
    const saved = resumeJourney(store.get(kept));
    // A resume link from /online-payment carries the access link after '#resume='.
    const resume = /^#resume=([\w.-]+)$/.exec(location.hash)?.[1];
    if (resume) history.replaceState(null, '', location.pathname + location.search);
    dispatch({
      type: 'browser',
      tradeIn: storedTradeIn(localStorage, new Date()),
      signedIn: storedSignedIn(props.accountKey),
    });
    // Signed in: the account knows the buyer's last name and e-mail too (its session's own answer).
    if (props.accountKey && localStorage.getItem(props.accountKey))
      void fetch('/api/account', { signal: AbortSignal.timeout(8000) })
        .then((r) => (r.ok ? (r.json() as Promise<{ user?: AccountUser }>) : null))
        .then((a) => a?.user && dispatch({ type: 'account', account: a.user }))
        .catch(() => undefined);
    const token = resume ?? saved.answer?.access_token;
    if (!token) {
      dispatch({ type: 'restored', journey: saved });
      // The page was built before anyone else could take the car: ask now whether they have.
      void liveSet().then((live) => {
        const taken = live.reserved.includes(props.car.id) || live.sold.includes(props.car.id);
        dispatch({
          type: 'loaded',
          ...(taken ? { blocked: { kind: 'taken', similarUrl: props.similarUrl } } : {}),
        });
      });
      return;
    }
    void reservationStatus({ access_token: token }).then((r) => {
      if (!r.ok) return dispatch({ type: 'loaded', journey: saved });
      const a = r.value;
      const state = a.reservation.state;
      if (state === 'pending_payment' || state === 'held')
        return dispatch({
          type: 'loaded',
          journey: { ...saved, answer: a, step: state === 'held' ? payStep + 1 : payStep },
        });
      dispatch({
        type: 'loaded',
        journey: { ...saved, answer: a },
        blocked: {
          kind: 'ended',
          answer: a,
          message: `This ${buying ? 'order' : 'reservation'} has ended: ${a.reservation.state_label.toLowerCase()}.`,
        },
      });
    });
  }, [props.car.id, props.accountKey, props.similarUrl, payStep, buying, store, kept]);

  useEffect(() => {
    if (loaded) store.set(kept, journey);
  }, [journey, loaded, store, kept]);

  const focusHeading = () => requestAnimationFrame(() => heading.current?.focus());
  const go = (patch: Partial<SavedJourney>) => {
    dispatch({ type: 'go', patch });
    focusHeading();
  };

  async function start(details: ContactDetails, code: string | undefined) {
    dispatch({ type: 'sending' });
    const key = journey.key || newKey();
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
    if (out.ok) {
      // Spec Validation: name, last name, e-mail and phone are remembered for the next form.
      try {
        localStorage.setItem(
          PREFILL_KEY,
          JSON.stringify(rememberedFields({ ...details, name: details.first_name })),
        );
      } catch {
        // storage off: nothing remembered
      }
      dispatch({ type: 'sent', patch: { key, details, answer: out.value, step: payStep } });
      return focusHeading();
    }
    if (out.status === 409 && typeof out.body.similar_url === 'string')
      return dispatch({
        type: 'blocked',
        blocked: { kind: 'taken', similarUrl: out.body.similar_url },
      });
    const issues = (out.body.issues ?? []) as { field: string; message: string }[];
    const codeIssue = issues.find((i) => i.field === 'code');
    if (codeIssue) return dispatch({ type: 'code-refused', message: codeIssue.message });
    dispatch({
      type: 'refused',
      // A refusal of these details is final for this key: the next try is a new submission.
      key: out.status === 422 || out.status === 400 ? '' : key,
      details,
      alert: out.status === 0 ? R.paymentsDown : out.error,
    });
  }

  function startAgain() {
    store.set(kept, RESET);
    dispatch({ type: 'restart', journey: resumeJourney(null) });
  }

  /** The deposit's outcome: held (the last step), too late, taken meanwhile, or an error to show. */
  function paid(out: Outcome) {
    if (out.ok) {
      if (out.answer.reservation.state === 'held')
        return go({ answer: out.answer, step: payStep + 1 });
      return dispatch({
        type: 'blocked',
        blocked: { kind: 'ended', answer: out.answer, message: R.tooLate },
      });
    }
    if (out.status === 409)
      return dispatch({
        type: 'blocked',
        blocked: { kind: 'ended', answer: null, message: out.error },
      });
    dispatch({ type: 'alert', text: out.error });
  }

  return { state, heading, go, start, startAgain, paid };
}

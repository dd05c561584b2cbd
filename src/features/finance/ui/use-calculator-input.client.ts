import { useEffect, useRef, useState } from 'react';

import { changedFields } from '~/components/changed-fields.client.ts';
import { EVENTS } from '~/features/analytics/events.ts';
import { sendEvent } from '~/features/analytics/send.client.ts';
import { storedBuyerState } from '~/features/car/buyer-state.client.ts';
import { BUYER_STATE_EVENT } from '~/features/car/buyer-state.ts';
import { type AcceptedTradeIn, storedTradeIn } from '~/features/trade-in/accepted.ts';
import { FREQUENCIES, type Frequency } from '~/services/lender/loan.ts';
import type { AuState } from '~/services/rego/rego.ts';

import { driveAwayPriceName } from '../basis.ts';
import { clampDepositOrResidual } from '../calculator.ts';
import { type CalculatorInput, type CalculatorSettings, initialInput } from '../calculator-view.ts';
import { financeParams } from '../page-params.ts';

/** Where the calculator starts: the car's price, and on the finance page the address too. */
export interface CalculatorStart {
  settings: CalculatorSettings;
  price: number | null;
  fromAddress?: boolean | undefined;
  /** A car whose price leaves out the government charges: `price` is its drive-away estimate here. */
  driveAwayState?: AuState | null | undefined;
  /**
   * The car's drive-away estimate in each state: once the buyer gives a postcode beside the
   * estimate (buyer-state.client.ts), the calculator starts from their state's.
   */
  driveAwayPrices?: Partial<Record<AuState, number>> | null | undefined;
  /** The car the calculator is for: its first change is counted against it. */
  carId?: number | undefined;
}

type Money = 'price' | 'deposit' | 'residual';

/**
 * What the visitor set in the calculator's fields (named by the island's `id`) before it
 * hydrated: it loads when the visitor opens it, and a figure typed in that moment stays on the
 * page unheard by React. Null when nothing was.
 */
function setBeforeHydration(
  id: string,
): { input: Partial<CalculatorInput>; typed: Partial<Record<Money, string>> } | null {
  const root = document.getElementById(`${id}-price`)?.closest('.calculator');
  const fields = changedFields(root);
  if (fields.length === 0) return null;
  const input: Partial<CalculatorInput> = {};
  const typed: Partial<Record<Money, string>> = {};
  for (const f of fields) {
    const key = f.id ? f.id.slice(id.length + 1) : '';
    const n = Number(f.value);
    if (key === 'price' || key === 'deposit' || key === 'residual') {
      typed[key] = f.value;
      if (Number.isFinite(n)) input[key] = n;
    } else if (key === 'term') input.termYears = n;
    else if (key === 'rate') input.rate = n;
    else if (f.name === `${id}-frequency` && f instanceof HTMLInputElement && f.checked)
      if (f.value in FREQUENCIES) input.frequency = f.value as Frequency;
  }
  return { input, typed };
}

function startingInput(p: CalculatorStart): CalculatorInput {
  const first = initialInput(p.price, p.settings);
  if (!p.fromAddress || typeof location === 'undefined') return first;
  const q = financeParams(location.search);
  return {
    ...(q.price ? initialInput(q.price, p.settings) : first),
    ...(q.loanTerm ? { termYears: q.loanTerm } : {}),
  };
}

/**
 * The calculator's figures and what the visitor typed in each money field. They start from the
 * car's price (or, on the finance page, the address's ?price= and ?loanTerm=, or ?car_id='s car),
 * and a trade-in estimate the visitor accepted, still valid and under the price, becomes the
 * deposit until the visitor changes a figure.
 */
export function useCalculatorInput(props: CalculatorStart, id: string) {
  const s = props.settings;
  const [input, setInput] = useState<CalculatorInput>(() => startingInput(props));
  const [typed, setTyped] = useState<Record<'price' | 'deposit' | 'residual', string>>(() => ({
    price: String(input.price),
    deposit: String(input.deposit),
    residual: String(input.residual),
  }));
  const changed = useRef(false);
  /** A figure the visitor chose: the first is counted (event 26). */
  const change = (next: Partial<CalculatorInput>) => {
    if (!changed.current) {
      changed.current = true;
      void sendEvent({
        event_id: EVENTS.financeCalculatorFirstChanged,
        ...(props.carId ? { car_id: props.carId } : {}),
      });
    }
    setInput((i) => ({ ...i, ...next }));
  };
  // Once hydrated: what the visitor set before then is their first change (it also keeps an
  // accepted trade-in from replacing a deposit they typed).
  useEffect(() => {
    const early = setBeforeHydration(id);
    if (!early) return;
    setTyped((t) => ({ ...t, ...early.typed }));
    change(early.input);
  }, []);
  // A trade-in estimate the visitor accepted (and that still holds) starts the deposit/trade-in.
  const [tradeIn, setTradeIn] = useState<AcceptedTradeIn | null>(null);
  useEffect(() => setTradeIn(storedTradeIn(localStorage, new Date())), []);
  const tradeFigure = tradeIn?.figure ?? null;
  const tradeRef = useRef<number | null>(null);
  const priceRef = useRef(input.price);
  priceRef.current = input.price;
  tradeRef.current = tradeFigure === null ? null : clampDepositOrResidual(tradeFigure);
  useEffect(() => {
    if (tradeFigure === null || changed.current) return;
    const deposit = clampDepositOrResidual(tradeFigure);
    // A trade-in worth the whole price or more is no deposit: the visitor sets their own.
    if (deposit >= priceRef.current) return;
    setInput((i) => ({ ...i, deposit }));
    setTyped((t) => ({ ...t, deposit: String(deposit) }));
  }, [tradeFigure]);
  /** Starts again from another price, until the visitor has changed a figure. */
  const startFrom = (price: number) => {
    if (changed.current) return null;
    const next = initialInput(price, s);
    // An accepted trade-in under the price stays the deposit; otherwise the car's own default.
    const trade = tradeRef.current;
    const deposit = trade !== null && trade < next.price ? trade : next.deposit;
    setInput((i) => ({ ...i, price: next.price, deposit }));
    setTyped((t) => ({ ...t, price: String(next.price), deposit: String(deposit) }));
    return next.price;
  };
  useEffect(() => {
    // The finance page's ?car_id= (without ?price=): start from that car's price.
    if (!props.fromAddress) return;
    const q = financeParams(location.search);
    if (!q.carId || q.price) return;
    void fetch(`/cars/id/${q.carId}.json`)
      .then((r) => (r.ok ? (r.json() as Promise<{ price_amount: number }>) : null))
      .then((car) => void (car?.price_amount && startFrom(car.price_amount)))
      .catch(() => undefined);
  }, [props.fromAddress, s]);
  // The state whose drive-away estimate the price is: the car's, or the buyer's once given.
  const [away, setAway] = useState({ state: props.driveAwayState ?? null, price: props.price });
  useEffect(() => {
    const prices = props.driveAwayPrices;
    if (!prices) return;
    const to = (state: AuState) => {
      const price = prices[state];
      const started = price === undefined ? null : startFrom(price);
      if (started !== null) setAway({ state, price: started });
    };
    const saved = storedBuyerState();
    if (saved) to(saved.state);
    const given = (e: Event) => to((e as CustomEvent<AuState>).detail);
    window.addEventListener(BUYER_STATE_EVENT, given);
    return () => window.removeEventListener(BUYER_STATE_EVENT, given);
  }, [props.driveAwayPrices]);
  // The basis calls the price a drive-away estimate while it is one.
  const priceName =
    away.state && input.price === away.price ? driveAwayPriceName(away.state) : 'price';
  return { input, setInput, change, typed, setTyped, tradeIn, priceName };
}

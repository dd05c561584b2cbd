import { useEffect, useRef, useState } from 'react';

import { type AcceptedTradeIn, storedTradeIn } from '~/features/trade-in/accepted.ts';
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
 * deposit until the visitor changes a figure (`changed`).
 */
export function useCalculatorInput(props: CalculatorStart) {
  const s = props.settings;
  const [input, setInput] = useState<CalculatorInput>(() => startingInput(props));
  const [typed, setTyped] = useState<Record<'price' | 'deposit' | 'residual', string>>(() => ({
    price: String(input.price),
    deposit: String(input.deposit),
    residual: String(input.residual),
  }));
  const changed = useRef(false);
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
  useEffect(() => {
    // The finance page's ?car_id= (without ?price=): start from that car's price.
    if (!props.fromAddress) return;
    const q = financeParams(location.search);
    if (!q.carId || q.price) return;
    void fetch(`/cars/id/${q.carId}.json`)
      .then((r) => (r.ok ? (r.json() as Promise<{ price_amount: number }>) : null))
      .then((car) => {
        if (!car?.price_amount || changed.current) return;
        const next = initialInput(car.price_amount, s);
        // An accepted trade-in under the price stays the deposit; otherwise the car's own default.
        const trade = tradeRef.current;
        const deposit = trade !== null && trade < next.price ? trade : next.deposit;
        setInput((i) => ({ ...i, price: next.price, deposit }));
        setTyped((t) => ({ ...t, price: String(next.price), deposit: String(deposit) }));
      })
      .catch(() => undefined);
  }, [props.fromAddress, s]);
  // The basis calls the price a drive-away estimate while it is one.
  const priceName =
    props.driveAwayState && input.price === props.price
      ? driveAwayPriceName(props.driveAwayState)
      : 'price';
  return { input, setInput, typed, setTyped, tradeIn, changed, priceName };
}

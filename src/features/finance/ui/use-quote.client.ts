import { useEffect, useRef, useState } from 'react';

import type { QuoteAnswer, QuoteRequest } from '~/services/lender/lender.ts';
import { clampPurchasePrice } from '~/services/lender/lender.ts';

import { fetchQuote } from '../api.client.ts';
import { QUOTE_DEBOUNCE_MS } from '../quote.ts';

export type QuoteState =
  | { kind: 'idle'; answer: QuoteAnswer | null }
  | { kind: 'loading'; answer: QuoteAnswer | null }
  | { kind: 'ok'; answer: QuoteAnswer }
  | { kind: 'error'; error: string; answer: null };

/**
 * Spec Calls quick quote: asks 500 ms after the last change, only for a positive price; a later
 * answer wins over an earlier one. `stored` is the car's quote: shown first, and no request is
 * made until something changes (spec Validation: fetch only when no quote exists).
 */
export function useQuote(
  req: QuoteRequest,
  active: boolean,
  stored: QuoteAnswer | null = null,
): QuoteState {
  const [state, setState] = useState<QuoteState>({ kind: 'idle', answer: stored });
  const key = JSON.stringify({ ...req, purchasePrice: clampPurchasePrice(req.purchasePrice) });
  const first = useRef<string | null>(stored ? key : null);
  const latest = useRef(0);
  useEffect(() => {
    if (!active || !(req.purchasePrice > 0) || first.current === key) return;
    first.current = null;
    const n = ++latest.current;
    setState((s) => ({ kind: 'loading', answer: s.answer }));
    const timer = setTimeout(() => {
      void fetchQuote(JSON.parse(key) as QuoteRequest).then((r) => {
        if (n !== latest.current) return;
        // Spec Errors: a failed quote is cleared and the boxes show dashes.
        setState(
          r.ok ? { kind: 'ok', answer: r.value } : { kind: 'error', error: r.error, answer: null },
        );
      });
    }, QUOTE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key, active]);
  return state;
}

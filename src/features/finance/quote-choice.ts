import { atom } from 'jotai';

import type { CreditScore } from '~/config/credit-scores.ts';

/** What a buyer chose in a car page's quick quote: the pre-approval's first step starts from it. */
export interface QuoteChoice {
  purchasePrice: number;
  loanTerm: number;
  selfAssessedCreditScore: CreditScore;
}

/**
 * Shared by the quick quote and the pre-approval popup on one car page (two islands in one
 * store), so the popup opened after a quote shows that quote, on the same basis, rather than the
 * defaults again. Null until the buyer changes something in the quick quote.
 */
export const quoteChoiceAtom = atom<QuoteChoice | null>(null);

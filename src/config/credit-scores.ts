/**
 * Spec Calls self-assessed credit history, the words a lender's rate table and the quick quote share:
 * the dealer file's `finance.lender.rates` name them, and the forms offer them. No zod here: the
 * finance islands import this in the browser.
 */
export const CREDIT_SCORES = ['GREAT', 'DECENT', 'POOR'] as const;
export type CreditScore = (typeof CREDIT_SCORES)[number];

import { CREDIT_SCORES, type CreditScore } from '~/config/credit-scores.ts';

/** What the finance page reads from its address (spec Screens). */
export interface FinanceParams {
  carId?: number;
  vin?: string;
  nvic?: string;
  year?: number;
  preferredDealership?: string;
  carType?: 'new' | 'demo' | 'used';
  /** vehiclePriceBudget or price. */
  price?: number;
  loanTerm?: number;
  /** selfAssessedCreditScore or credit_score. */
  creditScore?: CreditScore;
  whoIsHelping?: string;
}

const positiveInt = (v: string | null, max: number) => {
  const n = Number(v);
  return v && Number.isInteger(n) && n > 0 && n <= max ? n : undefined;
};
const shortText = (v: string | null, max: number, pattern = /^[\w .'-]+$/) =>
  v && v.length <= max && pattern.test(v) ? v : undefined;

/**
 * Spec Screens finance query parameters: car_id, vin, nvic, year, preferredDealership, car_type,
 * vehiclePriceBudget or price, loanTerm, selfAssessedCreditScore or credit_score, whoIsHelping.
 * Anything malformed is left out, never passed on.
 */
export function financeParams(search: string): FinanceParams {
  const q = new URLSearchParams(search);
  const out: FinanceParams = {};
  const set = <K extends keyof FinanceParams>(k: K, v: FinanceParams[K] | undefined) => {
    if (v !== undefined) out[k] = v;
  };
  set('carId', positiveInt(q.get('car_id'), 2_147_483_647));
  set('vin', shortText(q.get('vin'), 17, /^[A-HJ-NPR-Z0-9]+$/i));
  set('nvic', shortText(q.get('nvic'), 20, /^[A-Z0-9]+$/i));
  const year = positiveInt(q.get('year'), 2100);
  set('year', year && year >= 1900 ? year : undefined);
  set('preferredDealership', shortText(q.get('preferredDealership'), 100));
  const type = q.get('car_type');
  set('carType', type === 'new' || type === 'demo' || type === 'used' ? type : undefined);
  const price = Number(q.get('vehiclePriceBudget') ?? q.get('price'));
  set('price', Number.isFinite(price) && price > 0 && price <= 10_000_000 ? price : undefined);
  const term = positiveInt(q.get('loanTerm'), 7);
  set('loanTerm', term);
  const score = (q.get('selfAssessedCreditScore') ?? q.get('credit_score'))?.toUpperCase();
  set(
    'creditScore',
    CREDIT_SCORES.find((s) => s === score),
  );
  set('whoIsHelping', shortText(q.get('whoIsHelping'), 100));
  return out;
}

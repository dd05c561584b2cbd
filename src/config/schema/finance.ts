import { z } from 'zod';

import { CREDIT_SCORES } from '../credit-scores.ts';
import { doc } from './doc.ts';

export const financeProviders = [
  'none',
  'taurus',
  'car-clarity',
  'manual',
  '360-finance',
  'angle',
  'powertorque',
  'nissan-finance',
  'ausloans',
  'youx',
] as const;

/** Finance calculator and provider: spec Validation calculator limits, Constants finance constants. */
export const financeSchema = z.strictObject({
  provider: doc(
    z.enum(financeProviders).default('none'),
    'Finance provider for quotes and applications.',
    'youx',
  ),
  buttonText: doc(
    z.string().min(1).default('Finance Enquiry'),
    'Finance button text (spec Constants).',
    'Get Finance Quote',
  ),
  calculator: doc(
    z
      .strictObject({
        minPrice: doc(
          z.number().min(0).default(1000),
          'Lowest price the calculator accepts (spec Validation: 1000, 5000 for some).',
          1000,
        ),
        maxPrice: doc(
          z.number().positive().default(250000),
          'Highest price the calculator accepts.',
          250000,
        ),
        defaultRate: doc(
          z.number().min(0.5).max(20).default(10),
          'Default interest rate % (spec Constants examples 10 and 8.5).',
          8.5,
        ),
        rateMin: doc(z.number().min(0).default(0.5), 'Lowest interest rate % on the slider.', 0.5),
        rateMax: doc(
          z.number().positive().default(15),
          'Highest interest rate % on the slider.',
          15,
        ),
        depositPercent: doc(
          z.number().min(0).max(100).default(10),
          'Default deposit as % of price.',
          10,
        ),
        termYears: doc(z.number().min(1).max(7).default(5), 'Default loan term in years.', 5),
      })
      .prefault({}),
    'Finance calculator limits and defaults.',
    { minPrice: 1000, maxPrice: 250000, defaultRate: 8.5 },
  ),
  fees: doc(
    z
      .strictObject({
        establishment: doc(
          z.number().min(0).default(0),
          'Establishment fee added to the amount financed.',
          395,
        ),
        securityRegistration: doc(z.number().min(0).default(0), 'Security registration fee.', 6),
        monthlyAdmin: doc(z.number().min(0).default(0), 'Monthly admin fee.', 8),
        dealerAgency: doc(z.number().min(0).default(0), 'Dealer agency fee.', 912.25),
      })
      .prefault({}),
    'Finance fees (spec Constants).',
    { establishment: 395, securityRegistration: 6, monthlyAdmin: 8, dealerAgency: 912.25 },
  ),
  quickQuote: doc(
    z.boolean().default(false),
    'Fetch a live quick quote (POST /api/youx/quote, debounced 500 ms) on the vehicle page (spec Calls).',
    true,
  ),
  lender: doc(
    z
      .strictObject({
        adapter: doc(
          z.enum(['embedded', 'broker']).default('embedded'),
          'Who answers quick quotes and pre-approvals: "embedded" quotes from `rates` and keeps applications here (a status page at /finance/application/{id}); "broker" calls the finance broker API at the URL in the env var named by `urlEnv`, with the key in `keyEnv`.',
          'broker',
        ),
        urlEnv: doc(
          z
            .string()
            .regex(/^[A-Z][A-Z0-9_]*$/)
            .default('FINANCE_BROKER_URL'),
          'Env var holding the broker API base URL (adapter "broker").',
          'FINANCE_BROKER_URL',
        ),
        keyEnv: doc(
          z
            .string()
            .regex(/^[A-Z][A-Z0-9_]*_KEY$/)
            .default('FINANCE_BROKER_KEY'),
          'Env var holding the broker API key (server-side only; the name must end in _KEY).',
          'FINANCE_BROKER_KEY',
        ),
        establishmentFee: doc(
          z.number().min(0).max(5000).default(0),
          'Embedded lender: establishment fee, financed with the loan (counts in the comparison rate).',
          1360.5,
        ),
        monthlyFee: doc(
          z.number().min(0).max(100).default(0),
          'Embedded lender: account fee charged each month (counts in the comparison rate).',
          10,
        ),
        rates: doc(
          z
            .array(
              z.strictObject({
                creditScore: doc(
                  z.enum(CREDIT_SCORES),
                  'Self-assessed credit history (spec Validation).',
                  'GREAT',
                ),
                maxCarAgeYears: doc(
                  z.int().min(0).max(40),
                  'The row applies to cars up to this many years old.',
                  3,
                ),
                rate: doc(z.number().min(0.5).max(30), 'Advertised rate, % a year.', 7.49),
              }),
            )
            .default([]),
          'Embedded lender: rate table by credit score and age of car; no row that fits means no quote.',
          [{ creditScore: 'GREAT', maxCarAgeYears: 3, rate: 7.49 }],
        ),
      })
      .optional(),
    'The lender behind the quick quote and the instant pre-approval (spec Screens, Calls). Absent: no pre-approval; finance buttons open a finance enquiry.',
    {
      adapter: 'embedded',
      establishmentFee: 395,
      rates: [{ creditScore: 'GREAT', maxCarAgeYears: 3, rate: 7.49 }],
    },
  ),
  disclaimer: doc(
    z
      .string()
      .default('Estimate only, not a quote or an offer of credit. Subject to lender approval.'),
    'Finance disclaimer shown under estimates, after the line saying what the estimate is based on (price, deposit, final payment, term and rate as entered), so it should not name a term or deposit of its own.',
    'Estimate only. Subject to lender approval; fees and charges apply.',
  ),
});

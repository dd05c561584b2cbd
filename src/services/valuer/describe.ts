import type { ConditionAnswers, Estimate } from './valuer.ts';
import { CONDITION_QUESTIONS } from './valuer.ts';

const aud = (n: number) => `$${Math.round(n).toLocaleString('en-AU')}`;

/** A stored valuation as a lead carries it (POST /api/trade-in/estimate's row). */
export interface StoredValuation {
  vehicle: { year?: unknown; make?: unknown; model?: unknown; badge?: unknown };
  kms: number;
  state: string;
  answers: Partial<ConditionAnswers>;
  result: { kind: string; reason?: string; estimate?: Estimate };
  valid_until: string | null;
}

export const NO_FIGURE_REASON: Record<string, string> = {
  'too-old': 'older than 7 years',
  'too-far': 'over 100,000 km',
  'too-few': 'too few comparable cars advertised',
};

/** The condition answers in words: [['Accident damage', 'No'], ['Service history', 'Full history'], …]. */
export function answerPairs(answers: Partial<ConditionAnswers>): [string, string][] {
  return (Object.keys(CONDITION_QUESTIONS) as (keyof ConditionAnswers)[])
    .filter((q) => answers[q])
    .map((q) => {
      const question = CONDITION_QUESTIONS[q];
      return [question.short, (question.answers as Record<string, string>)[answers[q]!] ?? ''];
    });
}

/** The condition answers on one line: 'Accident damage: No; Service history: Full history; …'. */
export const answersInWords = (answers: Partial<ConditionAnswers>) =>
  answerPairs(answers)
    .map(([q, a]) => `${q}: ${a}`)
    .join('; ');

/** A valuation for the dealer, in plain lines (ADF comments, the webhook's summary). */
export function valuationLines(v: StoredValuation): string[] {
  const car = [v.vehicle.year, v.vehicle.make, v.vehicle.model, v.vehicle.badge]
    .filter((x) => typeof x === 'string' || typeof x === 'number')
    .join(' ');
  const lines = [`Trade-in: ${car}, ${v.kms.toLocaleString('en-AU')} km, registered in ${v.state}`];
  const e = v.result.estimate;
  if (v.result.kind === 'estimate' && e)
    lines.push(
      `Online estimate ${aud(e.figure)} (range ${aud(e.low)} to ${aud(e.high)}), valid until ${v.valid_until ?? 'n/a'}`,
      `Based on ${e.comparables} comparable cars advertised in ${e.region} in the 30 days to ${e.marketTo || 'n/a'}; market value ${aud(e.marketValue)}`,
    );
  else
    lines.push(
      `No online figure (${NO_FIGURE_REASON[v.result.reason ?? ''] ?? 'not available'}): a valuer is to call`,
    );
  const words = answersInWords(v.answers);
  if (words) lines.push(`Condition: ${words}`);
  return lines;
}

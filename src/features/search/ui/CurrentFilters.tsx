import { useClearRefinements, useCurrentRefinements } from 'react-instantsearch';

import { buttonClass } from '~/components/button.ts';

import { rangeChipLabel, type RangeUnit, weeklyBudgetChipLabel } from '../groups.ts';

type Units = Record<string, RangeUnit>;

/**
 * The chosen filters as removable chips in buyers' words ('Up to $5,000'), and Clear all. A price
 * read from a weekly budget the buyer typed names that budget while the price is still the one
 * it buys ('Up to $300/wk ($70,557)').
 */
export function CurrentFilters({
  labels,
  units,
  budget,
}: {
  labels: Record<string, Record<string, string>>;
  units: Units;
  budget?: { perWeek: number; price: number } | null;
}) {
  const { items, refine } = useCurrentRefinements({ excludedAttributes: ['query'] });
  const clear = useClearRefinements();
  if (!items.length) return null;
  return (
    <div className="current-filters">
      <ul aria-label="Chosen filters">
        {items.flatMap((item) =>
          item.refinements.map((r) => (
            <li key={`${item.attribute}:${r.label}`}>
              <button type="button" className="chip" onClick={() => refine(r)}>
                {r.type === 'numeric' &&
                item.attribute === 'price' &&
                r.operator === '<=' &&
                r.value === budget?.price
                  ? weeklyBudgetChipLabel(budget.perWeek, budget.price)
                  : r.type === 'numeric' && units[item.attribute] && typeof r.value === 'number'
                    ? rangeChipLabel(units[item.attribute]!, r.operator ?? '', r.value)
                    : (labels[item.attribute]?.[String(r.value)] ?? r.label)}
                <span aria-hidden="true"> ×</span>
                <span className="visually-hidden"> (remove filter)</span>
              </button>
            </li>
          )),
        )}
      </ul>
      <button
        type="button"
        className={buttonClass({ variant: 'link' })}
        onClick={clear.refine}
        disabled={!clear.canRefine}
      >
        Clear all
      </button>
    </div>
  );
}

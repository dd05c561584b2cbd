import { useClearRefinements, useCurrentRefinements } from 'react-instantsearch';

import { buttonClass } from '~/components/button.ts';

/** The chosen filters as removable chips, and Clear all. */
export function CurrentFilters({ labels }: { labels: Record<string, Record<string, string>> }) {
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
                {labels[item.attribute]?.[String(r.value)] ?? r.label}
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

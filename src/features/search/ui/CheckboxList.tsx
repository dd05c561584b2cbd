import { useCallback, useEffect, useState } from 'react';
import { useRefinementList } from 'react-instantsearch';

import { buttonClass } from '~/components/button.ts';

import { sortCarTypes, sortFacetValues } from '../facets.ts';
import type { FilterGroup } from '../groups.ts';

type ListGroup = Extract<FilterGroup, { kind: 'list' }>;

/** A facet as checkboxes, labels by count then name (car types new, demo, used), with show more. */
export function CheckboxList({ group }: { group: ListGroup }) {
  // Stable across renders: InstantSearch re-creates a widget whose options change.
  const transformItems = useCallback(
    (
      list: {
        value: string;
        label: string;
        count: number;
        isRefined: boolean;
        highlighted?: string;
      }[],
    ) => {
      const visible = list.filter((i) => !group.hide?.includes(i.value));
      const sorted = group.order === 'carType' ? sortCarTypes(visible) : sortFacetValues(visible);
      return sorted.map((i) => ({ ...i, label: group.labels?.[i.value] ?? i.label }));
    },
    [group],
  );
  const { items, refine, canToggleShowMore, isShowingMore, toggleShowMore } = useRefinementList({
    attribute: group.attribute,
    limit: group.limit,
    showMore: true,
    showMoreLimit: 100,
    transformItems,
  });
  // A ticked box stays ticked while its search runs (the list says isRefined once the answer is
  // in): without this React would put the box back for that moment, a visible flicker.
  const [pending, setPending] = useState<Record<string, boolean>>({});
  const refined = items.map((i) => `${i.value}:${i.isRefined}`).join('|');
  useEffect(() => setPending({}), [refined]);
  if (!items.length) return <p className="empty">No options for the cars shown.</p>;
  return (
    <>
      <ul className="checkbox-list">
        {items.map((item) => (
          <li key={item.value}>
            <label>
              <input
                type="checkbox"
                checked={pending[item.value] ?? item.isRefined}
                onChange={() => {
                  setPending((p) => ({ ...p, [item.value]: !(p[item.value] ?? item.isRefined) }));
                  refine(item.value);
                }}
              />
              <span>{item.label}</span> <span className="count">({item.count})</span>
            </label>
          </li>
        ))}
      </ul>
      {canToggleShowMore && (
        <button type="button" className={buttonClass({ variant: 'link' })} onClick={toggleShowMore}>
          {isShowingMore ? 'Show less' : 'Show more'}
        </button>
      )}
    </>
  );
}

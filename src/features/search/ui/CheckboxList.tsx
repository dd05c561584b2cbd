import { useCallback } from 'react';
import { useRefinementList } from 'react-instantsearch';
import { stockNoun } from 'virtual:dealer/client-flags';

import { buttonClass } from '~/components/button.ts';

import { sortCarTypes, sortFacetValues } from '../facets.ts';
import type { FilterGroup } from '../groups.ts';
import { useTicks } from './use-ticks.ts';

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
  const ticks = useTicks(items, refine);
  if (!items.length) return <p className="empty">No options for the {stockNoun.plural} shown.</p>;
  return (
    <>
      <ul className="checkbox-list">
        {items.map((item) => (
          <li key={item.value}>
            <label>
              <input
                type="checkbox"
                checked={ticks.isTicked(item)}
                onChange={() => ticks.toggle(item)}
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

import { useRefinementList } from 'react-instantsearch';

import { makeGroups, sortFacetValues } from '../facets.ts';

/** A compact make picker; where configured, 'Popular Makes' before index N and 'All Makes' after (spec Constants). */
export function MakeSelect({ split }: { split: number | null }) {
  const { items, refine } = useRefinementList({ attribute: 'make', limit: 200 });
  const chosen = items.find((i) => i.isRefined)?.value ?? '';
  const groups = makeGroups(sortFacetValues(items), split);
  return (
    <label className="make-select">
      <span>Make</span>
      <select
        value={chosen}
        onChange={(e) => {
          for (const i of items) if (i.isRefined && i.value !== e.target.value) refine(i.value);
          if (e.target.value && e.target.value !== chosen) refine(e.target.value);
        }}
      >
        <option value="">Any make</option>
        {groups.map((g) => (
          <optgroup key={g.label} label={g.label}>
            {g.values.map((i) => (
              <option key={i.value} value={i.value}>
                {i.label} ({i.count})
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </label>
  );
}

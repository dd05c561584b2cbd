import { useSortBy } from 'react-instantsearch';

/** Sort options from the dealer file; the value is the index name the clients read the order from. */
export function SortSelect({ items }: { items: { value: string; label: string }[] }) {
  const { currentRefinement, options, refine } = useSortBy({ items });
  return (
    <label className="sort">
      <span>Sort by</span>
      <select value={currentRefinement} onChange={(e) => refine(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

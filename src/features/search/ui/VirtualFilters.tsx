import { useRange, useRefinementList } from 'react-instantsearch';

export function VirtualList({ attribute }: { attribute: string }) {
  useRefinementList({ attribute });
  return null;
}

export function VirtualRange({ attribute }: { attribute: string }) {
  useRange({ attribute });
  return null;
}

/**
 * Keeps refinements that have no visible list (a landing's dealership, location or model, or a
 * facet in a shared URL) in the search state, so they filter and survive back and forward.
 */
export function VirtualFilters({
  attributes,
  ranges = [],
}: {
  attributes: string[];
  /** Ranges with no slider (seats, towing, berths, ATM) that a typed phrase or a URL sets. */
  ranges?: string[];
}) {
  return (
    <>
      {attributes.map((a) => (
        <VirtualList key={a} attribute={a} />
      ))}
      {ranges.map((a) => (
        <VirtualRange key={a} attribute={a} />
      ))}
    </>
  );
}

import { useEffect, useState } from 'react';

interface Tickable {
  value: string;
  isRefined: boolean;
}

/**
 * A refinement list's boxes as the visitor ticked them. The list says `isRefined` only once the
 * search with the new refinement has answered; until then React would put a ticked box back (a
 * visible flicker, as long as the search takes), so a box shows the visitor's tick until the
 * answer is in.
 */
export function useTicks(items: Tickable[], refine: (value: string) => void) {
  const [pending, setPending] = useState<Record<string, boolean>>({});
  const refined = items.map((i) => `${i.value}:${i.isRefined}`).join('|');
  useEffect(() => setPending({}), [refined]);
  const isTicked = (item: Tickable) => pending[item.value] ?? item.isRefined;
  const toggle = (item: Tickable) => {
    setPending((p) => ({ ...p, [item.value]: !(p[item.value] ?? item.isRefined) }));
    refine(item.value);
  };
  return { isTicked, toggle };
}

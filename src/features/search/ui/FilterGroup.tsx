import { useAtom } from 'jotai';
import { type ReactNode, useId } from 'react';

import { openGroupsAtom } from '../state.client.ts';

/** A collapsible filter group that remembers whether it was open (spec Screens, States); closed, its list is not drawn. */
export function FilterGroup({
  id,
  title,
  defaultOpen,
  children,
  closed,
}: {
  id: string;
  title: string;
  defaultOpen: boolean;
  children: ReactNode;
  closed: ReactNode;
}) {
  const [open, setOpen] = useAtom(openGroupsAtom);
  const isOpen = open[id] ?? defaultOpen;
  const panel = useId();
  return (
    <section className="filter-group">
      <h3>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={panel}
          onClick={() => setOpen({ ...open, [id]: !isOpen })}
        >
          {title}
        </button>
      </h3>
      {/* A closed group mounts only a widget without markup, which keeps its refinement in the search. */}
      <div id={panel} className="filter-body" hidden={!isOpen}>
        {isOpen ? children : closed}
      </div>
    </section>
  );
}

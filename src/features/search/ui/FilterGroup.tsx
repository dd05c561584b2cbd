import { useAtom } from 'jotai';
import { type ReactNode, useId } from 'react';
import { openGroupsAtom } from '../state.ts';

/** A collapsible filter group that remembers whether it was open (spec §2, §4). */
export function FilterGroup({ id, title, defaultOpen, children }: { id: string; title: string; defaultOpen: boolean; children: ReactNode }) {
  const [open, setOpen] = useAtom(openGroupsAtom);
  const isOpen = open[id] ?? defaultOpen;
  const panel = useId();
  return (
    <section className="filter-group">
      <h3>
        <button type="button" aria-expanded={isOpen} aria-controls={panel} onClick={() => setOpen({ ...open, [id]: !isOpen })}>{title}</button>
      </h3>
      <div id={panel} className="filter-body" hidden={!isOpen}>{children}</div>
    </section>
  );
}

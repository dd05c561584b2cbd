import { buttonClass } from '~/components/button.ts';

import type { FilterGroup as Group } from '../groups.ts';
import { CheckboxList } from './CheckboxList.tsx';
import { FilterGroup } from './FilterGroup.tsx';
import { MakeFacet } from './MakeFacet.tsx';
import { RangeFacet } from './RangeFacet.tsx';
import { ShowMeButton } from './ResultCount.tsx';
import type { FilterSheet } from './use-filter-sheet.client.ts';
import { VirtualList, VirtualRange } from './VirtualFilters.tsx';

/**
 * The filters: a column beside the results on a desktop, a sheet over them on a phone (a dialog
 * while open, with 'Show Me N cars' at its foot). A closed group keeps its refinements alive
 * through virtual widgets, so closing it never clears a filter.
 */
export function FiltersSheet(props: {
  sheet: FilterSheet;
  groups: Group[];
  makeLogos: Record<string, string>;
  makePreset: string[];
  stockCount: number | null;
  noun: { singular: string; plural: string };
}) {
  const { sheet } = props;
  return (
    <aside
      ref={sheet.sheetRef}
      id="search-filters"
      className={`filters${sheet.open ? ' open' : ''}`}
      aria-labelledby="filters-heading"
      {...(sheet.open ? { role: 'dialog', 'aria-modal': true } : {})}
    >
      <div className="sheet-head">
        <h2 id="filters-heading">Filters</h2>
        <button
          type="button"
          className={buttonClass({ variant: 'ghost', className: 'sheet-close' })}
          onClick={sheet.close}
        >
          Close<span className="visually-hidden"> filters</span>
        </button>
      </div>
      {props.groups.map((g, i) => (
        <FilterGroup
          key={g.attribute}
          id={g.attribute}
          title={g.title}
          defaultOpen={i < 4}
          closed={
            g.kind === 'range' ? (
              <VirtualRange attribute={g.attribute} />
            ) : g.kind === 'makes' ? (
              <>
                <VirtualList attribute="make" />
                <VirtualList attribute="model" />
              </>
            ) : (
              <VirtualList attribute={g.attribute} />
            )
          }
        >
          {g.kind === 'makes' ? (
            <MakeFacet logos={props.makeLogos} preset={props.makePreset} />
          ) : g.kind === 'range' ? (
            <RangeFacet group={g} />
          ) : (
            <CheckboxList group={g} />
          )}
        </FilterGroup>
      ))}
      <ShowMeButton
        stockCount={props.stockCount}
        noun={props.noun}
        onClick={() => sheet.setOpen(false)}
      />
    </aside>
  );
}

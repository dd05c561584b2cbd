import { useEffect, useRef, useState } from 'react';
import { useRange } from 'react-instantsearch';
import { stockNoun } from 'virtual:dealer/client-flags';

import { TIMINGS } from '~/components/constants.ts';

import { type FilterGroup, rangeValueText } from '../groups.ts';
import { rangeHolding, refineRange, sliderRange, trackPercent } from '../slider.ts';

type RangeGroup = Extract<FilterGroup, { kind: 'range' }>;

const fmt = rangeValueText;

/**
 * Dual-handle slider (two native range inputs: keyboard and screen readers work as usual) with the
 * spec Validation rules: bounds from facet stats (default 0 to 100000), price and km snap to 1000, handles
 * never cross; it refines after a 400 ms pause (spec Constants) and logs out-of-range attempts.
 */
export function RangeFacet({ group }: { group: RangeGroup }) {
  const { start, range, refine, canRefine } = useRange({ attribute: group.attribute });
  const bounds = rangeHolding(
    sliderRange(
      group.attribute,
      range.max !== undefined && range.min !== undefined
        ? { min: range.min, max: range.max }
        : null,
    ),
    [start[0], start[1]],
  );
  const current = {
    min: Number.isFinite(start[0]) ? (start[0] as number) : bounds.min,
    max: Number.isFinite(start[1]) ? (start[1] as number) : bounds.max,
  };
  const [value, setValue] = useState(current);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const track = useRef<HTMLDivElement>(null);
  useEffect(() => setValue(current), [current.min, current.max]); // follow outside changes (back button, clear)
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: { min: number; max: number }) => {
    const { value: v, warnings } = refineRange(group.attribute, next, bounds, value);
    warnings.forEach((w) => console.warn(`${group.title}: ${w}`));
    setValue(v);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      refine([v.min === bounds.min ? undefined : v.min, v.max === bounds.max ? undefined : v.max]);
    }, TIMINGS.slider);
  };

  // The fill between the handles: set through the CSS object model (the page's CSP allows no
  // style attribute), the first time on hydration.
  useEffect(() => {
    track.current?.style.setProperty('--lo', trackPercent(value.min, bounds.min, bounds.max));
    track.current?.style.setProperty('--hi', trackPercent(value.max, bounds.min, bounds.max));
  });
  if (!canRefine && range.min === undefined)
    return <p className="empty">No range for the {stockNoun.plural} shown.</p>;
  return (
    <div className="range">
      <p className="range-values" aria-live="polite">
        {fmt(group.unit, value.min)} – {fmt(group.unit, value.max)}
      </p>
      <div className="range-inputs dual-range" ref={track}>
        <input
          type="range"
          aria-label={`Minimum ${group.title.toLowerCase()}`}
          min={bounds.min}
          max={bounds.max}
          step={bounds.step}
          value={value.min}
          aria-valuetext={fmt(group.unit, value.min)}
          onChange={(e) => change({ min: Number(e.target.value), max: value.max })}
        />
        <input
          type="range"
          aria-label={`Maximum ${group.title.toLowerCase()}`}
          min={bounds.min}
          max={bounds.max}
          step={bounds.step}
          value={value.max}
          aria-valuetext={fmt(group.unit, value.max)}
          onChange={(e) => change({ min: value.min, max: Number(e.target.value) })}
        />
      </div>
    </div>
  );
}

import { useState } from 'react';
import { useRefinementList } from 'react-instantsearch';
import { stockNoun } from 'virtual:dealer/client-flags';

import { buttonClass } from '~/components/button.ts';

import { FACET_LIMITS, visibleMakes } from '../facets.ts';
import { useTicks } from './use-ticks.ts';

interface Props {
  logos: Record<string, string>;
  preset: string[];
}

/**
 * Spec Screens make cards with logos, each with an expandable 'Select models' list; 7 makes (or the
 * dealer's preset list) then 'Show all makes' / 'Hide extra makes'; models up to 30.
 */
export function MakeFacet({ logos, preset }: Props) {
  const makes = useRefinementList({ attribute: 'make', limit: 200 });
  const models = useRefinementList({ attribute: 'model', limit: 200 });
  const pairs = useRefinementList({ attribute: 'make_model', limit: 200 });
  const makeTicks = useTicks(makes.items, makes.refine);
  const modelTicks = useTicks(models.items, models.refine);
  const [expanded, setExpanded] = useState(false);
  const [openMake, setOpenMake] = useState<string | null>(null);
  const { shown, toggle } = visibleMakes(
    makes.items.map((i) => ({ ...i, value: i.value, count: i.count })),
    preset,
    expanded,
  );
  const modelsOf = (make: string) => {
    const names = new Set(
      pairs.items
        .filter((p) => p.value.startsWith(`${make}|`))
        .map((p) => p.value.slice(make.length + 1)),
    );
    return models.items
      .filter((m) => names.has(m.value) || (m.isRefined && names.size === 0))
      .slice(0, FACET_LIMITS.model);
  };
  if (!makes.items.length)
    return <p className="empty">No makes for the {stockNoun.plural} shown.</p>;
  return (
    <>
      <ul className="make-cards">
        {shown.map((make) => (
          <li key={make.value} className={makeTicks.isTicked(make) ? 'refined' : ''}>
            <label className="make-card">
              <input
                type="checkbox"
                checked={makeTicks.isTicked(make)}
                onChange={() => makeTicks.toggle(make)}
              />
              {/* The logo is the make's wordmark: its name is said once, for readers only. */}
              {logos[make.value] && <img src={logos[make.value]} alt="" width={96} height={24} />}
              <span className={logos[make.value] ? 'visually-hidden' : undefined}>
                {make.label}
              </span>{' '}
              <span className="count">({make.count})</span>
            </label>
            <button
              type="button"
              className={buttonClass({ variant: 'link' })}
              aria-expanded={openMake === make.value}
              onClick={() => setOpenMake(openMake === make.value ? null : make.value)}
            >
              Select models<span className="visually-hidden"> of {make.label}</span>
            </button>
            {openMake === make.value && (
              <ul className="checkbox-list models" aria-label={`${make.label} models`}>
                {modelsOf(make.value).map((m) => (
                  <li key={m.value}>
                    <label>
                      <input
                        type="checkbox"
                        checked={modelTicks.isTicked(m)}
                        onChange={() => modelTicks.toggle(m)}
                      />
                      <span>{m.label}</span> <span className="count">({m.count})</span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      {toggle && (
        <button
          type="button"
          className={buttonClass({ variant: 'link' })}
          onClick={() => setExpanded(!expanded)}
        >
          {toggle}
        </button>
      )}
    </>
  );
}

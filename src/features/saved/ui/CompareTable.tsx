import { useAtom } from 'jotai';
import type { CSSProperties } from 'react';
import { searchHome, stockNoun } from 'virtual:dealer/client-flags';

import { smallPhoto } from '~/components/photos.ts';
import {
  carFacts,
  type CarJson,
  driveAwayOrWholePrice,
  FACT_LABELS,
  type FactKey,
  KEY_FACT_KEYS,
} from '~/features/car/car-json.ts';
import { compareAtom } from '~/features/saved/state.client.ts';

import type { SavedListProps } from '../saved-list.client.ts';
import { useSavedCars } from '../use-saved-cars.client.ts';
import { RemoveSaved } from './RemoveSaved.tsx';

const ROWS: FactKey[] = [
  'price',
  'drive_away',
  'year',
  ...KEY_FACT_KEYS,
  'engine',
  'drive',
  'seats',
  'colour',
  'location_name',
  'stocknum',
];

/** The chosen cars' prices and specifications side by side (spec Purpose compare). */
export default function CompareTable({ photos }: SavedListProps) {
  const [list, setList] = useAtom(compareAtom);
  const cars = useSavedCars(list);
  if (!list.length)
    return (
      <p>
        Nothing to compare now. <a href={searchHome}>Browse all stock</a> and tap Compare on up to
        4.
      </p>
    );
  if (!cars) return <p role="status">Loading the {stockNoun.plural}…</p>;
  const shown = cars.filter((c): c is CarJson => c !== null);
  // A row none of the chosen cars has (a caravan's ATM beside cars, a car's kilometres beside caravans) is left out.
  const rows = ROWS.filter((key) => shown.some((c) => carFacts(c, [key])[0]!.value));
  const facts = shown.map((c) => carFacts(c, rows));
  return (
    <div className="compare-scroll">
      <table className="compare" style={{ '--cars': shown.length } as CSSProperties}>
        <caption className="visually-hidden">Cars compared</caption>
        <thead>
          <tr>
            <td className="compare-corner" />
            {shown.map((c) => (
              <th scope="col" key={c.id}>
                {c.images[0] ? (
                  <img src={smallPhoto(c.images[0], photos)} alt="" width={200} height={133} />
                ) : (
                  // Its column keeps the photo's place, so the cars' rows still line up.
                  <div className="no-image" role="img" aria-label="Photo coming soon">
                    Photo coming soon
                  </div>
                )}
                <a href={`/cars/${c.slug}`}>{c.name}</a>
                <strong className="compare-price">{c.price}</strong>
                {c.drive_away && (
                  <span className="compare-drive-away">
                    <strong>{c.drive_away.text}</strong> {c.drive_away.label}
                  </span>
                )}
                <RemoveSaved
                  name={c.name}
                  onRemove={() => setList(list.filter((f) => f.id !== c.id))}
                />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((key, row) => (
            <tr key={key}>
              <th scope="row">{FACT_LABELS[key]}</th>
              {shown.map((c, i) => (
                <td key={c.id}>
                  {/* Beside an estimate, a car whose price is already drive-away says so. */}
                  {(key === 'drive_away' ? driveAwayOrWholePrice(c) : facts[i]![row]!.value) ?? '—'}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {shown.length < list.length && <p>Some {stockNoun.plural} you chose are no longer listed.</p>}
    </div>
  );
}

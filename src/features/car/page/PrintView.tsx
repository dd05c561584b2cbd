import { useEffect, useState } from 'react';
import { stockNoun } from 'virtual:dealer/client-flags';

import { buttonClass } from '~/components/button.ts';

import { carFacts, type CarJson, driveAwayLine, KEY_FACT_KEYS, priceLine } from '../car-json.ts';

/** The print layout of /print?car_id={slug}: the car's facts from its JSON, then the print dialog. */
export default function PrintView({ dealer }: { dealer: { name: string; phone: string } }) {
  const [car, setCar] = useState<CarJson | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const slug = new URLSearchParams(location.search).get('car_id') ?? '';
    if (!/^[a-z0-9-]+$/.test(slug))
      return void setError(`No ${stockNoun.singular} was chosen to print.`);
    fetch(`/cars/${slug}.json`)
      .then((r) =>
        r.ok
          ? r.json()
          : Promise.reject(new Error(`This ${stockNoun.singular} is no longer listed.`)),
      )
      .then(setCar, (e: Error) => setError(e.message));
  }, []);
  if (error) return <p role="alert">{error}</p>;
  if (!car) return <p role="status">Preparing the page…</p>;
  return (
    <article className="print-car">
      <p className="print-dealer">
        {dealer.name} · {dealer.phone}
      </p>
      <h1>{car.name}</h1>
      <p className="print-price">{priceLine(car)}</p>
      {car.drive_away && <p className="print-price">{driveAwayLine(car)}</p>}
      {car.images[0] && <img src={car.images[0]} alt={car.name} width={600} height={400} />}
      <dl>
        {carFacts(car, [...KEY_FACT_KEYS, 'colour', 'stocknum', 'vin'])
          .filter((f) => f.value)
          .map((f) => (
            <div key={f.key}>
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
      </dl>
      {car.features.length > 0 && (
        <>
          <h2>Features</h2>
          <ul>
            {car.features.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </>
      )}
      <button
        type="button"
        className={buttonClass({ className: 'no-print' })}
        onClick={() => window.print()}
      >
        Print this page
      </button>
    </article>
  );
}

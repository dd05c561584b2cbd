import { useEffect, useState } from 'react';
import { priceDropAlerts, searchHome, stockNoun } from 'virtual:dealer/client-flags';

import { buttonClass } from '~/components/button.ts';
import { postJson } from '~/components/post-json.client.ts';
import { formatAud } from '~/features/car/pricing.ts';
import type { ViewedCar } from '~/features/car/viewed.ts';
import { formatMobile } from '~/features/phones/format-mobile.ts';
import type { SavedListProps } from '~/features/saved/saved-list.client.ts';
import type { StorageKeys } from '~/features/saved/storage-keys.ts';
import { SavedFacts } from '~/features/saved/ui/SavedFacts.tsx';
import { SavedPhoto } from '~/features/saved/ui/SavedPhoto.tsx';
import { VERIFICATION_MESSAGES as V } from '~/features/verification/verification.ts';

import { browserAccount } from '../account.client.ts';
import { type Garage, shortDate, stateNote, valuationLine, valuedCar } from '../garage.ts';
import AccountActions from './AccountActions.tsx';

function viewedCars(key: string): ViewedCar[] {
  try {
    const list = JSON.parse(localStorage.getItem(key) ?? '[]') as ViewedCar[];
    return Array.isArray(list) ? list.filter((c) => c.slug && c.name).slice(0, 8) : [];
  } catch {
    return [];
  }
}

/**
 * The signed-in garage: the watchlist with each car as it is now, the cars viewed on
 * this device, saved searches, and the finance applications and trade-in valuations sent with
 * this phone. Everything private comes from GET /api/account, which checks the session.
 */
export default function GarageAccount({
  photos,
  signIn,
  dealerName,
  keys,
}: SavedListProps & {
  /** Where a signed-out visitor of the gated garage goes (null: the garage is not gated). */
  signIn: string | null;
  dealerName: string;
  /** Where the browser keeps saved cars and the viewed list (from the page's HTML). */
  keys: StorageKeys & { viewed: string };
}) {
  const [account] = useState(() => browserAccount(keys));
  const [garage, setGarage] = useState<Garage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const viewed = viewedCars(keys.viewed);
  useEffect(() => {
    const leave = () => {
      account.forget();
      location.replace(signIn ?? location.pathname);
    };
    if (!account.signedIn()) return leave();
    fetch('/api/account', { headers: { Accept: 'application/json' } })
      .then(async (r) => {
        if (r.status === 401) return leave();
        if (!r.ok) throw new Error(String(r.status));
        const g = (await r.json()) as Garage;
        account.writeFavourites(g.watchlist);
        setGarage(g);
      })
      .catch(() => setError('Your garage could not load just now. Please try again in a moment.'));
  }, []);

  const remove = async (carId: number) => {
    if (!garage) return;
    const before = garage;
    setGarage({ ...garage, watchlist: garage.watchlist.filter((w) => w.car_id !== carId) });
    const r = await postJson<{ watchlist: Garage['watchlist'] }>(
      '/api/watchlist/remove-car',
      { phone_number: garage.user.phone, car_id: carId },
      { fallback: V.unknown },
    );
    if (r.ok) return account.writeFavourites(r.value.watchlist);
    setGarage(before);
    alert(r.error);
  };
  const removeSearch = async (id: number) => {
    const r = await postJson<{ searches: Garage['searches'] }>(
      '/api/account/searches/remove',
      { id },
      { fallback: V.unknown },
    );
    if (r.ok && garage) setGarage({ ...garage, searches: r.value.searches });
    else if (!r.ok) alert(r.error);
  };

  if (error)
    return (
      <div className="form-alert destructive" role="alert">
        {error}
      </div>
    );
  if (!garage)
    return (
      <p className="garage-loading" aria-busy="true">
        Loading your garage…
      </p>
    );
  return (
    <div className="garage">
      <p className="garage-hello">
        {garage.user.first_name ? `Hello ${garage.user.first_name}. ` : ''}Signed in as{' '}
        {formatMobile(garage.user.phone)}.
      </p>
      <section aria-labelledby="garage-watchlist">
        <h2 id="garage-watchlist">Watchlist ({garage.watchlist.length})</h2>
        {garage.watchlist.length === 0 ? (
          <p>
            Nothing saved yet. <a href={searchHome}>Browse the stock</a> and press Favourite to keep
            a {stockNoun.singular} here.
          </p>
        ) : (
          <ul className="saved-cards">
            {garage.watchlist.map((w) => {
              const note = w.car && stateNote(w.car.state);
              const name = w.car?.name ?? `A ${stockNoun.singular} no longer listed`;
              return (
                <li key={w.car_id} className="saved-card">
                  <SavedPhoto url={w.car?.image} photos={photos} />
                  <div className="saved-body">
                    <h3>{w.car ? <a href={`/cars/${w.car.slug}`}>{name}</a> : name}</h3>
                    {w.car && <SavedFacts car={w.car} />}
                    {note && <p className="saved-state">{note}</p>}
                    {priceDropAlerts && w.car?.state === 'available' && (
                      <p className="saved-alert">
                        <a
                          className={buttonClass({ variant: 'secondary', size: 'sm' })}
                          href={`/alerts/price-drop?car=${encodeURIComponent(w.car.slug)}`}
                        >
                          Tell me if its price drops
                        </a>
                      </p>
                    )}
                    {w.car && (w.car.state === 'sold' || w.car.state === 'reserved') && (
                      <a
                        className={buttonClass({ variant: 'secondary', size: 'sm' })}
                        href={`/cars/${w.car.slug}#find-me-something-similar`}
                      >
                        Find Me Something Similar
                      </a>
                    )}
                    <button
                      type="button"
                      className={buttonClass({ variant: 'link', size: 'sm' })}
                      onClick={() => void remove(w.car_id)}
                    >
                      Remove<span className="visually-hidden"> {name}</span>
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section aria-labelledby="garage-searches">
        <h2 id="garage-searches">Saved searches</h2>
        {garage.searches.length === 0 ? (
          <p>No saved searches. On a search page, press Save This Search to keep it here.</p>
        ) : (
          <ul className="garage-list">
            {garage.searches.map((s) => (
              <li key={s.id}>
                <a href={s.url}>{s.label}</a>{' '}
                <button
                  type="button"
                  className={buttonClass({ variant: 'link', size: 'sm' })}
                  onClick={() => void removeSearch(s.id)}
                >
                  Remove<span className="visually-hidden"> {s.label}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="garage-viewed">
        <h2 id="garage-viewed">Viewed on this device</h2>
        {viewed.length === 0 ? (
          <p>The {stockNoun.plural} you open are listed here.</p>
        ) : (
          <ul className="garage-list">
            {viewed.map((c) => (
              <li key={c.id}>
                <a href={`/cars/${c.slug}`}>{c.name}</a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="garage-finance">
        <h2 id="garage-finance">Finance applications</h2>
        {garage.finance.length === 0 ? (
          <p>No finance applications made with {formatMobile(garage.user.phone)}.</p>
        ) : (
          <ul className="garage-list">
            {garage.finance.map((f) => (
              <li key={f.id}>
                {shortDate(f.date)}: {f.amount ? formatAud(f.amount) : 'amount not given'}
                {f.car ? ` toward the ${f.car}` : ''}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="garage-valuations">
        <h2 id="garage-valuations">Trade-in valuations</h2>
        {garage.valuations.length === 0 ? (
          <p>No valuations made with {formatMobile(garage.user.phone)}.</p>
        ) : (
          <ul className="garage-list">
            {garage.valuations.map((v) => (
              <li key={v.id}>
                {shortDate(v.date)}: {valuedCar(v)}, {valuationLine(v)}
                {v.valid_until ? `, valid until ${shortDate(v.valid_until)}` : ''}
              </li>
            ))}
          </ul>
        )}
      </section>
      <AccountActions dealerName={dealerName} account={account} />
    </div>
  );
}

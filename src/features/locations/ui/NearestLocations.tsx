import { type SubmitEvent, useEffect, useId, useRef, useState } from 'react';

import { SPEC_MESSAGES } from '~/features/leads/messages.ts';
import type { Point } from '~/services/geocoder/geocoder.ts';

import { byDistance, formatKm, INVALID_POSTCODE } from '../geo.ts';
import { embeddedLookup, type Lookup, serverLookup } from './postcode-lookup.client.ts';

export interface NearestItem {
  id: number;
  name: string;
  addressLine: string;
  href: string;
  phone: string;
  tel: string;
  address: Point;
}

interface Props {
  locations: NearestItem[];
  /** 'server' when the dealer file names a geocoder (maps.geocoder), else the embedded data. */
  geocoder: 'embedded' | 'server';
}

type From = { label: string; point: Point } | null;

/**
 * 'Find your nearest': a 4-digit postcode, or the browser's location when the visitor
 * allows it, puts the locations in order of distance (haversine, spec Constants Earth radius) with the
 * distance shown. The HTML lists them by name; a postcode in the address (?postcode=) is looked up
 * when the island starts, so a search typed before it loaded is not lost.
 */
export default function NearestLocations({ locations, geocoder }: Props) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [from, setFrom] = useState<From>(null);
  const input = useRef<HTMLInputElement>(null);

  const find = async (code: string) => {
    const value = code.trim();
    if (!/^\d{4}$/.test(value)) {
      setError(SPEC_MESSAGES.postcode);
      input.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    const answer: Lookup = await (geocoder === 'server' ? serverLookup : embeddedLookup)(value);
    setBusy(false);
    if (answer.kind === 'found') setFrom({ label: `postcode ${value}`, point: answer.point });
    else {
      setFrom(null);
      setError(
        answer.kind === 'not-found'
          ? INVALID_POSTCODE
          : 'Postcode lookup is not available right now. Please try again.',
      );
      input.current?.focus();
    }
  };

  useEffect(() => {
    // The form works as a plain GET before the island is live: a postcode typed or sent, or
    // 'Use my location' pressed (?locate=1), is carried out once the island starts.
    const params = new URL(window.location.href).searchParams;
    if (params.get('locate') === '1') {
      useMyLocation();
      return;
    }
    const code = params.get('postcode');
    if (code && input.current && !input.current.value) input.current.value = code;
    const typed = input.current?.value;
    if (typed) void find(typed);
  }, []); // once, on hydration

  const onSubmit = (e: SubmitEvent) => {
    e.preventDefault();
    void find(input.current?.value ?? '');
  };

  const useMyLocation = () => {
    if (!('geolocation' in navigator)) {
      setError('This browser cannot share your location. Please enter your postcode.');
      return;
    }
    setBusy(true);
    setError(null);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setBusy(false);
        setFrom({
          label: 'your location',
          point: { lat: pos.coords.latitude, long: pos.coords.longitude },
        });
      },
      () => {
        setBusy(false);
        setError('We could not get your location. Please enter your postcode instead.');
      },
      { timeout: 10_000, maximumAge: 600_000 },
    );
  };

  const ordered = from
    ? byDistance(locations, from.point)
    : locations.map((location) => ({ location, km: null as number | null }));
  const errorId = `${id}-error`;

  return (
    <div className="nearest">
      <form className="nearest-form" action="#find-nearest" onSubmit={onSubmit} noValidate>
        <label htmlFor={`${id}-postcode`}>Your postcode</label>
        <div className="nearest-row">
          <input
            ref={input}
            id={`${id}-postcode`}
            name="postcode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={4}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <button type="submit" className="button" disabled={busy}>
            Find nearest
          </button>
          <button
            type="submit"
            name="locate"
            value="1"
            className="button secondary"
            onClick={(e) => {
              e.preventDefault();
              useMyLocation();
            }}
            disabled={busy}
          >
            Use my location
          </button>
        </div>
        {error && (
          <p id={errorId} className="field-error" role="alert">
            {error}
          </p>
        )}
      </form>
      <p className="nearest-status" role="status">
        {busy
          ? 'Finding your nearest location…'
          : from
            ? `Nearest to ${from.label}: ${ordered[0]!.location.name}, ${formatKm(ordered[0]!.km!)}`
            : ''}
      </p>
      <ol
        className="nearest-list"
        aria-label={from ? `Locations nearest to ${from.label}` : 'Our locations'}
      >
        {ordered.map(({ location: l, km }) => (
          <li key={l.id}>
            <div>
              <a href={l.href} className="nearest-name">
                {l.name}
              </a>
              <span className="nearest-address">{l.addressLine}</span>
            </div>
            <div className="nearest-side">
              {km !== null && <span className="nearest-km">{formatKm(km)}</span>}
              <a href={l.tel}>{l.phone}</a>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

import type { Car } from '~/catalogue/car.schema.ts';

import { bodyLabel, formatKm } from './labels.ts';

/** What a key fact is about (the icon it is drawn with). */
export type KeyFactKind =
  'odometer' | 'transmission' | 'fuel' | 'body' | 'length' | 'sleeps' | 'weight';

/** One fact a buyer compares first: 'Sleeps' / '4', or, in a row of icons, 'Sleeps 4'. */
export interface KeyFact {
  kind: KeyFactKind;
  label: string;
  value: string;
  /** The fact read on its own, beside an icon or on a card. */
  text: string;
}

/** What the key facts are made from: a car of the feed and a search record both carry it. */
export interface KeyFactSource {
  item_type: string;
  km: number | null;
  transmission: string | null;
  fuel: string | null;
  /** The body code ('suv', 'peopleMover', 'hardtop'). */
  body: string | null;
  /** Caravans: body length in metres, berths, aggregate trailer mass (ATM) and tare in kg. */
  length_m: number | null;
  sleeps: number | null;
  atm_kg: number | null;
  tare_kg: number | null;
}

const decimal = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 2 });
const kg = (n: number) => `${decimal.format(n)} kg`;
const fact = (kind: KeyFactKind, label: string, value: string, text = value): KeyFact => ({
  kind,
  label,
  value,
  text,
});

/**
 * The facts a buyer compares first, by item type: a car's odometer, transmission, fuel
 * and body; a caravan's length, berths, ATM and tare, then its body (a caravan has no odometer or
 * gearbox, and its weights decide what can tow it). A caravan with none of its own facts falls back to the
 * car's (a motorhome from a feed that sends only those). Missing facts are left out.
 */
export function keyFacts(s: KeyFactSource): KeyFact[] {
  if (s.item_type === 'caravan') {
    const caravan = [
      s.length_m
        ? fact(
            'length',
            'Length',
            `${decimal.format(s.length_m)} m`,
            `${decimal.format(s.length_m)} m long`,
          )
        : null,
      s.sleeps ? fact('sleeps', 'Sleeps', String(s.sleeps), `Sleeps ${s.sleeps}`) : null,
      s.atm_kg ? fact('weight', 'ATM', kg(s.atm_kg), `ATM ${kg(s.atm_kg)}`) : null,
      s.tare_kg ? fact('weight', 'Tare', kg(s.tare_kg), `Tare ${kg(s.tare_kg)}`) : null,
    ].filter((f) => f !== null);
    if (caravan.length)
      return s.body ? [...caravan, fact('body', 'Body', bodyLabel(s.body))] : caravan;
  }
  return [
    s.km != null ? fact('odometer', 'Odometer', formatKm(s.km)) : null,
    s.transmission ? fact('transmission', 'Transmission', s.transmission) : null,
    s.fuel ? fact('fuel', 'Fuel', s.fuel) : null,
    s.body ? fact('body', 'Body', bodyLabel(s.body)) : null,
  ].filter((f) => f !== null);
}

/** A feed car's key-fact source. */
export function keyFactSource(car: Car): KeyFactSource {
  const spec = car.specifications;
  return {
    item_type: car.item_type,
    km: car.km ?? null,
    transmission: car.simple_transmission ?? null,
    fuel: car.simple_fuel ?? null,
    body: car.simple_body ?? null,
    length_m: spec?.body_length ?? null,
    sleeps: spec?.sleeps ?? null,
    atm_kg: spec?.aggregate_trailer_mass ?? null,
    tare_kg: spec?.tare_weight ?? null,
  };
}

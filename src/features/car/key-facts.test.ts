import { describe, expect, it } from 'vitest';

import { keyFacts, type KeyFactSource } from './key-facts.ts';

const car: KeyFactSource = {
  item_type: 'car',
  km: 45210,
  transmission: 'Automatic',
  fuel: 'Diesel',
  body: 'peopleMover',
  length_m: null,
  sleeps: null,
  atm_kg: null,
  tare_kg: null,
};
const caravan: KeyFactSource = {
  item_type: 'caravan',
  km: null,
  transmission: null,
  fuel: null,
  body: 'hardtop',
  length_m: 6.4,
  sleeps: 4,
  atm_kg: 2820,
  tare_kg: 2320,
};

describe('key facts by item type', () => {
  it("a car's: odometer, transmission, fuel and body as buyers read them", () => {
    expect(keyFacts(car).map((f) => [f.kind, f.text])).toEqual([
      ['odometer', '45,210 km'],
      ['transmission', 'Automatic'],
      ['fuel', 'Diesel'],
      ['body', 'People mover'],
    ]);
  });

  it("a caravan's: length, berths, ATM and tare, then its body; never an odometer", () => {
    expect(keyFacts(caravan).map((f) => [f.label, f.value, f.text])).toEqual([
      ['Length', '6.4 m', '6.4 m long'],
      ['Sleeps', '4', 'Sleeps 4'],
      ['ATM', '2,820 kg', 'ATM 2,820 kg'],
      ['Tare', '2,320 kg', 'Tare 2,320 kg'],
      ['Body', 'Hardtop', 'Hardtop'],
    ]);
  });

  it('leaves missing facts out, and a caravan with none of its own shows what it has', () => {
    expect(keyFacts({ ...caravan, sleeps: null, tare_kg: null }).map((f) => f.label)).toEqual([
      'Length',
      'ATM',
      'Body',
    ]);
    const motorhome = { ...car, item_type: 'caravan', body: 'motorhome' };
    expect(keyFacts(motorhome).map((f) => f.text)).toEqual([
      '45,210 km',
      'Automatic',
      'Diesel',
      'Motorhome',
    ]);
    expect(keyFacts({ ...car, km: null, transmission: null, fuel: null, body: null })).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';

import { showSaveControl } from '~/features/saved/save-control.ts';

import {
  badgeLine,
  bodyLabel,
  carNames,
  carTypeLabel,
  formatKm,
  makeModelName,
  manufacturerDisplayName,
  modelDisplayName,
} from './labels.ts';

describe('names (spec Entities)', () => {
  it('normalises manufacturer display names', () => {
    expect(manufacturerDisplayName('Suzuki Australia')).toBe('Suzuki');
    expect(manufacturerDisplayName('Isuzu UTE')).toBe('Isuzu');
    expect(manufacturerDisplayName('Mercedes Benz')).toBe('Mercedes-Benz');
    expect(manufacturerDisplayName('Viscount Caravans')).toBe('Viscount');
    expect(manufacturerDisplayName('Toyota')).toBe('Toyota');
  });

  it('prefixes bare-number Mazda and MG models', () => {
    expect(modelDisplayName('Mazda', '3')).toBe('Mazda3');
    expect(modelDisplayName('MG', '4')).toBe('MG4');
    expect(modelDisplayName('Mazda', 'CX-5')).toBe('CX-5');
    expect(modelDisplayName('Peugeot', '308')).toBe('308');
  });

  it("shows 'Used' as 'Pre-Owned' where configured", () => {
    expect(carTypeLabel('used', true)).toBe('Pre-Owned');
    expect(carTypeLabel('used', false)).toBe('Used');
    expect(carTypeLabel('new', true)).toBe('New');
    expect(carTypeLabel('demo', true)).toBe('Demo');
  });
});

describe('favourite / compare visibility (spec States, Validation)', () => {
  const car = (over: Record<string, unknown> = {}) => ({
    status: 'in_stock' as const,
    car_type: 'used' as const,
    price: 19990,
    images: ['a.svg'],
    ...over,
  });
  it('shows for any car in stock', () => {
    expect(showSaveControl(car({ car_type: 'new', price: 0, images: [] }), false, false)).toBe(
      true,
    );
    expect(showSaveControl(car({ status: 'coming_soon' }), false, false)).toBe(true);
  });
  it('where configured, also needs a used car, price above 0 and an image', () => {
    expect(showSaveControl(car(), true, false)).toBe(true);
    expect(showSaveControl(car({ car_type: 'new' }), true, false)).toBe(false);
    expect(showSaveControl(car({ price: 0 }), true, false)).toBe(false);
    expect(showSaveControl(car({ images: [] }), true, false)).toBe(false);
  });
  it('shows no save button on a sold car not already saved', () => {
    expect(showSaveControl(car({ status: 'sold' }), false, false)).toBe(false);
    expect(showSaveControl(car({ status: 'sold' }), false, true)).toBe(true);
  });
});

describe('car names and odometer readings', () => {
  it('names a car by year, shown make and model, and badge; twice is the same as once', () => {
    const first = carNames({ year: 2021, make: 'Mercedes Benz', model: 'C300', badge: 'AMG Line' });
    expect(first).toEqual({
      make: 'Mercedes-Benz',
      model: 'C300',
      name: '2021 Mercedes-Benz C300 AMG Line',
    });
    expect(
      carNames({ year: 2021, make: first.make, model: first.model, badge: 'AMG Line' }).name,
    ).toBe(first.name);
    // Never doubled: a model named after the brand already says it.
    expect(carNames({ year: 2019, make: 'Mazda', model: '3', badge: null }).name).toBe(
      '2019 Mazda3',
    );
    // Nor a badge that repeats the model, as Mercedes-Benz feeds give it.
    expect(
      carNames({ year: 2025, make: 'Mercedes Benz', model: 'GLC', badge: 'GLC 300' }).name,
    ).toBe('2025 Mercedes-Benz GLC 300');
    expect(
      carNames({ year: 2025, make: 'Mercedes Benz', model: 'GLC', badge: 'GLC 43 AMG' }).name,
    ).toBe('2025 Mercedes-Benz GLC 43 AMG');
    // A badge that only begins with the same letters is its own word.
    expect(carNames({ year: 2024, make: 'Kia', model: 'EV6', badge: 'EV6GT' }).name).toBe(
      '2024 Kia EV6 EV6GT',
    );
  });

  it("puts a badge and its series on one line without a word twice ('e:HEV RS', not 'e:HEV RS RS')", () => {
    expect(badgeLine('e:HEV RS', 'RS')).toBe('e:HEV RS');
    expect(badgeLine('e:HEV RS', 'rs MY24')).toBe('e:HEV RS MY24');
    expect(badgeLine('VTi X', 'RS')).toBe('VTi X RS');
    expect(badgeLine('GXL', 'GDJ79R')).toBe('GXL GDJ79R');
    expect(badgeLine(null, 'RS')).toBe('RS');
    expect(badgeLine('Sport', null)).toBe('Sport');
    expect(badgeLine(null, undefined)).toBe('');
  });

  it("joins make and model without doubling the brand ('Mazda3', not 'Mazda Mazda3')", () => {
    expect(makeModelName('Mazda', '3')).toBe('Mazda3');
    expect(makeModelName('Mazda', 'Mazda2')).toBe('Mazda2');
    expect(makeModelName('Mazda', 'CX-5')).toBe('Mazda CX-5');
    expect(makeModelName('MG', '4')).toBe('MG4');
    expect(makeModelName('Kia', 'Carnival')).toBe('Kia Carnival');
    expect(makeModelName('Ram', 'Rampage')).toBe('Ram Rampage');
  });

  it("shows kilometres as '45,210 km'", () => {
    expect(formatKm(45210)).toBe('45,210 km');
    expect(formatKm(0)).toBe('0 km');
  });
});

describe('body labels', () => {
  it('says the body as a buyer reads it', () => {
    expect(bodyLabel('peopleMover')).toBe('People mover');
    expect(bodyLabel('suv')).toBe('SUV');
    expect(bodyLabel('ute')).toBe('Ute');
    expect(bodyLabel('cabChassis')).toBe('Cab chassis');
    expect(bodyLabel('crossoverThing')).toBe('Crossover thing');
    // Every body code the feeds use, as a buyer reads it.
    expect(
      Object.fromEntries(
        [
          'hatch',
          'hatchback',
          'sedan',
          'wagon',
          'stationWagon',
          'coupe',
          'convertible',
          'van',
          'lightTruck',
          'bus',
          'hardtop',
          'softtop',
          'motorhome',
          '4x4',
          'ev',
          'prestige',
        ].map((code) => [code, bodyLabel(code)]),
      ),
    ).toEqual({
      hatch: 'Hatch',
      hatchback: 'Hatchback',
      sedan: 'Sedan',
      wagon: 'Wagon',
      stationWagon: 'Station wagon',
      coupe: 'Coupe',
      convertible: 'Convertible',
      van: 'Van',
      lightTruck: 'Light truck',
      bus: 'Bus',
      hardtop: 'Hardtop',
      softtop: 'Soft top',
      motorhome: 'Motorhome',
      '4x4': '4x4',
      ev: 'EV',
      prestige: 'Prestige',
    });
  });
});

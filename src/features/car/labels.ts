import type { CarType } from '~/catalogue/car.schema.ts';

/** Spec Entities: manufacturer names as shown to visitors. */
const DISPLAY_NAMES: Record<string, string> = {
  'Suzuki Australia': 'Suzuki',
  'Isuzu UTE': 'Isuzu',
  'Mercedes Benz': 'Mercedes-Benz',
  'Viscount Caravans': 'Viscount',
};

export function manufacturerDisplayName(name: string): string {
  return DISPLAY_NAMES[name] ?? name;
}

/** Spec Entities: Mazda and MG models given as a bare number get the brand prefix (3 → Mazda3). */
export function modelDisplayName(make: string, model: string): string {
  const brand = manufacturerDisplayName(make);
  return /^\d+$/.test(model) && (brand === 'Mazda' || brand === 'MG') ? `${brand}${model}` : model;
}

/**
 * Make and model together, never doubled: 'Mazda CX-5', but 'Mazda3' and 'MG4' (a model named
 * after the brand already says it), not 'Mazda Mazda3'.
 */
export function makeModelName(make: string, model: string): string {
  const brand = manufacturerDisplayName(make);
  const shown = modelDisplayName(make, model);
  const starts = shown.toLowerCase().startsWith(brand.toLowerCase());
  const next = shown.charAt(brand.length);
  return starts && (next === '' || /[\d\s-]/.test(next)) ? shown : `${brand} ${shown}`;
}

/**
 * A car's make and model as shown (the two rules above) and its name as every page, card, PDF and
 * JSON-LD shows it: year, make, model and badge. Safe on names already shown (the rules are idempotent).
 */
export function carNames(car: {
  year: number;
  make: string;
  model: string;
  badge?: string | null | undefined;
}): { make: string; model: string; name: string } {
  const make = manufacturerDisplayName(car.make);
  const model = modelDisplayName(car.make, car.model);
  const both = makeModelName(car.make, car.model);
  // A badge that repeats the model ('GLC' with 'GLC 300') adds only what it adds: 'GLC 300'.
  const badge = car.badge ?? '';
  const rest = badge.toLowerCase().startsWith(`${model.toLowerCase()} `)
    ? badge.slice(model.length)
    : badge && ` ${badge}`;
  return { make, model, name: `${car.year} ${both}${rest}` };
}

/**
 * A car's badge and series on one line, never a word twice where they meet: Honda's CR-V series
 * is 'RS', so its 'e:HEV RS' badge reads 'e:HEV RS', not 'e:HEV RS RS'; 'GXL' and 'GDJ79R' read
 * 'GXL GDJ79R'.
 */
export function badgeLine(badge?: string | null, series?: string | null): string {
  const words = (series ?? '').split(' ').filter(Boolean);
  const last = (badge ?? '').split(' ').at(-1)?.toLowerCase();
  if (last && words[0]?.toLowerCase() === last) words.shift();
  return [badge, ...words].filter(Boolean).join(' ');
}

const kmFormat = new Intl.NumberFormat('en-AU');
/** An odometer reading as shown everywhere: '45,210 km'. */
export function formatKm(km: number): string {
  return `${kmFormat.format(km)} km`;
}

/**
 * The word for the dealer's stock in menus and buttons: spec Screens' 'Vehicle' / 'Vehicles' ('New
 * Vehicles', 'Explore Vehicle') where the dealer sells cars, else its own noun (dealer file
 * `inventory.noun`: a caravan yard's 'New Caravans', 'Explore Caravan').
 */
export function stockWord(noun: { singular: string; plural: string }): {
  singular: string;
  plural: string;
} {
  return noun.singular === 'Car' ? { singular: 'Vehicle', plural: 'Vehicles' } : noun;
}

/** Spec Constants: 'Used' is shown as 'Pre-Owned' on sites with that wording. */
export function carTypeLabel(type: CarType, preOwnedWording: boolean): string {
  if (type === 'used') return preOwnedWording ? 'Pre-Owned' : 'Used';
  return type === 'new' ? 'New' : 'Demo';
}

/** The body codes a rule cannot read out (every other code is its words: 'cabChassis' → 'Cab chassis'). */
const BODY_LABELS: Record<string, string> = { suv: 'SUV', softtop: 'Soft top', ev: 'EV' };

/** A body type as a buyer reads it ('People mover', 'SUV', 'Ute'), not the feed's code ('peopleMover'). */
export function bodyLabel(body: string): string {
  return (
    BODY_LABELS[body] ??
    body
      .replace(/([a-z])([A-Z])/g, (_, a: string, b: string) => `${a} ${b.toLowerCase()}`)
      .replace(/^./, (c) => c.toUpperCase())
  );
}

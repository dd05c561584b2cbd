import type { Rng } from './random.ts';
import type { CaravanModel } from './vehicle-model.ts';

/**
 * Mass and size ranges by body (kg, mm; from smallest to largest model of the body), so a
 * Corolla hatch never weighs 3,190 kg. A car takes the point of each range its new price reaches.
 */
export const bodySpecs: Record<
  string,
  Record<'gvm' | 'length' | 'height' | 'width' | 'towing', [number, number]>
> = {
  hatch: {
    gvm: [1450, 1950],
    length: [3700, 4400],
    height: [1420, 1580],
    width: [1690, 1800],
    towing: [0, 1300],
  },
  sedan: {
    gvm: [1850, 2300],
    length: [4400, 4990],
    height: [1400, 1490],
    width: [1780, 1880],
    towing: [0, 1600],
  },
  suv: {
    gvm: [1750, 3350],
    length: [4100, 5100],
    height: [1540, 1950],
    width: [1760, 2000],
    towing: [750, 3500],
  },
  ute: {
    gvm: [2700, 3500],
    length: [5100, 5450],
    height: [1780, 1900],
    width: [1850, 2030],
    towing: [2500, 3500],
  },
  van: {
    gvm: [3000, 4000],
    length: [4900, 5400],
    height: [1950, 2300],
    width: [1880, 2000],
    towing: [1400, 2800],
  },
  bus: {
    gvm: [5800, 6300],
    length: [6990, 7200],
    height: [2600, 2700],
    width: [2000, 2100],
    towing: [0, 0],
  },
  peopleMover: {
    gvm: [2500, 3000],
    length: [4900, 5260],
    height: [1750, 2000],
    width: [1880, 2000],
    towing: [1500, 2500],
  },
  coupe: {
    gvm: [1600, 2200],
    length: [4200, 4830],
    height: [1280, 1420],
    width: [1760, 1920],
    towing: [0, 0],
  },
  convertible: {
    gvm: [1200, 1400],
    length: [3900, 4000],
    height: [1230, 1240],
    width: [1730, 1740],
    towing: [0, 0],
  },
  wagon: {
    gvm: [2000, 2500],
    length: [4700, 4900],
    height: [1500, 1680],
    width: [1840, 1880],
    towing: [1500, 2000],
  },
};

/** Spec sheet figures for a vehicle of this body and new price, within the body's ranges. */
export function bodyFigures(rng: Rng, body: string, newPrice: number) {
  const spec = bodySpecs[body] ?? bodySpecs.suv!;
  // Dearer models of a body are bigger and heavier: 20,000 → bottom of the range, 120,000 → top.
  const t = Math.min(1, Math.max(0, (newPrice - 20000) / 100000));
  const at = ([lo, hi]: [number, number], step: number) => {
    const wobble = (hi - lo) * 0.1 * (rng.next() - 0.5);
    const v = Math.min(hi, Math.max(lo, lo + (hi - lo) * t + wobble));
    return Math.round(v / step) * step;
  };
  return {
    grossvehiclemass: at(spec.gvm, 5),
    vehiclelength: at(spec.length, 5),
    vehicleheight: at(spec.height, 5),
    vehiclewidth: at(spec.width, 5),
    towingcapacitybraked: at(spec.towing, 50),
  };
}

/** A caravan's size and masses: tare grows with length, and the ATM is tare plus a payload. */
export function caravanSpecs(rng: Rng, model: CaravanModel) {
  const length = rng.int(model.length[0] * 10, model.length[1] * 10) / 10;
  const tare = Math.round((length * 340 + rng.int(-15, 15) * 10) / 10) * 10;
  return {
    body_width: rng.int(230, 250) / 100,
    body_length: length,
    tare_weight: tare,
    axle_type: rng.pick(model.axle),
    sleeps: rng.pick(model.sleeps),
    aggregate_trailer_mass: tare + rng.int(3, 9) * 100,
  };
}

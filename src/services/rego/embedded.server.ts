import { normalisePlate, type RegoLookup, type RegoVehicle } from './rego.ts';

/** The embedded register: the sample plates (data/market/register.json), looked up by state and plate. */
export function embeddedRego(plates: readonly RegoVehicle[]): RegoLookup {
  const byKey = new Map(plates.map((v) => [`${v.state} ${normalisePlate(v.plate)}`, v]));
  return async (plate, state) => {
    const vehicle = byKey.get(`${state} ${normalisePlate(plate)}`);
    return vehicle ? { kind: 'found', vehicle } : { kind: 'not-found' };
  };
}

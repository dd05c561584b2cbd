import type { Rng } from './random.ts';

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const WMI: Record<string, string> = {
  Toyota: 'JTM',
  Mazda: 'JM0',
  Hyundai: 'KMH',
  Kia: 'KNA',
  Ford: 'MPB',
  Volkswagen: 'WVW',
  Mitsubishi: 'MMA',
  Nissan: 'JN1',
  Subaru: 'JF1',
  'Isuzu UTE': 'MPA',
  MG: 'LSJ',
  'Suzuki Australia': 'JS3',
  'Mercedes Benz': 'WDD',
  Honda: 'JHM',
  Tesla: 'LRW',
  BYD: 'LGX',
};

/** A VIN of 17 characters that starts with the make's manufacturer code. */
export function vin(rng: Rng, make: string): string {
  let s = WMI[make] ?? '6T9';
  while (s.length < 17) s += rng.pick([...VIN_CHARS]);
  return s;
}

/** A registration plate in the common three letters, two digits, one letter form. */
export function rego(rng: Rng): string {
  const L = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  return `${rng.pick([...L])}${rng.pick([...L])}${rng.pick([...L])}${rng.int(10, 99)}${rng.pick([...L])}`;
}

import { normalisePhone } from './phones.ts';

/**
 * A mobile as Australians write it: '0412 345 678' (other numbers as normalised). Its own module:
 * the pages that show a buyer's number (garage, checkout) load it, the car pages need not.
 */
export function formatMobile(phone: string): string {
  const p = normalisePhone(phone);
  return /^04\d{8}$/.test(p) ? `${p.slice(0, 4)} ${p.slice(4, 7)} ${p.slice(7)}` : p;
}

/**
 * References a person reads out on the phone or types from a message: capital letters and digits
 * without the ones that look or sound alike (no 0 and O, 1 and I, no L), shown in groups of four.
 */
export const READABLE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * An id the site made for `kind`: a readable reference, or the older 16-character random form that
 * earlier leads and reservations still carry.
 */
export const referencePattern = (kind: string): RegExp =>
  new RegExp(`^${kind}(?:[${READABLE_ALPHABET}]{8}|[\\w-]{16})$`);

/** "RK7QM4X9A" → "R-K7QM-4X9A": the kind's letter, then the code in fours. An older id as it is. */
export function formatReference(id: string): string {
  const [kind, code] = [id.slice(0, 1), id.slice(1)];
  if (!new RegExp(`^[${READABLE_ALPHABET}]{8}$`).test(code)) return id;
  return `${kind}-${code.slice(0, 4)}-${code.slice(4)}`;
}

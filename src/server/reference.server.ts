import { customAlphabet } from 'nanoid';

import { READABLE_ALPHABET } from './reference.ts';

const code = customAlphabet(READABLE_ALPHABET, 8);

/**
 * A new reference: the kind's letter (L a lead, R a reservation, A an appointment), then eight characters from the
 * readable alphabet. 31^8 codes, so a clash is rare but possible: the row's primary key refuses it
 * and the caller makes another (see isUniqueViolation).
 */
export const newReference = (kind: 'L' | 'R' | 'A'): string => `${kind}${code()}`;

import { customAlphabet } from 'nanoid';
import { describe, expect, it } from 'vitest';

import { formatReference, READABLE_ALPHABET } from './reference.ts';

describe('references a person can read out', () => {
  it('has no letters or digits that look or sound alike', () => {
    for (const c of '01OIL') expect(READABLE_ALPHABET).not.toContain(c);
    expect(new Set(READABLE_ALPHABET).size).toBe(READABLE_ALPHABET.length);
  });

  it('shows the kind, then the code in groups of four', () => {
    expect(formatReference('RK7QM4X9A')).toBe('R-K7QM-4X9A');
    const made = `R${customAlphabet(READABLE_ALPHABET, 8)()}`;
    expect(formatReference(made)).toMatch(/^R-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  });

  it('leaves an older id as it is', () => {
    expect(formatReference('R53frMQQmohrN62')).toBe('R53frMQQmohrN62');
  });
});

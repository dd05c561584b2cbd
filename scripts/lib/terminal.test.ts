import { describe, expect, it } from 'vitest';

import { printable } from './terminal.ts';

describe('printing visitor input to a terminal', () => {
  it('escapes control characters, escape sequences and bidi overrides', () => {
    expect(printable('Mia\u001b]0;pwned\u0007')).toBe('Mia\\u001b]0;pwned\\u0007');
    expect(printable('a\u009b2Jb')).toBe('a\\u009b2Jb');
    expect(printable('line\nbreak\r')).toBe('line\\u000abreak\\u000d');
    expect(printable('evil\u202Etxt.exe')).toBe('evil\\u202etxt.exe');
    expect(printable('Ngữ Nguyễn 🚗')).toBe('Ngữ Nguyễn 🚗');
    expect(printable(undefined)).toBe('');
  });
});

import { describe, expect, it } from 'vitest';

import { badText, cleanText, cleanValues, isWebUrl } from './input.ts';

describe('text a visitor pasted', () => {
  it('is cleaned before sending: control characters removed, lone surrogates replaced, new lines and emoji kept', () => {
    expect(cleanText('Hi\u0000 there\u001b]0;x\u0007')).toBe('Hi there]0;x');
    expect(cleanText('a\ud800b')).toBe('a\ufffdb');
    expect(cleanText('Line 1\nLine 2\t🚗')).toBe('Line 1\nLine 2\t🚗');
    expect(
      cleanValues({ name: 'Mia\u0000', tags: ['a\u0008'], n: 3, nested: { m: '\udc00' } }),
    ).toEqual({ name: 'Mia', tags: ['a'], n: 3, nested: { m: '\ufffd' } });
  });

  it('is refused by the server only when uncleaned', () => {
    expect(badText('a\u0000b')).toBe(true);
    expect(badText('\ud800')).toBe(true);
    expect(badText('\u009b')).toBe(true);
    expect(badText('Line 1\r\nLine 2 🚗')).toBe(false);
    expect(badText(cleanText('a\u0000\ud800'))).toBe(false);
  });

  it('accepts only web addresses', () => {
    expect(isWebUrl('https://www.x.com.au/cars/a')).toBe(true);
    expect(isWebUrl('http://localhost:4321/')).toBe(true);
    for (const u of [
      'javascript:alert(1)',
      'data:text/html,x',
      'file:///etc/passwd',
      'ftp://x.com',
    ])
      expect(isWebUrl(u), u).toBe(false);
  });
});

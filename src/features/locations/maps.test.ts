import { describe, expect, it } from 'vitest';

import { attributionHtml, tileOrigin } from './maps.ts';

describe('map tiles', () => {
  it('allows exactly the tile host in the CSP', () => {
    expect(tileOrigin('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
    expect(tileOrigin('https://{s}.tile.example.com:8443/{z}/{x}/{y}{r}.png?key=k')).toBe(
      'https://*.tile.example.com:8443',
    );
  });
  it('escapes the attribution text and link', () => {
    expect(attributionHtml('© A & <B>', 'https://x.example/"y')).toBe(
      '<a href="https://x.example/&#34;y" target="_blank" rel="noopener">© A &#38; &#60;B&#62;</a>',
    );
  });
});

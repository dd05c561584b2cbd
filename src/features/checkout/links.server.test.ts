import { describe, expect, it } from 'vitest';

import { readLink, signLink } from './links.server.ts';

const secret = 'k'.repeat(64);

describe('signed reservation links', () => {
  it('reads back what it signed, for its purpose only', () => {
    const token = signLink(secret, 'cancel', 'RabcdEFGH123', 'nonce123456');
    expect(readLink(secret, 'cancel', token)).toEqual({
      reservationId: 'RabcdEFGH123',
      nonce: 'nonce123456',
    });
    expect(readLink(secret, 'access', token)).toBeNull();
  });
  it('refuses a token changed in any part, signed with another key, or malformed', () => {
    const token = signLink(secret, 'cancel', 'RabcdEFGH123', 'nonce123456');
    expect(readLink(secret, 'cancel', token.replace('RabcdEFGH123', 'RabcdEFGH124'))).toBeNull();
    expect(readLink(secret, 'cancel', token.replace('nonce123456', 'nonce123457'))).toBeNull();
    expect(readLink(secret, 'cancel', `${token.slice(0, -2)}xx`)).toBeNull();
    expect(readLink('other'.repeat(13), 'cancel', token)).toBeNull();
    for (const bad of ['', 'a.b.c', 42, null, `${token}.x`, 'x'.repeat(300)])
      expect(readLink(secret, 'cancel', bad)).toBeNull();
  });
});

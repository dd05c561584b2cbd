import { describe, expect, it } from 'vitest';

import { gate, signInUrl, watchlistSave } from './gating.ts';

describe('login gating (spec §4, §6)', () => {
  it('sends a visitor without a user to /sign-in with type, redirect and back', () => {
    expect(signInUrl('watchlist', '/cars/abc', '/cars/abc')).toBe(
      '/sign-in?type=watchlist&redirect=%2Fcars%2Fabc&back=%2Fcars%2Fabc',
    );
    expect(gate('my-garage', ['my-garage'], true, null, '/my-garage')).toBe(
      '/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2Fmy-garage',
    );
    expect(
      gate('my-garage', ['my-garage'], true, { id: 'u1', phone: null }, '/my-garage'),
    ).toBeNull();
    expect(gate('my-garage', ['my-garage'], false, null, '/my-garage')).toBeNull();
    expect(gate('trade-in', ['my-garage'], true, null, '/trade-in')).toBeNull();
  });

  it('needs a phone number to save to the watchlist', () => {
    expect(watchlistSave({ id: 'u1', phone: '0412345678' }, '/cars/a')).toEqual({ ok: true });
    expect(watchlistSave({ id: 'u1', phone: null }, '/cars/a')).toEqual({
      redirect: '/sign-in?type=watchlist&redirect=%2Fcars%2Fa&back=%2Fcars%2Fa',
    });
  });
});

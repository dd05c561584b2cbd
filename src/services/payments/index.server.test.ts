import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Storage } from '~/server/storage/db.server.ts';

import { dealerConfig } from '../../../tests/support/fixtures.ts';
import { ServiceConfigError } from '../config-error.ts';
import { paymentsFor } from './index.server.ts';

const storage = async () => ({}) as Storage;
const env =
  (vars: Record<string, string>) =>
  (name: string): string | undefined =>
    vars[name];
const reserving = (provider: 'stripe' | 'embedded') =>
  dealerConfig({ features: { reserve: { enabled: true } }, payments: { provider } });

describe('the payments a dealer file and the environment pick', () => {
  afterEach(() => vi.restoreAllMocks());

  it('takes no deposits where neither reserve nor buy online is on', () => {
    expect(paymentsFor(dealerConfig({}), env({}), storage, false)).toBeNull();
  });

  it('is Stripe where the dealer file says so and its secret key is set', () => {
    const p = paymentsFor(
      reserving('stripe'),
      env({ STRIPE_SECRET_KEY: 'sk_test_x' }),
      storage,
      true,
    );
    expect(p).toMatchObject({ kind: 'stripe', testMode: true });
    const live = paymentsFor(
      reserving('stripe'),
      env({ STRIPE_SECRET_KEY: 'sk_live_x' }),
      storage,
      true,
    );
    expect(live).toMatchObject({ kind: 'stripe', testMode: false });
  });

  it('is the embedded test mode for a Stripe dealer run locally without its key, and says so once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const p = paymentsFor(reserving('stripe'), env({}), storage, false);
    expect(p).toMatchObject({ kind: 'embedded', testMode: true });
    paymentsFor(reserving('stripe'), env({}), storage, false);
    expect(warn.mock.calls).toEqual([
      [
        '[payments] payments.provider is "stripe" but STRIPE_SECRET_KEY is not set: taking test cards in the embedded test mode',
      ],
    ]);
  });

  it('refuses a Stripe dealer without its key, and the embedded test mode unasked, on Netlify', () => {
    expect(() => paymentsFor(reserving('stripe'), env({}), storage, true)).toThrow(
      new ServiceConfigError('Stripe payments need STRIPE_SECRET_KEY.'),
    );
    expect(() => paymentsFor(reserving('embedded'), env({}), storage, true)).toThrow(
      ServiceConfigError,
    );
    expect(
      paymentsFor(reserving('embedded'), env({ PAYMENTS_TEST_MODE: 'on' }), storage, true),
    ).toMatchObject({ kind: 'embedded' });
  });
});

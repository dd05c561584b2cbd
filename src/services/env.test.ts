import { describe, expect, it } from 'vitest';

import { dealerConfig } from '../../tests/support/fixtures.ts';
import { envSchema, secretEnvNames } from './env.ts';

const plain = dealerConfig();
const broker = dealerConfig({
  finance: {
    provider: 'youx',
    lender: {
      adapter: 'broker',
      urlEnv: 'ACME_BROKER_URL',
      keyEnv: 'ACME_BROKER_KEY',
      rates: [{ creditScore: 'GREAT', maxCarAgeYears: 10, rate: 7.5 }],
    } as never,
  },
  leads: {
    delivery: {
      webhookUrlEnv: 'RIVERBEND_CRM_HOOK',
      email: { to: 'a@b.com.au', from: 'c@d.com.au', smtpUrlEnv: 'RIVERBEND_MAIL' },
    },
  },
  maps: { geocoder: { provider: 'google', keyEnv: 'ACME_GEO_KEY' } },
  inventory: {
    historyCheck: {
      provider: 'ppsr-cloud',
      clientIdEnv: 'ACME_PPSR_ID',
      clientSecretEnv: 'ACME_PPSR_SECRET',
    },
  },
});

type Field = { optional?: boolean; access: string; context: string; url?: boolean };
const fields = (schema: Record<string, unknown>) => schema as Record<string, Field>;

describe('the environment a site reads (astro:env schema)', () => {
  it('needs nothing on a laptop: every service has its embedded default', () => {
    const schema = fields(envSchema(plain, { onNetlify: false }));
    expect(Object.keys(schema).sort()).toEqual([
      'DATABASE_URL',
      'DEPLOY_URL',
      'JOBS_SECRET',
      'LINK_SIGNING_SECRET',
      'LOCAL_DATA_DIR',
      'NETLIFY',
      'STOCK_BUILD_HOOK_URL',
      'STOCK_WEBHOOK_SECRET',
      'URL',
    ]);
    expect(Object.values(schema).every((f) => f.optional || f.access === 'public')).toBe(true);
  });

  it('reads the stock webhook and build hook only when set, and Netlify’s own addresses as URLs', () => {
    const schema = fields(envSchema(plain, { onNetlify: true }));
    expect(schema.STOCK_WEBHOOK_SECRET).toMatchObject({ optional: true, access: 'secret' });
    for (const name of ['STOCK_BUILD_HOOK_URL', 'DEPLOY_URL', 'URL'])
      expect(schema[name], name).toMatchObject({ optional: true, url: true, access: 'secret' });
    const secrets = secretEnvNames(plain, []);
    expect(secrets).toEqual(
      expect.arrayContaining(['STOCK_WEBHOOK_SECRET', 'STOCK_BUILD_HOOK_URL']),
    );
  });

  it('on Netlify needs a database and the jobs secret, and a real SMS provider where codes are sent', () => {
    const lender = dealerConfig({
      finance: { provider: 'youx', lender: { adapter: 'embedded' } as never },
    });
    const schema = fields(envSchema(lender, { onNetlify: true }));
    expect(schema.DATABASE_URL).toMatchObject({ optional: false, url: true, access: 'secret' });
    expect(schema.JOBS_SECRET).toMatchObject({ optional: false, access: 'secret' });
    expect(schema.SMS_PROVIDER).toMatchObject({ values: ['twilio'], access: 'secret' });
    expect(schema.SMS_PROVIDER?.optional).toBeUndefined();
    expect(fields(envSchema(plain, { onNetlify: true })).SMS_PROVIDER).toBeUndefined();
  });

  it('requires the variables the dealer file names for its real adapters, as server secrets', () => {
    const schema = fields(envSchema(broker, { onNetlify: false }));
    for (const name of [
      'ACME_BROKER_URL',
      'ACME_BROKER_KEY',
      'RIVERBEND_CRM_HOOK',
      'RIVERBEND_MAIL',
      'ACME_GEO_KEY',
      'ACME_PPSR_ID',
      'ACME_PPSR_SECRET',
    ])
      expect(schema[name]).toMatchObject({ context: 'server', access: 'secret', optional: false });
    expect(schema.ACME_BROKER_URL?.url).toBe(true);
    expect(schema.RIVERBEND_CRM_HOOK?.url).toBe(true);
  });

  it('declares the Typesense search-only key public (browsers get it by design), and nothing secret as public', () => {
    const typesense = dealerConfig({
      search: {
        provider: 'typesense',
        host: { host: 'search.example', port: 443, protocol: 'https' },
      },
    });
    const schema = fields(envSchema(typesense, { onNetlify: false }));
    expect(schema.TYPESENSE_SEARCH_KEY).toMatchObject({ access: 'public', context: 'server' });
    const publicNames = Object.entries(schema)
      .filter(([, f]) => f.access === 'public')
      .map(([n]) => n)
      .sort();
    expect(publicNames).toEqual(['NETLIFY', 'TYPESENSE_SEARCH_KEY']);
    for (const name of secretEnvNames(typesense, publicNames))
      expect(publicNames).not.toContain(name);
  });

  it('knows the secret names: fixed ones, the ones the dealer file names, any named like a secret, never the search-only key', () => {
    const set = [
      'TYPESENSE_ADMIN_KEY',
      'YOUX_API_SECRET',
      'TYPESENSE_SEARCH_KEY',
      'PATH',
      'PORT',
      'LOCAL_DATA_DIR',
    ];
    const names = secretEnvNames(broker, set);
    expect(names).toEqual(
      expect.arrayContaining([
        'ACME_BROKER_KEY',
        'ACME_GEO_KEY',
        'ACME_PPSR_SECRET',
        'DATABASE_URL',
        'JOBS_SECRET',
        'RIVERBEND_CRM_HOOK',
        'RIVERBEND_MAIL',
        'TWILIO_AUTH_TOKEN',
        'TYPESENSE_ADMIN_KEY',
        'YOUX_API_SECRET',
      ]),
    );
    for (const n of ['TYPESENSE_SEARCH_KEY', 'PATH', 'PORT', 'LOCAL_DATA_DIR'])
      expect(names).not.toContain(n);
  });

  it('every site signs its booking links: the link key is required on Netlify, made locally', () => {
    const plain = dealerConfig();
    expect(fields(envSchema(plain, { onNetlify: true })).LINK_SIGNING_SECRET).toMatchObject({
      optional: false,
      access: 'secret',
    });
    expect(fields(envSchema(plain, { onNetlify: false })).LINK_SIGNING_SECRET).toMatchObject({
      optional: true,
    });
  });

  it('where deposits are taken: the link key, test mode only by saying so on Netlify, or the three Stripe keys', () => {
    const reserving = dealerConfig({ features: { reserve: { enabled: true } } });
    const local = fields(envSchema(reserving, { onNetlify: false }));
    expect(local.LINK_SIGNING_SECRET).toMatchObject({ optional: true, access: 'secret' });
    expect(local.PAYMENTS_TEST_MODE).toMatchObject({ values: ['on'], optional: true });
    // Codes are texted to the buyer's mobile: on Netlify a real SMS provider too.
    const netlify = fields(envSchema(reserving, { onNetlify: true }));
    expect(netlify.LINK_SIGNING_SECRET).toMatchObject({ optional: false });
    expect(netlify.PAYMENTS_TEST_MODE?.optional).toBeUndefined();
    expect(netlify.SMS_PROVIDER).toMatchObject({ values: ['twilio'] });
    const stripe = dealerConfig({
      features: { buyOnline: { enabled: true } },
      payments: { provider: 'stripe', secretKeyEnv: 'ACME_STRIPE_KEY' },
    });
    const keys = ['ACME_STRIPE_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'];
    // On Netlify all three are required; locally a missing key means the embedded test mode.
    const onNetlify = fields(envSchema(stripe, { onNetlify: true }));
    for (const name of keys)
      expect(onNetlify[name]).toMatchObject({ optional: false, access: 'secret' });
    const schema = fields(envSchema(stripe, { onNetlify: false }));
    for (const name of keys)
      expect(schema[name]).toMatchObject({ optional: true, access: 'secret' });
    expect(schema.PAYMENTS_TEST_MODE).toBeUndefined();
    expect(schema.STRIPE_API_URL).toMatchObject({ optional: true, url: true });
    const secrets = secretEnvNames(stripe, []);
    expect(secrets).toEqual(
      expect.arrayContaining(['ACME_STRIPE_KEY', 'STRIPE_WEBHOOK_SECRET', 'LINK_SIGNING_SECRET']),
    );
    expect(secrets).not.toContain('STRIPE_PUBLISHABLE_KEY');
  });
});

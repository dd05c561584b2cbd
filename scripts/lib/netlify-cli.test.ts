import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { loadDealerConfig } from '~/config/load.server.ts';

import { NETLIFY_CLI_VERSION, netlifySiteEnv } from './netlify-cli.ts';

describe('the Netlify CLI the checks run', () => {
  it('is pinned to one version, locked with its whole tree', () => {
    expect(NETLIFY_CLI_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
    const lock = JSON.parse(readFileSync('tools/netlify-cli/package-lock.json', 'utf8')) as {
      packages: Record<string, { version?: string }>;
    };
    expect(lock.packages['node_modules/netlify-cli']?.version).toBe(NETLIFY_CLI_VERSION);
  });

  it('gives a site the variables its services require on Netlify, as stand-ins (never a secret)', () => {
    const env = netlifySiteEnv('value-auto-supermarket', 'postgres://u:p@127.0.0.1:5432/check');
    expect(env).toEqual({
      NETLIFY: 'true',
      DEALER: 'value-auto-supermarket',
      DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/check',
      JOBS_SECRET: expect.stringMatching(/^netlify-check-0{18,}$/),
      LINK_SIGNING_SECRET: expect.stringMatching(/^netlify-check-0{18,}$/),
      // It takes Stripe payments: the three keys, stand-ins too.
      STRIPE_SECRET_KEY: expect.stringMatching(/^netlify-check-0+$/),
      STRIPE_PUBLISHABLE_KEY: expect.stringMatching(/^netlify-check-0+$/),
      STRIPE_WEBHOOK_SECRET: expect.stringMatching(/^netlify-check-0+$/),
      SMS_PROVIDER: 'twilio',
    });
    // A dealer whose leads go to a CRM webhook gets a URL for it that answers nothing.
    const config = loadDealerConfig('riverbend-toyota');
    const crm = netlifySiteEnv('riverbend-toyota', 'postgres://127.0.0.1/x', {
      ...config,
      leads: { ...config.leads, delivery: { ...config.leads.delivery, webhookUrlEnv: 'CRM_URL' } },
    });
    expect(crm.CRM_URL).toBe('http://127.0.0.1:9/');
  });
});

import type { DealerConfig } from './schema/index.ts';

/** Env vars that hold secrets whatever the dealer file says (Typesense admin key, database, SMTP). */
export const SECRET_ENV = [
  'TYPESENSE_ADMIN_KEY',
  'DATABASE_URL',
  'TEST_DATABASE_URL',
  'SMTP_URL',
] as const;
/** Any other env var whose name says it is a secret: later providers' keys (lender, SMS, payments) follow this. */
const SECRET_NAME =
  /(SECRET|PASSWORD|TOKEN|PRIVATE|ADMIN_KEY|API_KEY|WEBHOOK|DATABASE_URL|SMTP_URL)/;
/** Shorter values (a flag, a port) would match by chance; a real secret is longer. */
const MIN_SECRET_LENGTH = 8;

/**
 * The secret env vars set now for this dealer's build, name → value: the fixed ones, those the
 * dealer file names for its webhook, SMTP server and geocoder key, and any whose name says secret. The one
 * var a browser may see, the search-only key (search.searchKeyEnv), is never among them.
 */
export function secretEnv(
  config: Pick<DealerConfig, 'search' | 'leads'> & {
    maps?: Pick<DealerConfig['maps'], 'geocoder'>;
  },
  env: NodeJS.ProcessEnv = process.env,
): Map<string, string> {
  const named = new Set<string>(SECRET_ENV);
  const d = config.leads.delivery;
  if (d.webhookUrlEnv) named.add(d.webhookUrlEnv);
  if (d.email) named.add(d.email.smtpUrlEnv);
  if (config.maps) named.add(config.maps.geocoder.keyEnv);
  for (const name of Object.keys(env)) if (SECRET_NAME.test(name)) named.add(name);
  named.delete(config.search.searchKeyEnv);
  const out = new Map<string, string>();
  for (const name of [...named].sort()) {
    const value = env[name];
    if (value && value.length >= MIN_SECRET_LENGTH) out.set(name, value);
  }
  return out;
}

/**
 * The environment variables a dealer's site reads, declared once as Astro's `astro:env` schema
 * (astro.config.mjs passes it to `env.schema`). Which ones a site needs follows from its dealer
 * file: a broker lender needs its URL and key, a CRM webhook its URL, and so on, each under the
 * name the dealer file gives. Astro checks them: at build (`validateSecrets`) and again when the
 * server first reads them, so a missing or malformed one stops the site naming the variable.
 *
 * Everything read at run time is declared `access: 'secret'`, even a folder name, because that is
 * how astro:env reads a value when the server runs rather than baking the build's into the bundle;
 * `secretEnvNames` says which hold real secrets (those must never reach a browser's files).
 */
import { envField } from 'astro/config';

import type { DealerConfig } from '~/config/schema/index.ts';

import { needsSms, takesDeposits } from './sms/needs-sms.ts';

type Field = ReturnType<typeof envField.string>;
type ServiceConfig = Pick<
  DealerConfig,
  | 'finance'
  | 'leads'
  | 'maps'
  | 'search'
  | 'tradeIn'
  | 'features'
  | 'payments'
  | 'appointments'
  | 'inventory'
>;

const runtime = (o: { optional: boolean; url?: boolean; min?: number }): Field =>
  envField.string({ context: 'server', access: 'secret', ...o });

/**
 * The schema for one dealer's build: `onNetlify` makes storage, the jobs secret and (where codes
 * are sent) a real SMS provider required, since a function's own disk keeps nothing.
 */
export function envSchema(config: ServiceConfig, opts: { onNetlify: boolean }) {
  const { onNetlify } = opts;
  const schema: Record<string, ReturnType<(typeof envField)[keyof typeof envField]>> = {
    /** Netlify sets it in its builds; the site then uses the Netlify adapter and its rules. */
    NETLIFY: envField.boolean({ context: 'server', access: 'public', default: false }),
    DATABASE_URL: runtime({ optional: !onNetlify, url: true }),
    /** Where the embedded database, local outbox and SMS files live (default `.data/`). */
    LOCAL_DATA_DIR: runtime({ optional: true }),
    /** The bearer secret the scheduled function sends to POST /api/jobs. */
    JOBS_SECRET: runtime({ optional: !onNetlify, min: 32 }),
    /** Signs the dealer's stock feed deliveries to POST /api/stock; unset: no webhook. */
    STOCK_WEBHOOK_SECRET: runtime({ optional: true, min: 32 }),
    /** The site's Netlify build hook, called after an import changed the stock. */
    STOCK_BUILD_HOOK_URL: runtime({ optional: true, url: true }),
    /** Netlify's addresses of this deploy and of the site: a function reads a car's published JSON there. */
    DEPLOY_URL: runtime({ optional: true, url: true }),
    URL: runtime({ optional: true, url: true }),
  };
  if (needsSms(config)) {
    schema.SMS_PROVIDER = envField.enum({
      context: 'server',
      access: 'secret',
      values: onNetlify ? ['twilio'] : ['development', 'twilio'],
      ...(onNetlify ? {} : { optional: true, default: 'development' }),
    });
    for (const name of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'])
      schema[name] = runtime({ optional: true });
    schema.TWILIO_API_URL = runtime({ optional: true, url: true });
  }
  const lender = config.finance.lender;
  if (lender?.adapter === 'broker') {
    schema[lender.urlEnv] = runtime({ optional: false, url: true });
    schema[lender.keyEnv] = runtime({ optional: false });
  }
  const { delivery } = config.leads;
  if (delivery.webhookUrlEnv)
    schema[delivery.webhookUrlEnv] = runtime({ optional: false, url: true });
  if (delivery.email) schema[delivery.email.smtpUrlEnv] = runtime({ optional: false, url: true });
  if (config.maps.geocoder.provider === 'google')
    schema[config.maps.geocoder.keyEnv] = runtime({ optional: false });
  if (config.tradeIn.regoLookup.provider === 'plate-api')
    schema[config.tradeIn.regoLookup.keyEnv] = runtime({ optional: false });
  if (config.features.redbook)
    schema[config.tradeIn.valuationService.keyEnv] = runtime({ optional: false });
  const { historyCheck } = config.inventory;
  if (historyCheck.provider === 'ppsr-cloud') {
    schema[historyCheck.clientIdEnv] = runtime({ optional: false });
    schema[historyCheck.clientSecretEnv] = runtime({ optional: false });
  }
  const { calendar } = config.appointments;
  if (calendar.provider === 'caldav') {
    schema[calendar.usernameEnv] = runtime({ optional: false });
    schema[calendar.passwordEnv] = runtime({ optional: false });
  }
  /**
   * Signs the links a buyer gets (move or cancel a booking, cancel a reservation, leave a stock
   * alert) and makes a sign-in's session id (the same sign-in sent again gets the same session):
   * stable, so all survive a restart. Every site books appointments, so every site needs it.
   */
  schema.LINK_SIGNING_SECRET = runtime({ optional: !onNetlify, min: 32 });
  if (takesDeposits(config)) {
    const { payments } = config;
    if (payments.provider === 'stripe') {
      // Off Netlify a Stripe dealer without its keys takes test cards in the embedded test mode
      // (a developer's `npm start`, offline); on Netlify all three are required.
      schema[payments.secretKeyEnv] = runtime({ optional: !onNetlify });
      schema[payments.publishableKeyEnv] = runtime({ optional: !onNetlify });
      schema[payments.webhookSecretEnv] = runtime({ optional: !onNetlify });
      schema.STRIPE_API_URL = runtime({ optional: true, url: true });
    } else
      schema.PAYMENTS_TEST_MODE = envField.enum({
        context: 'server',
        access: 'secret',
        values: ['on'],
        // On Netlify the test mode needs saying so (the build stops without it); elsewhere it is the default.
        ...(onNetlify ? {} : { optional: true, default: 'on' }),
      });
  }
  if (config.features.desk.enabled)
    // Staff a dealer would rather not commit to the dealer file (JSON, features.desk.staff's shape).
    schema[config.features.desk.staffEnv] = runtime({ optional: true });
  if (config.search.provider === 'typesense')
    // The search-only key is meant for browsers (Typesense's design); the build bakes it in.
    schema[config.search.searchKeyEnv] = envField.string({ context: 'server', access: 'public' });
  return schema;
}

/** Names that say a variable holds a secret, for those the schema does not know (a later provider's key). */
const SECRET_NAME =
  /(SECRET|PASSWORD|TOKEN|PRIVATE|ADMIN_KEY|API_KEY|WEBHOOK|DATABASE_URL|SMTP_URL)/;
/** Secrets a command or test uses, whatever the dealer file says. */
const ALWAYS_SECRET = ['TYPESENSE_ADMIN_KEY', 'DATABASE_URL', 'TEST_DATABASE_URL', 'SMTP_URL'];

/**
 * The names of the variables whose values are secrets for this dealer: the fixed ones, those the
 * dealer file names for its lender key, webhook, SMTP server and geocoder key, and any set now
 * whose name says secret. The one a browser may see, the search-only key, is never among them.
 */
export function secretEnvNames(config: ServiceConfig, setNames: Iterable<string>): string[] {
  const names = new Set([
    ...ALWAYS_SECRET,
    'JOBS_SECRET',
    'TWILIO_AUTH_TOKEN',
    'STOCK_WEBHOOK_SECRET',
    'STOCK_BUILD_HOOK_URL',
  ]);
  const { delivery } = config.leads;
  if (delivery.webhookUrlEnv) names.add(delivery.webhookUrlEnv);
  if (delivery.email) names.add(delivery.email.smtpUrlEnv);
  names.add(config.maps.geocoder.keyEnv);
  names.add(config.tradeIn.regoLookup.keyEnv);
  names.add(config.tradeIn.valuationService.keyEnv);
  names.add(config.inventory.historyCheck.clientSecretEnv);
  names.add(config.appointments.calendar.passwordEnv);
  if (config.finance.lender?.adapter === 'broker') names.add(config.finance.lender.keyEnv);
  names.add('LINK_SIGNING_SECRET');
  // Staff names and mobiles: personal data, kept out of every browser file like a secret.
  names.add(config.features.desk.staffEnv);
  names.add(config.payments.secretKeyEnv);
  names.add(config.payments.webhookSecretEnv);
  for (const name of setNames) if (SECRET_NAME.test(name)) names.add(name);
  names.delete(config.search.searchKeyEnv);
  return [...names].sort();
}

/** What the services read: a declared variable's value, or undefined when it is not set. */
export type ReadEnv = (name: string) => string | undefined;

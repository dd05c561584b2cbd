import type { DealerConfig } from '~/config/schema/index.ts';
import { DEFAULT_DATA_DIR, type Storage } from '~/server/storage/db.server.ts';

import { type BuildHook, buildHookFor } from './build-hook/index.server.ts';
import type { CalendarBusy } from './calendar/calendar.ts';
import { calendarFor } from './calendar/index.server.ts';
import type { Sender } from './delivery/delivery.ts';
import { sendersFor } from './delivery/index.server.ts';
import type { ReadEnv } from './env.ts';
import type { Geocoder } from './geocoder/geocoder.ts';
import { geocoderFor } from './geocoder/index.server.ts';
import type { HistorySearch } from './history/history.ts';
import { historyFor } from './history/index.server.ts';
import { lenderFor } from './lender/index.server.ts';
import type { Lender } from './lender/lender.ts';
import { linkSecretFor } from './links/index.server.ts';
import { mailerFor } from './mail/index.server.ts';
import type { Mailer } from './mail/mail.ts';
import { paymentsFor } from './payments/index.server.ts';
import type { Payments } from './payments/payments.ts';
import { type Published, publishedFor } from './published/index.server.ts';
import { regoFor } from './rego/index.server.ts';
import type { RegoLookup } from './rego/rego.ts';
import { searchClientSettings } from './search/index.server.ts';
import type { SearchClientSettings } from './search/search.ts';
import { smsSender } from './sms/index.server.ts';
import type { SmsSender } from './sms/sms.ts';
import { sharedStorage } from './storage/index.server.ts';
import { valuerFor } from './valuer/index.server.ts';
import type { Valuer } from './valuer/valuer.ts';

/** Every outside service of a dealer's site, each built on first use from the dealer file and the environment. */
export interface Services {
  /** The dealer file they were built from. */
  config: DealerConfig;
  /** Leads, verifications, applications: PGlite in `.data/`, or Postgres at DATABASE_URL. */
  storage: () => Promise<Storage>;
  /** Lead delivery by outbox destination: the local folder, the CRM webhook, ADF e-mail. */
  senders: () => Record<string, Sender | undefined>;
  /** E-mail to buyers (stock alerts): the local mail folder, or the lead e-mail's SMTP server. */
  mail: () => Mailer;
  /** One-time codes: the development outbox, or Twilio. */
  sms: () => SmsSender;
  /** Quick quotes and pre-approval: the embedded rate table, a broker's API, or none. */
  lender: () => Lender | null;
  /** Postcode lookup on the server: Google's, or null where the page reads the embedded data. */
  geocoder: () => Geocoder | null;
  /** Number-plate lookup for trade-ins: the embedded register, or a plate-lookup API. */
  rego: () => RegoLookup;
  /** History checks of used cars (PPSR): none, the embedded sample register, or a search provider. */
  history: () => HistorySearch | null;
  /** Trade-in valuations: the embedded valuer on the build's market sample, or a valuation service. */
  valuer: () => Valuer;
  /** The dealer's calendar, read for its busy times: none (the site's bookings are the diary), or CalDAV. */
  calendar: () => CalendarBusy | null;
  /** Reservation and buy-online deposits: the embedded test mode, Stripe, or null (none taken). */
  payments: () => Payments | null;
  /** The signing secret of the payment processor's webhook (Stripe), where there is one. */
  paymentsWebhookSecret: () => string | undefined;
  /** The browser's key of the payment processor (Stripe's publishable key), where there is one. */
  paymentsPublicKey: () => string | undefined;
  /** The key that signs links given to buyers (a reservation's cancel link). */
  linkSecret: () => string;
  /** The search the pages run in the browser: the embedded index, or Typesense. */
  search: () => SearchClientSettings;
  /** The bearer secret of POST /api/jobs (the scheduled function and the local timer send it). */
  jobsSecret: () => string | undefined;
  /** The secret the dealer's stock feed signs POST /api/stock with, where it is set. */
  stockWebhookSecret: () => string | undefined;
  /** Starts the dealer's next build after an import: Netlify's build hook, or the local record. */
  buildHook: () => BuildHook;
  /** The files the build published (a car's JSON), for code that needs one car, not the stock. */
  published: () => Published;
  /** The staff the environment lists for the desk (features.desk.staffEnv: JSON), where it does. */
  deskStaffEnv: () => string | undefined;
  /** Built for Netlify: a function's disk keeps nothing, so the embedded stores are refused. */
  onNetlify: boolean;
}

const once = <T>(make: () => T): (() => T) => {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
};

/**
 * The composition root: one line a service (docs/architecture.md "Add an outside service"). Each
 * picks its embedded default or its real adapter from the dealer file and the environment; a
 * variable it needs and does not find is a ServiceConfigError naming it.
 */
export function createServices(
  config: DealerConfig,
  env: ReadEnv,
  {
    onNetlify,
    clientDir = 'dist/client',
  }: {
    onNetlify: boolean;
    /** Where the build wrote its pages and files (the Node server reads a car's JSON there). */
    clientDir?: string;
  },
): Services {
  const dataDir = env('LOCAL_DATA_DIR') || DEFAULT_DATA_DIR;
  const storage = sharedStorage({
    dealer: config.slug,
    databaseUrl: env('DATABASE_URL'),
    dataDir,
    onNetlify,
  });
  return {
    config,
    storage,
    senders: once(() => sendersFor(config, env, dataDir)),
    mail: once(() => mailerFor(config, env, dataDir, onNetlify)),
    sms: once(() => smsSender(env, { slug: config.slug, dataDir, onNetlify })),
    lender: once(() => lenderFor(config, env)),
    geocoder: once(() => geocoderFor(config, env)),
    rego: once(() => regoFor(config, env)),
    history: once(() => historyFor(config, env)),
    valuer: once(() => valuerFor(config, env)),
    calendar: once(() => calendarFor(config, env)),
    search: once(() => searchClientSettings(config, env)),
    payments: once(() => paymentsFor(config, env, storage, onNetlify)),
    linkSecret: once(() => linkSecretFor(config.slug, env, dataDir, onNetlify)),
    paymentsWebhookSecret: () =>
      config.payments.provider === 'stripe' ? env(config.payments.webhookSecretEnv) : undefined,
    paymentsPublicKey: () =>
      config.payments.provider === 'stripe' ? env(config.payments.publishableKeyEnv) : undefined,
    jobsSecret: () => env('JOBS_SECRET'),
    deskStaffEnv: () => env(config.features.desk.staffEnv),
    stockWebhookSecret: () => env('STOCK_WEBHOOK_SECRET'),
    buildHook: once(() => buildHookFor(config.slug, env, dataDir, onNetlify)),
    published: once(() => publishedFor(env, onNetlify, clientDir)),
    onNetlify,
  };
}

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Every lead a visitor sends (spec Calls lead helper fields), with the consent they gave. */
export const leads = pgTable('leads', {
  id: text('id').primaryKey(),
  dealerSlug: text('dealer_slug').notNull(),
  form: text('form').notNull(),
  category: text('category').notNull(),
  subcategory: text('subcategory'),
  fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
  carId: integer('car_id'),
  carDealershipId: integer('car_dealership_id'),
  formCompleted: boolean('form_completed').notNull().default(true),
  offerAccepted: boolean('offer_accepted'),
  url: text('url').notNull(),
  source: text('source').notNull().default('Website'),
  userAgent: text('user_agent'),
  leadAttributes: jsonb('lead_attributes')
    .$type<{ visited_pages: string[]; linked_query_params: Record<string, string> }>()
    .notNull(),
  optIn: boolean('opt_in').notNull(),
  optInText: text('opt_in_text').notNull(),
  consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/** One row per lead and destination: written with the lead, in the same transaction. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    leadId: text('lead_id')
      .notNull()
      .references(() => leads.id),
    destination: text('destination').notNull(),
    status: text('status').$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('outbox_lead_destination').on(t.leadId, t.destination)],
);

/** The first response to each Idempotency-Key, so a retry gets the same answer. */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  requestHash: text('request_hash').notNull(),
  statusCode: integer('status_code'),
  response: jsonb('response'),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

export const phoneReveals = pgTable('phone_reveals', {
  id: serial('id').primaryKey(),
  carId: integer('car_id').notNull(),
  dealershipId: integer('dealership_id').notNull(),
  websiteId: integer('website_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/** Spec Calls analytics events: sent by pages (/api/events) or recorded with the lead they count (lead_id). */
export const events = pgTable('events', {
  id: serial('id').primaryKey(),
  eventId: integer('event_id').notNull(),
  /** The site that recorded it (the dealer file's id); null only on rows from before it was kept. */
  websiteId: integer('website_id'),
  carId: integer('car_id'),
  leadId: text('lead_id'),
  url: text('url'),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

export const miscellaneous = pgTable('miscellaneous', {
  id: serial('id').primaryKey(),
  columnName: text('column_name').notNull(),
  value: jsonb('value').notNull(),
  leadId: text('lead_id'),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/** Spec Calls view counts, per website (one database may serve several sites of a group) and car. */
export const carViews = pgTable(
  'car_views',
  {
    websiteId: integer('website_id').notNull().default(0),
    slug: text('slug').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.slug] })],
);

/** One-time codes (features/verification): only a hash of the code is kept; single use, 10 minutes, 5 checks. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    websiteSlug: text('website_slug').notNull(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    checks: integer('checks').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The submission (Idempotency-Key) that spent the code: its retry may present it again. */
    usedBy: text('used_by'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('verification_codes_phone').on(t.websiteSlug, t.phone, t.purpose, t.createdAt)],
);

/** Spec Calls: every code sent ('sms') and every check ('verify'), with its outcome. */
export const verifications = pgTable(
  'verifications',
  {
    id: serial('id').primaryKey(),
    websiteSlug: text('website_slug').notNull(),
    dealershipSlug: text('dealership_slug'),
    verificationType: text('verification_type').$type<'sms' | 'verify'>().notNull(),
    userId: text('user_id'),
    phone: text('phone').notNull(),
    /** A hash of the client's address: the per-client send limit, without keeping the address. */
    client: text('client').notNull(),
    purpose: text('purpose').notNull(),
    outcome: text('outcome').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    index('verifications_phone').on(t.websiteSlug, t.phone, t.createdAt),
    index('verifications_client').on(t.websiteSlug, t.client, t.createdAt),
  ],
);

/** A finance pre-approval: the verified application, its lead and what the lender answered. */
export const financeApplications = pgTable('finance_applications', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  /** A fingerprint of the request the key was first used with: another body with it is refused. */
  requestHash: text('request_hash').notNull().default(''),
  websiteSlug: text('website_slug').notNull(),
  leadId: text('lead_id')
    .notNull()
    .references(() => leads.id),
  status: text('status').$type<'verified' | 'created' | 'failed'>().notNull(),
  lender: text('lender').notNull(),
  request: jsonb('request').$type<Record<string, unknown>>().notNull(),
  quote: jsonb('quote').$type<Record<string, unknown>>(),
  redirectUrl: text('redirect_url'),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/**
 * A trade-in valuation the site gave (or could not give): the car, its km and condition answers,
 * and the estimate with the date it holds until. A valuation lead carries it to the dealer.
 */
/**
 * A plate lookup's answer (trade-in step 1), kept for an hour so the estimate that follows can
 * name it (`lookup_id`) and value the car the register says, whatever the browser sends. No
 * plate is kept, only the car.
 */
export const plateLookups = pgTable('plate_lookups', {
  id: text('id').primaryKey(),
  dealerSlug: text('dealer_slug').notNull(),
  vehicle: jsonb('vehicle').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const valuations = pgTable('valuations', {
  id: text('id').primaryKey(),
  dealerSlug: text('dealer_slug').notNull(),
  vehicle: jsonb('vehicle').$type<Record<string, unknown>>().notNull(),
  kms: integer('kms').notNull(),
  state: text('state').notNull(),
  answers: jsonb('answers').$type<Record<string, string>>().notNull(),
  /** The estimate, or why there is no online figure. */
  result: jsonb('result').$type<Record<string, unknown>>().notNull(),
  validUntil: text('valid_until'),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/**
 * A signed-in buyer of one dealer's site (spec Entities User: id, phone), with the metadata asked once at
 * first sign-in (spec Calls: first_name, last_name, email, website, dealership_slug).
 */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    websiteSlug: text('website_slug').notNull(),
    /** Normalised as spec Validation: digits only, a leading 61 made 0. */
    phone: text('phone').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [uniqueIndex('users_site_phone').on(t.websiteSlug, t.phone)],
);

/** A signed-in browser: only a hash of its cookie's random id is kept; idle for 30 days, it ends. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    websiteSlug: text('website_slug').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

/** Spec Entities/Calls watchlist: the cars a signed-in buyer saved, on every device they sign in on. */
export const watchlist = pgTable(
  'watchlist',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    carId: integer('car_id').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [uniqueIndex('watchlist_user_car').on(t.userId, t.carId)],
);

/** A search page URL a signed-in buyer kept, shown in the garage with what it finds now. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The search page's path and query, e.g. /search/used-cars?make=Kia. */
    url: text('url').notNull(),
    label: text('label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [uniqueIndex('saved_searches_user_url').on(t.userId, t.url)],
);

/**
 * A spin of the spin-to-win wheel: one per signed-in user, the prize the server drew,
 * its claim code and the lead that told the dealer. Goes with the account; the lead stays.
 */
export const spins = pgTable(
  'spins',
  {
    id: text('id').primaryKey(),
    websiteSlug: text('website_slug').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    prizeIndex: integer('prize_index').notNull(),
    prizeLabel: text('prize_label').notNull(),
    prizeDetail: text('prize_detail').notNull(),
    claimCode: text('claim_code').notNull(),
    claimBy: timestamp('claim_by', { withTimezone: true }).notNull(),
    /** The dealer's lead, once stored (a spin whose lead failed is sent again on the next call). */
    leadId: text('lead_id'),
    spunAt: timestamp('spun_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('spins_user').on(t.userId)],
);

/**
 * A reservation: one buyer's hold on one car, paid for with a deposit, or a buy-online
 * order's hold (`kind`). States: pending_payment → held → converted | released | cancelled |
 * expired (pending_payment may also end cancelled or expired). At most one live reservation
 * (pending_payment, held, converted) per car and site: the database refuses a second one.
 * Amounts are cents; nothing is ever deleted.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: text('id').primaryKey(),
    websiteSlug: text('website_slug').notNull(),
    kind: text('kind').$type<'reserve' | 'buy-online'>().notNull(),
    carId: integer('car_id').notNull(),
    carSlug: text('car_slug').notNull(),
    carName: text('car_name').notNull(),
    state: text('state')
      .$type<'pending_payment' | 'held' | 'converted' | 'released' | 'cancelled' | 'expired'>()
      .notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('AUD'),
    holdHours: integer('hold_hours').notNull(),
    /** The buyer: first_name, last_name, email, phone (normalised). */
    contact: jsonb('contact').$type<Record<string, string>>().notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The terms the buyer accepted, word for word, and when. */
    termsText: text('terms_text').notNull(),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The deposit must be paid by then, or the car goes back on sale. */
    payBy: timestamp('pay_by', { withTimezone: true }).notNull(),
    heldAt: timestamp('held_at', { withTimezone: true }),
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    /** When staff extended the hold (once at most: the extending UPDATE requires it null). */
    extendedAt: timestamp('extended_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason'),
    processor: text('processor').$type<'embedded' | 'stripe'>().notNull(),
    paymentId: text('payment_id'),
    paymentStatus: text('payment_status')
      .$type<'none' | 'authorised' | 'captured' | 'released' | 'refunded'>()
      .notNull()
      .default('none'),
    /** The card's last four digits, where the processor says. */
    cardLast4: text('card_last4'),
    /** Money to give back (a hold that ended, or a payment that came too late): the jobs retry it. */
    refundDue: boolean('refund_due').notNull().default(false),
    refundLeaseUntil: timestamp('refund_lease_until', { withTimezone: true }),
    refundAttempts: integer('refund_attempts').notNull().default(0),
    refundId: text('refund_id'),
    /** The cancel link's nonce (the link is signed); spent when used. */
    cancelNonce: text('cancel_nonce').notNull(),
    cancelUsedAt: timestamp('cancel_used_at', { withTimezone: true }),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** The dealer's lead, once stored. */
    leadId: text('lead_id'),
    /** What the dealer was last told by a lead (held, cancelled, expired…), so each is sent once. */
    toldDealer: text('told_dealer'),
  },
  (t) => [
    uniqueIndex('reservations_one_live_per_car')
      .on(t.websiteSlug, t.carId)
      .where(sql`${t.state} in ('pending_payment', 'held', 'converted')`),
    uniqueIndex('reservations_idempotency_key').on(t.idempotencyKey),
    index('reservations_state').on(t.state),
  ],
);

/** Every change of a reservation's state or money, as it happened (never updated or deleted). */
export const reservationEvents = pgTable(
  'reservation_events',
  {
    id: serial('id').primaryKey(),
    reservationId: text('reservation_id')
      .notNull()
      .references(() => reservations.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    paymentStatus: text('payment_status').notNull(),
    reason: text('reason').notNull(),
  },
  (t) => [index('reservation_events_reservation').on(t.reservationId)],
);

/** A buy-online order: what the buyer chose, priced, beside its reservation. */
export const orders = pgTable('orders', {
  id: text('id').primaryKey(),
  reservationId: text('reservation_id')
    .notNull()
    .unique()
    .references(() => reservations.id),
  websiteSlug: text('website_slug').notNull(),
  carId: integer('car_id').notNull(),
  /** 'finance' (a pre-approval, when one was made, by id) or 'pay-in-full'. */
  payment: text('payment').$type<'finance' | 'pay-in-full'>().notNull(),
  financeApplicationId: text('finance_application_id'),
  fulfilment: text('fulfilment').$type<'pick-up' | 'delivery'>().notNull(),
  locationId: integer('location_id'),
  deliveryAddress: jsonb('delivery_address').$type<Record<string, string>>(),
  valuationId: text('valuation_id'),
  priceCents: integer('price_cents').notNull(),
  tradeInCents: integer('trade_in_cents').notNull().default(0),
  deliveryFeeCents: integer('delivery_fee_cents').notNull().default(0),
  depositCents: integer('deposit_cents').notNull(),
  balanceCents: integer('balance_cents').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Processor webhook events already handled (by the processor's event id): a replay does nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});

/**
 * The embedded test-mode processor's payments (its own ledger, as a processor keeps one): an
 * intent to take an amount, confirmed with a test card, then captured, cancelled or refunded.
 */
export const testPayments = pgTable('test_payments', {
  id: text('id').primaryKey(),
  createKey: text('create_key').notNull().unique(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  captureMethod: text('capture_method').$type<'manual' | 'automatic'>().notNull(),
  status: text('status')
    .$type<'requires_payment_method' | 'requires_capture' | 'succeeded' | 'canceled'>()
    .notNull(),
  amountRefunded: integer('amount_refunded').notNull().default(0),
  cardLast4: text('card_last4'),
  lastError: text('last_error'),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * A dealer's imported stock: one row a site, its snapshot's time (changed only when an
 * import changes something) and the newest signed webhook delivery's timestamp (an older or
 * replayed one is refused). Its row is locked for the length of an import, so two imports of one
 * dealer never interleave.
 */
export const stockFeeds = pgTable('stock_feeds', {
  websiteSlug: text('website_slug').primaryKey(),
  snapshotAt: timestamp('snapshot_at', { withTimezone: true }),
  lastDeliveryAt: timestamp('last_delivery_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * A car of a dealer's imported stock: the record as the feed last gave it (or sold by an import
 * that no longer found it), its place in the feed, when it was first listed and every price it
 * has had. Never deleted.
 */
export const stockCars = pgTable(
  'stock_cars',
  {
    websiteSlug: text('website_slug').notNull(),
    carId: integer('car_id').notNull(),
    position: integer('position').notNull(),
    car: jsonb('car').$type<Record<string, unknown>>().notNull(),
    firstListedAt: timestamp('first_listed_at', { withTimezone: true }).notNull(),
    prices: jsonb('prices').$type<{ at: string; price: number }[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.websiteSlug, t.carId] })],
);

/**
 * The latest history check (PPSR) of each VIN a dealer has had in stock: searched at most once
 * per 30 days. A search is claimed first (`claimedAt`, in one statement that holds only while the
 * last check is 30 days old or missing and no other claim is fresh), so two imports or job runs at
 * once never pay for the same search; the claim is cleared when the answer is kept or the search
 * failed. The answer columns are all set or all null.
 */
export const historyChecks = pgTable(
  'history_checks',
  {
    websiteSlug: text('website_slug').notNull(),
    vin: text('vin').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    searchedAt: timestamp('searched_at', { withTimezone: true }),
    certificate: text('certificate'),
    financeOwing: boolean('finance_owing'),
    writtenOff: boolean('written_off'),
    stolen: boolean('stolen'),
    odometerKm: integer('odometer_km'),
  },
  (t) => [
    primaryKey({ columns: [t.websiteSlug, t.vin] }),
    check(
      'history_checks_answer_whole',
      sql`(${t.searchedAt} is null) = (${t.certificate} is null) and (${t.searchedAt} is null) = (${t.financeOwing} is null)`,
    ),
  ],
);

/** Each stock import's report: counts, rejected records, price changes, what it came from. */
export const stockImports = pgTable(
  'stock_imports',
  {
    id: serial('id').primaryKey(),
    websiteSlug: text('website_slug').notNull(),
    source: text('source').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
    report: jsonb('report').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('stock_imports_site').on(t.websiteSlug, t.importedAt)],
);

/**
 * A stock feed held for a person instead of applied (features/car/import/guard.ts): it would have taken
 * more than the dealer's share of the cars in stock off the site, or too many of its records were
 * left out. Kept whole, so a person can apply it as it came (`stock:import --accept`, or the
 * webhook sent again with `X-Stock-Accept`); `bodyHash` is a webhook delivery's body, which the
 * resend must match. `appliedAt` is set once it has been applied.
 */
export const stockHolds = pgTable(
  'stock_holds',
  {
    id: text('id').primaryKey(),
    websiteSlug: text('website_slug').notNull(),
    source: text('source').notNull(),
    heldAt: timestamp('held_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    bodyHash: text('body_hash'),
    reasons: jsonb('reasons').$type<string[]>().notNull(),
    records: jsonb('records').$type<unknown[]>().notNull(),
    report: jsonb('report').$type<Record<string, unknown>>().notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    /** Set when staff rejected it at the desk: it can no longer be applied. */
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
  },
  (t) => [index('stock_holds_site').on(t.websiteSlug, t.heldAt)],
);

/**
 * A buyer's stock alert, without an account: the address or mobile it goes to, the search it
 * watches (a site path and query) and the consent they gave (its words, when given, when confirmed
 * through the e-mailed link). Nothing is sent before `confirmedAt`, nothing after `unsubscribedAt`.
 * `confirmNonce` is spent (set null) by the confirmation; `linkNonce` signs the unsubscribe link.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: text('id').primaryKey(),
    websiteSlug: text('website_slug').notNull(),
    /** 'email', or 'sms' where the site sends texts. */
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    /** The e-mail address (lower case) or the mobile number (spec Validation normalised: 04…). */
    contact: text('contact').notNull(),
    searchUrl: text('search_url').notNull(),
    consentText: text('consent_text').notNull(),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    confirmNonce: text('confirm_nonce'),
    linkNonce: text('link_nonce').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /**
     * A price watch: the saved car it watches (its search_url is the car's page), and the price
     * the buyer was last told of (at first, the one they saw when they asked). A drop below it
     * sends one message, and the new price becomes the one they were told of.
     */
    carId: integer('car_id'),
    toldPrice: integer('told_price'),
  },
  (t) => [
    index('stock_alerts_site_contact').on(t.websiteSlug, t.contact, t.consentAt),
    // A watch has both its car and its price; a search alert neither.
    check(
      'stock_alerts_watch_whole',
      sql`(${t.carId} is null) = (${t.toldPrice} is null) and (${t.toldPrice} is null or ${t.toldPrice} > 0)`,
    ),
  ],
);

/** Each car an alert has sent, so a digest never sends the same car twice. */
export const stockAlertCars = pgTable(
  'stock_alert_cars',
  {
    alertId: text('alert_id')
      .notNull()
      .references(() => stockAlerts.id, { onDelete: 'cascade' }),
    carId: integer('car_id').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.carId] })],
);

/**
 * An appointment booked into a slot (features/appointments): a test drive of one car, a service,
 * an inspection of a trade-in. The database keeps the limits: a slot of a location and kind has
 * as many places as the dealer file's capacity (`place` 1…capacity, one live booking each), and
 * one car is never in two live test drives whose times overlap (an exclusion constraint, added by
 * hand in the migration: drizzle cannot say it). Cancelled bookings stay, with when.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: text('id').primaryKey(),
    websiteSlug: text('website_slug').notNull(),
    locationId: integer('location_id').notNull(),
    kind: text('kind').$type<'test-drive' | 'service' | 'inspection'>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    place: integer('place').notNull(),
    /** The car a test drive is of. */
    carId: integer('car_id'),
    state: text('state').$type<'booked' | 'cancelled'>().notNull(),
    /** Who cancelled it: the buyer (through the link) or the dealer's staff (at the desk). */
    cancelledBy: text('cancelled_by').$type<'buyer' | 'dealer'>(),
    /** What staff marked at the desk once its time came: the buyer arrived, or did not. */
    attendance: text('attendance').$type<'arrived' | 'no-show'>(),
    attendanceAt: timestamp('attendance_at', { withTimezone: true }),
    /** The buyer: first_name, last_name, email, phone (normalised). */
    contact: jsonb('contact').$type<Record<string, string>>().notNull(),
    /** What else the booking says: the car's name, the service asked for, a message. */
    details: jsonb('details').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The change link's nonce (the link is signed). */
    linkNonce: text('link_nonce').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** The dealer's lead, once stored. */
    leadId: text('lead_id'),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** When the buyer's confirmation was claimed for sending (at most once a booking). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** How often the buyer has moved it: the calendar file's SEQUENCE, so their copy updates. */
    changes: integer('changes').notNull().default(0),
    /** Where its last move took it from (the dealer's notice says from and to). */
    movedFrom: timestamp('moved_from', { withTimezone: true }),
    /** The last change the dealer and the buyer were told of: `moved-<changes>` or `cancelled`. */
    told: text('told'),
  },
  (t) => [
    uniqueIndex('appointments_one_per_place')
      .on(t.websiteSlug, t.locationId, t.kind, t.startsAt, t.place)
      .where(sql`${t.state} = 'booked'`),
    uniqueIndex('appointments_idempotency_key').on(t.idempotencyKey),
    index('appointments_site_starts').on(t.websiteSlug, t.startsAt),
  ],
);

/**
 * The dealer desk's sessions: staff, never buyers (a buyer's `sessions` row opens nothing here).
 * The browser holds a random id in its own cookie; this keeps its SHA-256, the member of staff's
 * mobile and role as the staff list said at sign-in, and the 12-hour idle clock.
 */
export const deskSessions = pgTable(
  'desk_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    websiteSlug: text('website_slug').notNull(),
    mobile: text('mobile').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('desk_sessions_mobile').on(t.websiteSlug, t.mobile)],
);

/**
 * What staff did at the desk: who, what, to which record, when, and the record before and after.
 * Rows are only ever added: a trigger refuses UPDATE and DELETE (migration 0016), so nobody
 * working through the site can change the record of what they did.
 */
export const deskAudit = pgTable(
  'desk_audit',
  {
    id: serial('id').primaryKey(),
    websiteSlug: text('website_slug').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    staffName: text('staff_name').notNull(),
    staffMobile: text('staff_mobile').notNull(),
    role: text('role').notNull(),
    action: text('action').notNull(),
    /** The record acted on: `reservation:<id>`, `appointment:<id>`, `lead:<id>`, `feed:<id>`. */
    target: text('target').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [index('desk_audit_site_at').on(t.websiteSlug, t.at)],
);

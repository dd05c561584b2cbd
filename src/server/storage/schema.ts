import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Every lead a visitor sends (spec §7 lead helper fields), with the consent they gave. */
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

export const events = pgTable('events', {
  id: serial('id').primaryKey(),
  eventId: integer('event_id').notNull(),
  carId: integer('car_id'),
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

export const carViews = pgTable('car_views', {
  slug: text('slug').primaryKey(),
  views: integer('views').notNull().default(0),
});

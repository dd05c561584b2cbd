CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"reservation_id" text NOT NULL,
	"website_slug" text NOT NULL,
	"car_id" integer NOT NULL,
	"payment" text NOT NULL,
	"finance_application_id" text,
	"fulfilment" text NOT NULL,
	"location_id" integer,
	"delivery_address" jsonb,
	"valuation_id" text,
	"price_cents" integer NOT NULL,
	"trade_in_cents" integer DEFAULT 0 NOT NULL,
	"delivery_fee_cents" integer DEFAULT 0 NOT NULL,
	"deposit_cents" integer NOT NULL,
	"balance_cents" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_reservation_id_unique" UNIQUE("reservation_id")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"payment_status" text NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" text PRIMARY KEY NOT NULL,
	"website_slug" text NOT NULL,
	"kind" text NOT NULL,
	"car_id" integer NOT NULL,
	"car_slug" text NOT NULL,
	"car_name" text NOT NULL,
	"state" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'AUD' NOT NULL,
	"hold_hours" integer NOT NULL,
	"contact" jsonb NOT NULL,
	"user_id" text,
	"terms_text" text NOT NULL,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"pay_by" timestamp with time zone NOT NULL,
	"held_at" timestamp with time zone,
	"hold_until" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"processor" text NOT NULL,
	"payment_id" text,
	"payment_status" text DEFAULT 'none' NOT NULL,
	"card_last4" text,
	"refund_due" boolean DEFAULT false NOT NULL,
	"refund_lease_until" timestamp with time zone,
	"refund_attempts" integer DEFAULT 0 NOT NULL,
	"refund_id" text,
	"cancel_nonce" text NOT NULL,
	"cancel_used_at" timestamp with time zone,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"lead_id" text,
	"told_dealer" text
);
--> statement-breakpoint
CREATE TABLE "test_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"create_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"capture_method" text NOT NULL,
	"status" text NOT NULL,
	"amount_refunded" integer DEFAULT 0 NOT NULL,
	"card_last4" text,
	"last_error" text,
	"metadata" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "test_payments_create_key_unique" UNIQUE("create_key")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_events" ADD CONSTRAINT "reservation_events_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_events_reservation" ON "reservation_events" USING btree ("reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_one_live_per_car" ON "reservations" USING btree ("website_slug","car_id") WHERE "reservations"."state" in ('pending_payment', 'held', 'converted');--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_idempotency_key" ON "reservations" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "reservations_state" ON "reservations" USING btree ("state");
CREATE TABLE "car_views" (
	"slug" text PRIMARY KEY NOT NULL,
	"views" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"car_id" integer,
	"url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" text PRIMARY KEY NOT NULL,
	"dealer_slug" text NOT NULL,
	"form" text NOT NULL,
	"category" text NOT NULL,
	"subcategory" text,
	"fields" jsonb NOT NULL,
	"car_id" integer,
	"car_dealership_id" integer,
	"form_completed" boolean DEFAULT true NOT NULL,
	"offer_accepted" boolean,
	"url" text NOT NULL,
	"source" text DEFAULT 'Website' NOT NULL,
	"user_agent" text,
	"lead_attributes" jsonb NOT NULL,
	"opt_in" boolean NOT NULL,
	"opt_in_text" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "miscellaneous" (
	"id" serial PRIMARY KEY NOT NULL,
	"column_name" text NOT NULL,
	"value" jsonb NOT NULL,
	"lead_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" text NOT NULL,
	"destination" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "phone_reveals" (
	"id" serial PRIMARY KEY NOT NULL,
	"car_id" integer NOT NULL,
	"dealership_id" integer NOT NULL,
	"website_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_lead_destination" ON "outbox" USING btree ("lead_id","destination");
CREATE TABLE "finance_applications" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"website_slug" text NOT NULL,
	"lead_id" text NOT NULL,
	"status" text NOT NULL,
	"lender" text NOT NULL,
	"request" jsonb NOT NULL,
	"quote" jsonb,
	"redirect_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_applications_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_slug" text NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"checks" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_slug" text NOT NULL,
	"dealership_slug" text,
	"verification_type" text NOT NULL,
	"user_id" text,
	"phone" text NOT NULL,
	"client" text NOT NULL,
	"purpose" text NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "finance_applications" ADD CONSTRAINT "finance_applications_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verification_codes_phone" ON "verification_codes" USING btree ("website_slug","phone","purpose","created_at");--> statement-breakpoint
CREATE INDEX "verifications_phone" ON "verifications" USING btree ("website_slug","phone","created_at");--> statement-breakpoint
CREATE INDEX "verifications_client" ON "verifications" USING btree ("website_slug","client","created_at");
CREATE TABLE "stock_holds" (
	"id" text PRIMARY KEY NOT NULL,
	"website_slug" text NOT NULL,
	"source" text NOT NULL,
	"held_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"body_hash" text,
	"reasons" jsonb NOT NULL,
	"records" jsonb NOT NULL,
	"report" jsonb NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "stock_holds_site" ON "stock_holds" USING btree ("website_slug","held_at");
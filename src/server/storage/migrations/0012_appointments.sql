CREATE TABLE "appointments" (
	"id" text PRIMARY KEY NOT NULL,
	"website_slug" text NOT NULL,
	"location_id" integer NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"place" integer NOT NULL,
	"car_id" integer,
	"state" text NOT NULL,
	"contact" jsonb NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"link_nonce" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"lead_id" text,
	"reminded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_one_per_place" ON "appointments" USING btree ("website_slug","location_id","kind","starts_at","place") WHERE "appointments"."state" = 'booked';--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_idempotency_key" ON "appointments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "appointments_site_starts" ON "appointments" USING btree ("website_slug","starts_at");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_place_positive" CHECK ("place" >= 1);--> statement-breakpoint
-- One car is never in two live bookings whose times overlap (a test drive held to its car). A
-- range type's own GiST operator class compares the car (as a one-value range) and overlaps the
-- times, so no extension is needed. Car ids are the platform's, one per car across sites.
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_car_not_twice" EXCLUDE USING gist (int4range("car_id", "car_id", '[]') WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("state" = 'booked' AND "car_id" IS NOT NULL);

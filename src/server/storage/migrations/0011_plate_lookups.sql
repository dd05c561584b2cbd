CREATE TABLE "plate_lookups" (
	"id" text PRIMARY KEY NOT NULL,
	"dealer_slug" text NOT NULL,
	"vehicle" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);

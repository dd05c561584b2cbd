CREATE TABLE "valuations" (
	"id" text PRIMARY KEY NOT NULL,
	"dealer_slug" text NOT NULL,
	"vehicle" jsonb NOT NULL,
	"kms" integer NOT NULL,
	"state" text NOT NULL,
	"answers" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"valid_until" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

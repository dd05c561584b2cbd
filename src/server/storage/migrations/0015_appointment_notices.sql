ALTER TABLE "appointments" ADD COLUMN "moved_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "told" text;
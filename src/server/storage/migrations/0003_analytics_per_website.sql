ALTER TABLE "car_views" ADD COLUMN "website_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "car_views" DROP CONSTRAINT "car_views_pkey";--> statement-breakpoint
ALTER TABLE "car_views" ADD CONSTRAINT "car_views_website_id_slug_pk" PRIMARY KEY("website_id","slug");--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "website_id" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "lead_id" text;

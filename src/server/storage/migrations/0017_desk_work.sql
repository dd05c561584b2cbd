ALTER TABLE "appointments" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "attendance" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "attendance_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "extended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stock_holds" ADD COLUMN "rejected_at" timestamp with time zone;
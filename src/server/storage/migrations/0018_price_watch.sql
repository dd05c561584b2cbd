ALTER TABLE "stock_alerts" ADD COLUMN "car_id" integer;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD COLUMN "told_price" integer;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_watch_whole" CHECK (("stock_alerts"."car_id" is null) = ("stock_alerts"."told_price" is null) and ("stock_alerts"."told_price" is null or "stock_alerts"."told_price" > 0));
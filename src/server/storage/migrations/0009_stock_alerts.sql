CREATE TABLE "stock_alert_cars" (
	"alert_id" text NOT NULL,
	"car_id" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stock_alert_cars_alert_id_car_id_pk" PRIMARY KEY("alert_id","car_id")
);
--> statement-breakpoint
CREATE TABLE "stock_alerts" (
	"id" text PRIMARY KEY NOT NULL,
	"website_slug" text NOT NULL,
	"channel" text NOT NULL,
	"contact" text NOT NULL,
	"search_url" text NOT NULL,
	"consent_text" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"confirm_nonce" text,
	"link_nonce" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "stock_alert_cars" ADD CONSTRAINT "stock_alert_cars_alert_id_stock_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."stock_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_alerts_site_contact" ON "stock_alerts" USING btree ("website_slug","contact","consent_at");
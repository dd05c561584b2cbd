CREATE TABLE "stock_cars" (
	"website_slug" text NOT NULL,
	"car_id" integer NOT NULL,
	"position" integer NOT NULL,
	"car" jsonb NOT NULL,
	"first_listed_at" timestamp with time zone NOT NULL,
	"prices" jsonb NOT NULL,
	CONSTRAINT "stock_cars_website_slug_car_id_pk" PRIMARY KEY("website_slug","car_id")
);
--> statement-breakpoint
CREATE TABLE "stock_feeds" (
	"website_slug" text PRIMARY KEY NOT NULL,
	"snapshot_at" timestamp with time zone,
	"last_delivery_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_slug" text NOT NULL,
	"source" text NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	"report" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "stock_imports_site" ON "stock_imports" USING btree ("website_slug","imported_at");
CREATE TABLE "history_checks" (
	"website_slug" text NOT NULL,
	"vin" text NOT NULL,
	"claimed_at" timestamp with time zone,
	"searched_at" timestamp with time zone,
	"certificate" text,
	"finance_owing" boolean,
	"written_off" boolean,
	"stolen" boolean,
	"odometer_km" integer,
	CONSTRAINT "history_checks_website_slug_vin_pk" PRIMARY KEY("website_slug","vin"),
	CONSTRAINT "history_checks_answer_whole" CHECK (("history_checks"."searched_at" is null) = ("history_checks"."certificate" is null) and ("history_checks"."searched_at" is null) = ("history_checks"."finance_owing" is null))
);

CREATE TABLE "spins" (
	"id" text PRIMARY KEY NOT NULL,
	"website_slug" text NOT NULL,
	"user_id" text NOT NULL,
	"prize_index" integer NOT NULL,
	"prize_label" text NOT NULL,
	"prize_detail" text NOT NULL,
	"claim_code" text NOT NULL,
	"claim_by" timestamp with time zone NOT NULL,
	"lead_id" text,
	"spun_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "spins" ADD CONSTRAINT "spins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "spins_user" ON "spins" USING btree ("user_id");
CREATE TABLE "desk_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_slug" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"staff_name" text NOT NULL,
	"staff_mobile" text NOT NULL,
	"role" text NOT NULL,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "desk_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"website_slug" text NOT NULL,
	"mobile" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "desk_audit_site_at" ON "desk_audit" USING btree ("website_slug","at");--> statement-breakpoint
CREATE INDEX "desk_sessions_mobile" ON "desk_sessions" USING btree ("website_slug","mobile");--> statement-breakpoint
CREATE FUNCTION "desk_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'desk_audit is append-only: % refused', TG_OP;
END
$$;--> statement-breakpoint
CREATE TRIGGER "desk_audit_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "desk_audit" FOR EACH STATEMENT EXECUTE FUNCTION "desk_audit_append_only"();

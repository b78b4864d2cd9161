CREATE TABLE "provider_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" integer NOT NULL,
	"action" text NOT NULL,
	"queue" text,
	"item_id" integer,
	"before" jsonb,
	"after" jsonb,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "provider_staff" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_staff_role_ck" CHECK ("provider_staff"."role" in ('reviewer', 'ops_admin'))
);
--> statement-breakpoint
ALTER TABLE "provider_audit_log" ADD CONSTRAINT "provider_audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_staff" ADD CONSTRAINT "provider_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_audit_log_time_idx" ON "provider_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "provider_audit_log_actor_idx" ON "provider_audit_log" USING btree ("actor_user_id","created_at");--> statement-breakpoint
-- Hand-written: the console's audit log is append-only, for the application's role too (a trigger, not revoked
-- rights, since the product runs as the table's owner).
CREATE FUNCTION provider_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'provider_audit_log is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER provider_audit_log_no_update_delete BEFORE UPDATE OR DELETE ON "provider_audit_log"
  FOR EACH ROW EXECUTE FUNCTION provider_audit_log_append_only();--> statement-breakpoint
CREATE TRIGGER provider_audit_log_no_truncate BEFORE TRUNCATE ON "provider_audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION provider_audit_log_append_only();

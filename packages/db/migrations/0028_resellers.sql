CREATE SEQUENCE "public"."reseller_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "reseller_base_rates" (
	"reseller_id" integer NOT NULL,
	"payment_channel_id" integer NOT NULL,
	"disburse_period_days" smallint NOT NULL,
	"rate_ppm" integer NOT NULL,
	"flat_fee_minor" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reseller_base_rates_reseller_id_payment_channel_id_disburse_period_days_pk" PRIMARY KEY("reseller_id","payment_channel_id","disburse_period_days"),
	CONSTRAINT "reseller_base_rates_rate_ck" CHECK ("reseller_base_rates"."rate_ppm" >= 0 and "reseller_base_rates"."flat_fee_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reseller_members" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"reseller_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resellers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text DEFAULT 'R' || nextval('reseller_code_seq')::text NOT NULL,
	"level" smallint NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"business_number" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"disabled_at" timestamp with time zone,
	CONSTRAINT "resellers_level_ck" CHECK (("resellers"."level" = 1 and "resellers"."parent_id" is null) or ("resellers"."level" = 2 and "resellers"."parent_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD COLUMN "reseller_id" integer;--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD COLUMN "added_by_reseller_id" integer;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "reseller_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "referred_reseller_id" integer;--> statement-breakpoint
ALTER TABLE "reseller_base_rates" ADD CONSTRAINT "reseller_base_rates_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."resellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reseller_members" ADD CONSTRAINT "reseller_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reseller_members" ADD CONSTRAINT "reseller_members_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."resellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resellers" ADD CONSTRAINT "resellers_parent_id_resellers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."resellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resellers" ADD CONSTRAINT "resellers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "resellers_code_uq" ON "resellers" USING btree ("code");--> statement-breakpoint
CREATE INDEX "resellers_parent_idx" ON "resellers" USING btree ("parent_id","id");--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD CONSTRAINT "merchant_applications_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."resellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD CONSTRAINT "merchant_applications_added_by_reseller_id_resellers_id_fk" FOREIGN KEY ("added_by_reseller_id") REFERENCES "public"."resellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "merchant_applications_reseller_idx" ON "merchant_applications" USING btree ("reseller_id","id") WHERE "merchant_applications"."reseller_id" is not null;--> statement-breakpoint
-- Hand-written (schema.ts cannot import schema-resellers.ts, which imports it): the references of the two columns
-- schema.ts declares, and the portfolio's index of a reseller's merchants.
ALTER TABLE "users" ADD CONSTRAINT "users_referred_reseller_id_resellers_id_fk" FOREIGN KEY ("referred_reseller_id") REFERENCES "public"."resellers"("id");--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."resellers"("id");--> statement-breakpoint
CREATE INDEX "merchants_reseller_idx" ON "merchants" USING btree ("reseller_id","id") WHERE "merchants"."reseller_id" is not null;

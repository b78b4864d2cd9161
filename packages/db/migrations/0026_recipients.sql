CREATE TABLE "recipients" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"kind" smallint NOT NULL,
	"currency_id" smallint NOT NULL,
	"payment_network" smallint,
	"user_id" integer,
	"user_account" text,
	"name" text NOT NULL,
	"first_name" text,
	"middle_name" text,
	"last_name" text,
	"company_name" text,
	"country" text,
	"province" text,
	"city" text,
	"street" text,
	"post_code" text,
	"mail" text,
	"bank_name" text,
	"branch_province" text,
	"branch_city" text,
	"bsb" text,
	"bic" text,
	"account_number" text,
	"comment" text,
	"verification_ref" text,
	"verified_at" timestamp with time zone,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "recipients_kind_fields" CHECK (("recipients"."kind" = 1 and "recipients"."user_id" is not null and "recipients"."payment_network" is null and "recipients"."account_number" is null)
        or ("recipients"."kind" = 2 and "recipients"."user_id" is null and "recipients"."payment_network" in (1, 2, 3, 4) and "recipients"."account_number" is not null)),
	CONSTRAINT "recipients_type" CHECK ("recipients"."type" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "recipients" ADD CONSTRAINT "recipients_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipients" ADD CONSTRAINT "recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipients_merchant_list_idx" ON "recipients" USING btree ("merchant_id","id") WHERE "recipients"."deleted_at" is null;
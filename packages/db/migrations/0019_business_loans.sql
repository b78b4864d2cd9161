CREATE TABLE "business_loan_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"loan_at" timestamp with time zone NOT NULL,
	"loan_amount_minor" bigint NOT NULL,
	"currency_id" smallint NOT NULL,
	"fee_rate_ppm" integer NOT NULL,
	"fee_amount_minor" bigint NOT NULL,
	"repayment_account_number" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_loan_applications_amounts" CHECK ("business_loan_applications"."loan_amount_minor" > 0 and "business_loan_applications"."fee_amount_minor" >= 0),
	CONSTRAINT "business_loan_applications_status" CHECK ("business_loan_applications"."status" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "business_loans" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"application_id" integer,
	"finance_date" date NOT NULL,
	"loan_amount_minor" bigint NOT NULL,
	"wait_settle_amount_minor" bigint NOT NULL,
	"currency_id" smallint NOT NULL,
	"loan_account_number" text NOT NULL,
	"repayment_account_number" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_loans_amounts" CHECK ("business_loans"."loan_amount_minor" > 0 and "business_loans"."wait_settle_amount_minor" >= 0 and "business_loans"."wait_settle_amount_minor" <= "business_loans"."loan_amount_minor"),
	CONSTRAINT "business_loans_status" CHECK ("business_loans"."status" in (0, 1, 2))
);
--> statement-breakpoint
ALTER TABLE "business_loan_applications" ADD CONSTRAINT "business_loan_applications_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_loans" ADD CONSTRAINT "business_loans_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_loans" ADD CONSTRAINT "business_loans_application_id_business_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."business_loan_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_loan_applications_merchant_idx" ON "business_loan_applications" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "business_loans_merchant_idx" ON "business_loans" USING btree ("merchant_id","created_at");
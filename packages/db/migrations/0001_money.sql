CREATE SEQUENCE "public"."payment_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."refund_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "band_stats" (
	"merchant_id" integer NOT NULL,
	"currency_id" smallint NOT NULL,
	"day" date NOT NULL,
	"band" smallint NOT NULL,
	"store_id" integer NOT NULL,
	"slot" smallint NOT NULL,
	"payment_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "band_stats_merchant_id_currency_id_day_band_store_id_slot_pk" PRIMARY KEY("merchant_id","currency_id","day","band","store_id","slot")
);
--> statement-breakpoint
CREATE TABLE "daily_stats" (
	"merchant_id" integer NOT NULL,
	"currency_id" smallint NOT NULL,
	"day" date NOT NULL,
	"store_id" integer NOT NULL,
	"channel_id" smallint NOT NULL,
	"slot" smallint NOT NULL,
	"payment_count" integer DEFAULT 0 NOT NULL,
	"payment_minor" bigint DEFAULT 0 NOT NULL,
	"refund_count" integer DEFAULT 0 NOT NULL,
	"refund_minor" bigint DEFAULT 0 NOT NULL,
	"fee_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_stats_merchant_id_currency_id_day_store_id_channel_id_slot_pk" PRIMARY KEY("merchant_id","currency_id","day","store_id","channel_id","slot")
);
--> statement-breakpoint
CREATE TABLE "hourly_stats" (
	"merchant_id" integer NOT NULL,
	"currency_id" smallint NOT NULL,
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"store_id" integer NOT NULL,
	"slot" smallint NOT NULL,
	"payment_count" integer DEFAULT 0 NOT NULL,
	"payment_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "hourly_stats_merchant_id_currency_id_day_hour_store_id_slot_pk" PRIMARY KEY("merchant_id","currency_id","day","hour","store_id","slot")
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"currency_id" smallint NOT NULL,
	"kind" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_balances" (
	"account_id" integer NOT NULL,
	"slot" smallint NOT NULL,
	"balance_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_balances_account_id_slot_pk" PRIMARY KEY("account_id","slot")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"number" text NOT NULL,
	"channel_id" smallint NOT NULL,
	"source_type" smallint NOT NULL,
	"currency_id" smallint NOT NULL,
	"order_minor" bigint DEFAULT 0 NOT NULL,
	"surcharge_rate_ppm" integer DEFAULT 0 NOT NULL,
	"surcharge_minor" bigint DEFAULT 0 NOT NULL,
	"gross_minor" bigint DEFAULT 0 NOT NULL,
	"fee_rate_ppm" integer DEFAULT 0 NOT NULL,
	"flat_fee_minor" bigint DEFAULT 0 NOT NULL,
	"fee_minor" bigint DEFAULT 0 NOT NULL,
	"net_minor" bigint DEFAULT 0 NOT NULL,
	"pay_currency_id" smallint NOT NULL,
	"pay_minor" bigint DEFAULT 0 NOT NULL,
	"exchange_rate_micros" bigint,
	"refunded_minor" bigint DEFAULT 0 NOT NULL,
	"channel_txn_id" text NOT NULL,
	"out_txn_id" text,
	"card_masked" text,
	"pos_no" text,
	"customer_name" text,
	"customer_phone" text,
	"subject" text,
	"note" text,
	"finance_date" date NOT NULL,
	"settlement_id" bigint,
	"paid_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_refund_within_gross" CHECK ("payments"."refunded_minor" >= 0 and "payments"."refunded_minor" <= "payments"."gross_minor")
);
--> statement-breakpoint
CREATE TABLE "postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"currency_id" smallint NOT NULL,
	"amount_minor" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"payment_id" bigint NOT NULL,
	"store_id" integer NOT NULL,
	"number" text NOT NULL,
	"channel_id" smallint NOT NULL,
	"currency_id" smallint NOT NULL,
	"amount_minor" bigint DEFAULT 0 NOT NULL,
	"fee_returned_minor" bigint DEFAULT 0 NOT NULL,
	"real_refund_minor" bigint DEFAULT 0 NOT NULL,
	"status" smallint NOT NULL,
	"reason" text,
	"from_global_account" boolean DEFAULT false NOT NULL,
	"idempotency_key" text NOT NULL,
	"finance_date" date NOT NULL,
	"settlement_id" bigint,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"currency_id" smallint NOT NULL,
	"finance_date" date NOT NULL,
	"number" text NOT NULL,
	"payment_minor" bigint DEFAULT 0 NOT NULL,
	"refund_minor" bigint DEFAULT 0 NOT NULL,
	"fee_minor" bigint DEFAULT 0 NOT NULL,
	"settle_fee_minor" bigint DEFAULT 0 NOT NULL,
	"net_minor" bigint DEFAULT 0 NOT NULL,
	"settle_minor" bigint DEFAULT 0 NOT NULL,
	"method" text DEFAULT 'bank' NOT NULL,
	"plan_settle_date" date NOT NULL,
	"actual_settle_date" date,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_balances" ADD CONSTRAINT "ledger_balances_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_idem_uq" ON "journal_entries" USING btree ("merchant_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_uq" ON "ledger_accounts" USING btree ("merchant_id","currency_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_channel_txn_uq" ON "payments" USING btree ("merchant_id","channel_id","channel_txn_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_number_uq" ON "payments" USING btree ("merchant_id","number");--> statement-breakpoint
CREATE INDEX "payments_merchant_time_idx" ON "payments" USING btree ("merchant_id","paid_at");--> statement-breakpoint
CREATE INDEX "payments_unsettled_idx" ON "payments" USING btree ("merchant_id","currency_id","finance_date") WHERE "payments"."settlement_id" is null;--> statement-breakpoint
CREATE INDEX "payments_settlement_idx" ON "payments" USING btree ("merchant_id","settlement_id");--> statement-breakpoint
CREATE INDEX "postings_entry_idx" ON "postings" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "postings_account_idx" ON "postings" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_idem_uq" ON "refunds" USING btree ("merchant_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_number_uq" ON "refunds" USING btree ("merchant_id","number");--> statement-breakpoint
CREATE INDEX "refunds_merchant_time_idx" ON "refunds" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("merchant_id","payment_id");--> statement-breakpoint
CREATE INDEX "refunds_unsettled_idx" ON "refunds" USING btree ("merchant_id","currency_id","finance_date") WHERE "refunds"."settlement_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "settlements_day_uq" ON "settlements" USING btree ("merchant_id","currency_id","finance_date");--> statement-breakpoint
CREATE UNIQUE INDEX "settlements_number_uq" ON "settlements" USING btree ("merchant_id","number");--> statement-breakpoint
CREATE INDEX "settlements_plan_idx" ON "settlements" USING btree ("status","plan_settle_date");--> statement-breakpoint
-- Postings are immutable: corrections are new entries.
CREATE FUNCTION postings_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'postings are immutable';
END $$;
--> statement-breakpoint
CREATE TRIGGER postings_no_update BEFORE UPDATE OR DELETE ON postings FOR EACH ROW EXECUTE FUNCTION postings_immutable();
--> statement-breakpoint
-- Every journal entry balances: its postings sum to zero per currency, checked when the transaction commits.
CREATE FUNCTION journal_entry_balances() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced record;
BEGIN
  SELECT currency_id, sum(amount_minor) AS total INTO unbalanced
    FROM postings WHERE entry_id = NEW.entry_id GROUP BY currency_id HAVING sum(amount_minor) <> 0 LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'journal entry % does not balance in currency % (off by %)', NEW.entry_id, unbalanced.currency_id, unbalanced.total;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER postings_balance AFTER INSERT ON postings DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION journal_entry_balances();

CREATE TABLE "collection_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"number" text NOT NULL,
	"public_token" text NOT NULL,
	"currency_id" smallint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"fee_minor" bigint NOT NULL,
	"description" text NOT NULL,
	"payer_name" text,
	"payer_email" text,
	"status" smallint DEFAULT 3 NOT NULL,
	"request_id" text NOT NULL,
	"created_by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"confirmed_by_user_id" integer,
	"closed_at" timestamp with time zone,
	"closed_reason" text,
	"close_note_en" text,
	"close_note_zh" text,
	CONSTRAINT "collection_orders_amounts" CHECK ("collection_orders"."amount_minor" > 0 and "collection_orders"."fee_minor" >= 0 and "collection_orders"."fee_minor" < "collection_orders"."amount_minor"),
	CONSTRAINT "collection_orders_status" CHECK ("collection_orders"."status" in (3, 4, 5, 6, 10, 99)),
	CONSTRAINT "collection_orders_closed" CHECK (("collection_orders"."status" = 99) = ("collection_orders"."closed_at" is not null and "collection_orders"."closed_reason" is not null)),
	CONSTRAINT "collection_orders_completed" CHECK (("collection_orders"."status" = 10) = ("collection_orders"."completed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "transfer_batches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"number" text NOT NULL,
	"created_by_user_id" integer,
	"file_name" text NOT NULL,
	"send_currency_id" smallint NOT NULL,
	"row_count" integer NOT NULL,
	"valid_count" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"rows" jsonb NOT NULL,
	"pricing" jsonb NOT NULL,
	"total_send_minor" bigint NOT NULL,
	"total_fee_minor" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"pay_idempotency_key" text,
	"paid_at" timestamp with time zone,
	"paid_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"number" text GENERATED ALWAYS AS ('RM' || lpad(id::text, 10, '0')) STORED NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_by_user_id" integer,
	"recipient_id" bigint NOT NULL,
	"recipient_kind" smallint NOT NULL,
	"recipient_merchant_id" integer,
	"payment_network" smallint,
	"speed" smallint NOT NULL,
	"send_currency_id" smallint NOT NULL,
	"send_minor" bigint NOT NULL,
	"receive_currency_id" smallint NOT NULL,
	"receive_minor" bigint NOT NULL,
	"fixed_side" smallint NOT NULL,
	"quote_id" bigint,
	"rate_e10" bigint NOT NULL,
	"mid_rate_e10" bigint NOT NULL,
	"spread_ppm" integer DEFAULT 0 NOT NULL,
	"price_expires_at" timestamp with time zone,
	"fee_minor" bigint NOT NULL,
	"fee_waiver" smallint DEFAULT 0 NOT NULL,
	"cny_equivalent_minor" bigint NOT NULL,
	"reason" smallint NOT NULL,
	"notify_email" text NOT NULL,
	"reference" text NOT NULL,
	"payment_method" smallint,
	"status" smallint DEFAULT 1 NOT NULL,
	"pay_by" timestamp with time zone NOT NULL,
	"receipt_token" text,
	"receipt_at" timestamp with time zone,
	"poli_token" text,
	"network_ref" text,
	"closed_reason" smallint,
	"abnormal_fee_minor" bigint DEFAULT 0 NOT NULL,
	"batch_id" bigint,
	"notified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"processing_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "transfer_orders_amounts" CHECK ("transfer_orders"."send_minor" > 0 and "transfer_orders"."receive_minor" > 0 and "transfer_orders"."fee_minor" >= 0),
	CONSTRAINT "transfer_orders_status" CHECK ("transfer_orders"."status" in (1, 2, 3, 4, 6, 7, 99))
);
--> statement-breakpoint
ALTER TABLE "fx_quotes" ADD COLUMN "purpose" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "collection_orders" ADD CONSTRAINT "collection_orders_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_batches" ADD CONSTRAINT "transfer_batches_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_batches" ADD CONSTRAINT "transfer_batches_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_orders" ADD CONSTRAINT "transfer_orders_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_orders" ADD CONSTRAINT "transfer_orders_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_orders" ADD CONSTRAINT "transfer_orders_recipient_id_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."recipients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_orders" ADD CONSTRAINT "transfer_orders_recipient_merchant_id_merchants_id_fk" FOREIGN KEY ("recipient_merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_orders" ADD CONSTRAINT "transfer_orders_quote_id_fx_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."fx_quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_orders" ADD CONSTRAINT "transfer_orders_batch_id_transfer_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."transfer_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "collection_orders_request_uq" ON "collection_orders" USING btree ("merchant_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "collection_orders_number_uq" ON "collection_orders" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "collection_orders_token_uq" ON "collection_orders" USING btree ("public_token");--> statement-breakpoint
CREATE INDEX "collection_orders_merchant_idx" ON "collection_orders" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "collection_orders_unpaid_expiry_idx" ON "collection_orders" USING btree ("expires_at") WHERE "collection_orders"."status" = 3;--> statement-breakpoint
CREATE INDEX "collection_orders_awaiting_idx" ON "collection_orders" USING btree ("status","created_at") WHERE "collection_orders"."status" in (3, 4, 5, 6);--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_batches_number_uq" ON "transfer_batches" USING btree ("merchant_id","number");--> statement-breakpoint
CREATE INDEX "transfer_batches_merchant_idx" ON "transfer_batches" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_orders_idem_uq" ON "transfer_orders" USING btree ("merchant_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_orders_number_uq" ON "transfer_orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "transfer_orders_merchant_idx" ON "transfer_orders" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "transfer_orders_unpaid_idx" ON "transfer_orders" USING btree ("pay_by") WHERE "transfer_orders"."status" = 1;--> statement-breakpoint
CREATE INDEX "transfer_orders_active_idx" ON "transfer_orders" USING btree ("status","processing_at") WHERE "transfer_orders"."status" in (2, 3);--> statement-breakpoint
CREATE INDEX "transfer_orders_returning_idx" ON "transfer_orders" USING btree ("completed_at") WHERE "transfer_orders"."status" = 4 and "transfer_orders"."network_ref" like '%-R';--> statement-breakpoint
CREATE INDEX "transfer_orders_batch_idx" ON "transfer_orders" USING btree ("batch_id") WHERE "transfer_orders"."batch_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_orders_first_free_uq" ON "transfer_orders" USING btree ("merchant_id") WHERE "transfer_orders"."fee_waiver" = 1 and "transfer_orders"."status" in (1, 2, 3, 4, 6);
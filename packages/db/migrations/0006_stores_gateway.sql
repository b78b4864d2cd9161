CREATE TABLE "api_idempotency_keys" (
	"merchant_id" integer NOT NULL,
	"key" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" smallint,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_idempotency_keys_merchant_id_key_pk" PRIMARY KEY("merchant_id","key")
);
--> statement-breakpoint
CREATE TABLE "api_nonces" (
	"merchant_id" integer NOT NULL,
	"nonce" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_nonces_merchant_id_nonce_pk" PRIMARY KEY("merchant_id","nonce")
);
--> statement-breakpoint
CREATE TABLE "api_refunds" (
	"merchant_id" integer NOT NULL,
	"out_refund_no" text NOT NULL,
	"order_id" bigint NOT NULL,
	"refund_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_refunds_merchant_id_out_refund_no_pk" PRIMARY KEY("merchant_id","out_refund_no")
);
--> statement-breakpoint
CREATE TABLE "merchant_api_keys" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"key_id" text NOT NULL,
	"secret_ciphertext" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "merchant_api_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"notify_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"number" text NOT NULL,
	"pay_token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"out_trade_no" text,
	"source_type" smallint NOT NULL,
	"channel_id" smallint,
	"currency_id" smallint NOT NULL,
	"order_minor" bigint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"subject" text,
	"note" text,
	"customer_name" text,
	"customer_phone" text,
	"notify_url" text,
	"return_url" text,
	"channel_txn_id" text,
	"payment_id" bigint,
	"failure_reason" text,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_transactions" (
	"channel_txn_id" text PRIMARY KEY NOT NULL,
	"channel_id" smallint NOT NULL,
	"merchant_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"currency_id" smallint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"refunded_minor" bigint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"webhook_event_id" bigint NOT NULL,
	"attempt" integer NOT NULL,
	"http_status" integer,
	"error" text,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"notify_url" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_http_status" integer,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "industries" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"level" smallint NOT NULL,
	"name" text NOT NULL,
	"en_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_cardpay_rates" (
	"merchant_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"fee_rate_ppm" integer NOT NULL,
	"flat_fee_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "store_cardpay_rates_merchant_id_store_id_currency_id_pk" PRIMARY KEY("merchant_id","store_id","currency_id")
);
--> statement-breakpoint
CREATE TABLE "store_channel_rates" (
	"merchant_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"payment_channel_id" integer NOT NULL,
	"online_rate_ppm" integer NOT NULL,
	"offline_rate_ppm" integer NOT NULL,
	"b2b_rate_ppm" integer NOT NULL,
	"b2b2c_rate_ppm" integer NOT NULL,
	CONSTRAINT "store_channel_rates_merchant_id_store_id_payment_channel_id_pk" PRIMARY KEY("merchant_id","store_id","payment_channel_id")
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"token" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "card_quota_limit_minor" bigint DEFAULT 5000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "industry_id" integer;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "pay_token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "support_currencies" smallint[] DEFAULT '{1}'::smallint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "message_type" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "is_get_user_info" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "store_photo" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "qr_logo" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "pay_logo" text;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_webhook_event_id_webhook_events_id_fk" FOREIGN KEY ("webhook_event_id") REFERENCES "public"."webhook_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_cardpay_rates" ADD CONSTRAINT "store_cardpay_rates_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_cardpay_rates" ADD CONSTRAINT "store_cardpay_rates_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_channel_rates" ADD CONSTRAINT "store_channel_rates_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_channel_rates" ADD CONSTRAINT "store_channel_rates_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_idempotency_created_idx" ON "api_idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "api_nonces_created_idx" ON "api_nonces" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_api_keys_key_id_uq" ON "merchant_api_keys" USING btree ("key_id");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_api_keys_active_uq" ON "merchant_api_keys" USING btree ("merchant_id") WHERE "merchant_api_keys"."retired_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_uq" ON "orders" USING btree ("merchant_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_out_trade_no_uq" ON "orders" USING btree ("merchant_id","out_trade_no");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_pay_token_uq" ON "orders" USING btree ("pay_token");--> statement-breakpoint
CREATE INDEX "orders_pending_idx" ON "orders" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "webhook_attempts_event_idx" ON "webhook_attempts" USING btree ("webhook_event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_events_event_id_uq" ON "webhook_events" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "webhook_events_due_idx" ON "webhook_events" USING btree ("next_attempt_at") WHERE "webhook_events"."status" = 1;--> statement-breakpoint
CREATE INDEX "webhook_events_merchant_idx" ON "webhook_events" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "uploaded_files_token_uq" ON "uploaded_files" USING btree ("token");--> statement-breakpoint
CREATE INDEX "uploaded_files_merchant_idx" ON "uploaded_files" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_pay_token_uq" ON "stores" USING btree ("pay_token");--> statement-breakpoint
-- Reference data: industries in two levels (level-2 ids are the parent id × 100 + n).
INSERT INTO "industries" ("id", "parent_id", "level", "name", "en_name") VALUES
	(1, NULL, 1, '餐饮', 'Food and beverage'),
	(2, NULL, 1, '零售', 'Retail'),
	(3, NULL, 1, '生活服务', 'Personal services'),
	(4, NULL, 1, '教育培训', 'Education'),
	(5, NULL, 1, '旅游住宿', 'Travel and accommodation'),
	(6, NULL, 1, '医疗健康', 'Health'),
	(7, NULL, 1, '电子商务', 'E-commerce'),
	(8, NULL, 1, '专业服务', 'Professional services'),
	(101, 1, 2, '中餐', 'Chinese restaurant'),
	(102, 1, 2, '西餐', 'Western restaurant'),
	(103, 1, 2, '咖啡与茶饮', 'Cafe and tea'),
	(104, 1, 2, '快餐', 'Fast food'),
	(105, 1, 2, '烘焙甜点', 'Bakery and desserts'),
	(201, 2, 2, '超市便利店', 'Supermarket and convenience'),
	(202, 2, 2, '服装鞋包', 'Clothing, shoes and bags'),
	(203, 2, 2, '珠宝首饰', 'Jewellery'),
	(204, 2, 2, '化妆品', 'Cosmetics'),
	(205, 2, 2, '电子产品', 'Electronics'),
	(206, 2, 2, '保健品', 'Health supplements'),
	(301, 3, 2, '美容美发', 'Hair and beauty'),
	(302, 3, 2, '洗衣清洁', 'Laundry and cleaning'),
	(303, 3, 2, '维修服务', 'Repairs'),
	(401, 4, 2, '语言培训', 'Language school'),
	(402, 4, 2, '留学中介', 'Study abroad agency'),
	(501, 5, 2, '酒店', 'Hotel'),
	(502, 5, 2, '旅行社', 'Travel agency'),
	(503, 5, 2, '景点门票', 'Attractions and tickets'),
	(601, 6, 2, '药房', 'Pharmacy'),
	(602, 6, 2, '诊所', 'Clinic'),
	(701, 7, 2, '跨境电商', 'Cross-border e-commerce'),
	(702, 7, 2, '线上商城', 'Online shop'),
	(801, 8, 2, '会计法律', 'Accounting and legal'),
	(802, 8, 2, '房地产', 'Real estate'),
	(803, 8, 2, '移民咨询', 'Migration advice');

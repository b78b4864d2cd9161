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
ALTER TABLE "collection_orders" ADD CONSTRAINT "collection_orders_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "collection_orders_request_uq" ON "collection_orders" USING btree ("merchant_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "collection_orders_number_uq" ON "collection_orders" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "collection_orders_token_uq" ON "collection_orders" USING btree ("public_token");--> statement-breakpoint
CREATE INDEX "collection_orders_merchant_idx" ON "collection_orders" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "collection_orders_unpaid_expiry_idx" ON "collection_orders" USING btree ("expires_at") WHERE "collection_orders"."status" = 3;--> statement-breakpoint
CREATE INDEX "collection_orders_awaiting_idx" ON "collection_orders" USING btree ("status","created_at") WHERE "collection_orders"."status" in (3, 4, 5, 6);
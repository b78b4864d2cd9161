CREATE SEQUENCE "public"."merchant_application_bill_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "application_drafts" (
	"user_id" integer NOT NULL,
	"class_number" text NOT NULL,
	"data" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_drafts_user_id_class_number_pk" PRIMARY KEY("user_id","class_number")
);
--> statement-breakpoint
CREATE TABLE "merchant_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_no" text DEFAULT 'MA' || lpad(nextval('merchant_application_bill_seq')::text, 8, '0') NOT NULL,
	"class_number" text DEFAULT '001' NOT NULL,
	"owner_user_id" integer NOT NULL,
	"is_checked" boolean DEFAULT false NOT NULL,
	"is_check_reject" boolean DEFAULT false NOT NULL,
	"country_id" smallint NOT NULL,
	"business_number" text NOT NULL,
	"merchant_name" text NOT NULL,
	"form" jsonb NOT NULL,
	"objection" text,
	"en_objection" text,
	"merchant_id" integer,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_drafts" ADD CONSTRAINT "application_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD CONSTRAINT "merchant_applications_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD CONSTRAINT "merchant_applications_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD CONSTRAINT "merchant_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_applications_bill_no_uq" ON "merchant_applications" USING btree ("bill_no");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_applications_live_number_uq" ON "merchant_applications" USING btree ("business_number") WHERE not "merchant_applications"."is_check_reject";--> statement-breakpoint
CREATE INDEX "merchant_applications_owner_idx" ON "merchant_applications" USING btree ("owner_user_id","id");--> statement-breakpoint
CREATE INDEX "merchant_applications_review_queue_idx" ON "merchant_applications" USING btree ("submitted_at","id") WHERE not "merchant_applications"."is_checked" and not "merchant_applications"."is_check_reject";--> statement-breakpoint
-- The industry categories take the spec's ids (second document, section 9: 224 retail, 219 e-commerce,
-- 231 restaurants, 318 education, 153 travel, 0 other). Level-2 ids stay (stores hold them); their parents move.
-- The three categories the spec does not list go under "other"; the names stay as they were (the store forms show them).
INSERT INTO "industries" ("id", "parent_id", "level", "name", "en_name") VALUES
	(231, NULL, 1, '餐饮', 'Food and beverage'),
	(224, NULL, 1, '零售', 'Retail'),
	(318, NULL, 1, '教育培训', 'Education'),
	(153, NULL, 1, '旅游住宿', 'Travel and accommodation'),
	(219, NULL, 1, '电子商务', 'E-commerce'),
	(0, NULL, 1, '其他', 'Other');--> statement-breakpoint
UPDATE "industries" SET "parent_id" = CASE "parent_id"
	WHEN 1 THEN 231 WHEN 2 THEN 224 WHEN 4 THEN 318 WHEN 5 THEN 153 WHEN 7 THEN 219 ELSE 0 END
	WHERE "level" = 2;--> statement-breakpoint
UPDATE "stores" SET "industry_id" = CASE "industry_id"
	WHEN 1 THEN 231 WHEN 2 THEN 224 WHEN 4 THEN 318 WHEN 5 THEN 153 WHEN 7 THEN 219 ELSE 0 END
	WHERE "industry_id" IN (1, 2, 3, 4, 5, 6, 7, 8);--> statement-breakpoint
UPDATE "merchants" SET "industry_id" = CASE "industry_id"
	WHEN 1 THEN 231 WHEN 2 THEN 224 WHEN 4 THEN 318 WHEN 5 THEN 153 WHEN 7 THEN 219 ELSE 0 END
	WHERE "industry_id" IN (1, 2, 3, 4, 5, 6, 7, 8);--> statement-breakpoint
DELETE FROM "industries" WHERE "id" IN (1, 2, 3, 4, 5, 6, 7, 8);

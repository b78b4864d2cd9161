ALTER TABLE "fx_quotes" ADD COLUMN "speed" smallint;--> statement-breakpoint
ALTER TABLE "fx_quotes" ADD COLUMN "recipient_id" integer;
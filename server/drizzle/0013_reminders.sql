ALTER TABLE "consultations" ADD COLUMN "answer_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "answer_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "journal_settings" ADD COLUMN "daily_card_on" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_settings" ADD COLUMN "daily_card_sent_on" text;--> statement-breakpoint
CREATE INDEX "consultations_answer_unnotified_idx" ON "consultations" USING btree ("answered_at") WHERE "consultations"."answer_notified_at" is null and "consultations"."answer_seen_at" is null;--> statement-breakpoint
-- Answers given before this migration were seen in the app's own list of orders: no late message, no new badge.
UPDATE "consultations" SET "answer_notified_at" = "answered_at", "answer_seen_at" = "answered_at" WHERE "answered_at" IS NOT NULL;

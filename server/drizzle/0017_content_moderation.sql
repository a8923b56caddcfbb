ALTER TABLE "consultations" ADD COLUMN "question_moderation" text;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "answer_moderation" text;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "review_moderation" text;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "moderation_note" text;--> statement-breakpoint
ALTER TABLE "shares" ADD COLUMN "question_moderation" text;--> statement-breakpoint
ALTER TABLE "shares" ADD COLUMN "moderation_note" text;--> statement-breakpoint
CREATE INDEX "consultations_held_idx" ON "consultations" USING btree ("created_at") WHERE "consultations"."question_moderation" = 'under_review' or "consultations"."answer_moderation" = 'under_review' or "consultations"."review_moderation" = 'under_review';
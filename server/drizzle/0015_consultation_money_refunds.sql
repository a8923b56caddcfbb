ALTER TABLE "consultations" ADD COLUMN "money_refund" text;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "money_refunded_at" timestamp with time zone;
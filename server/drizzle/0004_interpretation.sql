ALTER TABLE "readings" ADD COLUMN "interpretation" text;--> statement-breakpoint
ALTER TABLE "readings" ADD COLUMN "interpretation_engine" text;
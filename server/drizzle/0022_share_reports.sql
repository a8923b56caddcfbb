CREATE TABLE "share_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"share_id" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"reporter_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shares" ADD COLUMN "reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shares" ADD COLUMN "taken_down_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "share_reports" ADD CONSTRAINT "share_reports_share_id_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "share_reports_reporter_idx" ON "share_reports" USING btree ("share_id","reporter_key");--> statement-breakpoint
CREATE INDEX "shares_reported_idx" ON "shares" USING btree ("reported_at") WHERE "shares"."reported_at" is not null;
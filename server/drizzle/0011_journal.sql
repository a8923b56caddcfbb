CREATE TABLE "journal_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"reading_id" text NOT NULL,
	"user_id" text NOT NULL,
	"body" text NOT NULL,
	"mood" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"reminders_on" boolean DEFAULT true NOT NULL,
	"tz_offset_minutes" integer DEFAULT 480 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "look_back_reminders" (
	"reading_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"days" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "look_backs" (
	"id" text PRIMARY KEY NOT NULL,
	"reading_id" text NOT NULL,
	"user_id" text NOT NULL,
	"resonance" integer NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "look_backs_resonance_range" CHECK ("look_backs"."resonance" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "readings" ADD COLUMN "topic" text;--> statement-breakpoint
ALTER TABLE "journal_notes" ADD CONSTRAINT "journal_notes_reading_id_readings_id_fk" FOREIGN KEY ("reading_id") REFERENCES "public"."readings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_notes" ADD CONSTRAINT "journal_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_settings" ADD CONSTRAINT "journal_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "look_back_reminders" ADD CONSTRAINT "look_back_reminders_reading_id_readings_id_fk" FOREIGN KEY ("reading_id") REFERENCES "public"."readings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "look_back_reminders" ADD CONSTRAINT "look_back_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "look_backs" ADD CONSTRAINT "look_backs_reading_id_readings_id_fk" FOREIGN KEY ("reading_id") REFERENCES "public"."readings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "look_backs" ADD CONSTRAINT "look_backs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_notes_user_reading_idx" ON "journal_notes" USING btree ("user_id","reading_id");--> statement-breakpoint
CREATE INDEX "look_back_reminders_user_due_idx" ON "look_back_reminders" USING btree ("user_id","due_at") WHERE "look_back_reminders"."answered_at" is null;--> statement-breakpoint
CREATE INDEX "look_back_reminders_due_idx" ON "look_back_reminders" USING btree ("due_at") WHERE "look_back_reminders"."answered_at" is null and "look_back_reminders"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "look_backs_user_created_idx" ON "look_backs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "look_backs_reading_idx" ON "look_backs" USING btree ("reading_id");
CREATE TABLE "ai_calls" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"reading_id" text,
	"kind" text NOT NULL,
	"engine" text NOT NULL,
	"model" text,
	"prompt_version" text,
	"outcome" text NOT NULL,
	"prompt_tokens" integer,
	"completion_tokens" integer,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_exchanges" (
	"id" text PRIMARY KEY NOT NULL,
	"reading_id" text NOT NULL,
	"user_id" text NOT NULL,
	"seq" integer NOT NULL,
	"status" text NOT NULL,
	"message" text NOT NULL,
	"answer" text,
	"engine" text,
	"cost" integer DEFAULT 0 NOT NULL,
	"client_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "readings" ADD COLUMN "interpreting_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ai_calls" ADD CONSTRAINT "ai_calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_calls" ADD CONSTRAINT "ai_calls_reading_id_readings_id_fk" FOREIGN KEY ("reading_id") REFERENCES "public"."readings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_exchanges" ADD CONSTRAINT "chat_exchanges_reading_id_readings_id_fk" FOREIGN KEY ("reading_id") REFERENCES "public"."readings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_exchanges" ADD CONSTRAINT "chat_exchanges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_calls_created_idx" ON "ai_calls" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_exchanges_reading_seq_idx" ON "chat_exchanges" USING btree ("reading_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_exchanges_reading_client_key_idx" ON "chat_exchanges" USING btree ("reading_id","client_key");
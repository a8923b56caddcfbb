CREATE TABLE "readings" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"spread_id" text NOT NULL,
	"question" text NOT NULL,
	"language" text NOT NULL,
	"mode" text NOT NULL,
	"status" text NOT NULL,
	"commitment" text,
	"server_seed" text,
	"client_seed" text,
	"picks" jsonb,
	"cards" jsonb,
	"client_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "readings" ADD CONSTRAINT "readings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "readings_user_saved_idx" ON "readings" USING btree ("user_id","saved_at");--> statement-breakpoint
CREATE UNIQUE INDEX "readings_user_client_key_idx" ON "readings" USING btree ("user_id","client_key");
CREATE TABLE "birth_year_corrections" (
	"user_id" text PRIMARY KEY NOT NULL,
	"from_year" integer NOT NULL,
	"requested_year" integer NOT NULL,
	"status" text NOT NULL,
	"contact" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "birth_year_corrections" ADD CONSTRAINT "birth_year_corrections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "birth_year_corrections_pending_idx" ON "birth_year_corrections" USING btree ("requested_at") WHERE "birth_year_corrections"."status" = 'pending';
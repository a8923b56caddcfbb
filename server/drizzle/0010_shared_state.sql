CREATE TABLE "dev_pay_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"amount_fen" integer NOT NULL,
	"trade_state" text NOT NULL,
	"transaction_id" text,
	"success_time" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holds" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"reading_id" text NOT NULL,
	"exchange_id" text,
	"kind" text NOT NULL,
	"free_day" text,
	"cost" integer DEFAULT 0 NOT NULL,
	"ledger_key" text,
	"heartbeat_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"outcome" text
);
--> statement-breakpoint
CREATE TABLE "published_content" (
	"kind" text PRIMARY KEY NOT NULL,
	"body" jsonb NOT NULL,
	"version" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_refusals" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_counters" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_counters_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "server_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_reading_id_readings_id_fk" FOREIGN KEY ("reading_id") REFERENCES "public"."readings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_refusals" ADD CONSTRAINT "question_refusals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "holds_open_heartbeat_idx" ON "holds" USING btree ("heartbeat_at") WHERE "holds"."settled_at" is null;--> statement-breakpoint
CREATE INDEX "holds_reading_idx" ON "holds" USING btree ("reading_id");--> statement-breakpoint
CREATE INDEX "question_refusals_user_created_idx" ON "question_refusals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "rate_counters_expires_idx" ON "rate_counters" USING btree ("expires_at");
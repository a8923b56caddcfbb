CREATE TABLE "consultations" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"reader_id" text NOT NULL,
	"question" text NOT NULL,
	"context" jsonb,
	"price_energy" integer NOT NULL,
	"pay_with" text NOT NULL,
	"status" text NOT NULL,
	"client_key" text NOT NULL,
	"answer" text,
	"review_rating" integer,
	"review_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"answer_by" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "consultations_price_positive" CHECK ("consultations"."price_energy" > 0),
	CONSTRAINT "consultations_review_range" CHECK ("consultations"."review_rating" is null or ("consultations"."review_rating" between 1 and 5))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"product_id" text NOT NULL,
	"kind" text NOT NULL,
	"energy" integer DEFAULT 0 NOT NULL,
	"vip_days" integer DEFAULT 0 NOT NULL,
	"consultation_id" text,
	"client_key" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"status" text NOT NULL,
	"channel" text NOT NULL,
	"app_id" text NOT NULL,
	"prepay_id" text,
	"transaction_id" text,
	"trade_state" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "orders_amount_positive" CHECK ("orders"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "readers" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"photo" text NOT NULL,
	"tagline" text NOT NULL,
	"bio" text NOT NULL,
	"specialties" jsonb NOT NULL,
	"languages" jsonb NOT NULL,
	"price_energy" integer NOT NULL,
	"response_hours" integer NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "readers_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "readers_price_positive" CHECK ("readers"."price_energy" > 0)
);
--> statement-breakpoint
CREATE TABLE "vip_grants" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"order_id" text NOT NULL,
	"days" integer NOT NULL,
	"from_time" timestamp with time zone NOT NULL,
	"until_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_grants_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "wechat_open_ids" (
	"app_id" text NOT NULL,
	"open_id" text NOT NULL,
	"user_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wechat_open_ids_app_id_open_id_pk" PRIMARY KEY("app_id","open_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_year" integer;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_reader_id_readers_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."readers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readers" ADD CONSTRAINT "readers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_grants" ADD CONSTRAINT "vip_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_grants" ADD CONSTRAINT "vip_grants_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wechat_open_ids" ADD CONSTRAINT "wechat_open_ids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultations_user_created_idx" ON "consultations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "consultations_reader_status_idx" ON "consultations" USING btree ("reader_id","status");--> statement-breakpoint
CREATE INDEX "consultations_status_answer_by_idx" ON "consultations" USING btree ("status","answer_by");--> statement-breakpoint
CREATE UNIQUE INDEX "consultations_user_client_key_idx" ON "consultations" USING btree ("user_id","client_key");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_expires_idx" ON "orders" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_transaction_idx" ON "orders" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_client_key_idx" ON "orders" USING btree ("user_id","client_key");--> statement-breakpoint
CREATE INDEX "vip_grants_user_idx" ON "vip_grants" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wechat_open_ids_user_app_idx" ON "wechat_open_ids" USING btree ("user_id","app_id");
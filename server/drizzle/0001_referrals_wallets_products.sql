CREATE TABLE "agents" (
	"code" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agents_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"energy" integer DEFAULT 0 NOT NULL,
	"vip_days" integer DEFAULT 0 NOT NULL,
	"price_fen" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"user_id" text PRIMARY KEY NOT NULL,
	"agent_code" text,
	"friend_code" text,
	"agent_bound_at" timestamp with time zone,
	"friend_bound_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"user_id" text PRIMARY KEY NOT NULL,
	"energy" integer DEFAULT 0 NOT NULL,
	"vip_until" timestamp with time zone,
	CONSTRAINT "wallets_energy_not_negative" CHECK ("wallets"."energy" >= 0)
);
--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Starter catalogue; operators change prices and packs in this table (see docs/operations.md).
INSERT INTO "products" ("id", "kind", "energy", "vip_days", "price_fen", "sort") VALUES
  ('energy_60', 'energy', 60, 0, 600, 10),
  ('energy_300', 'energy', 300, 0, 2800, 20),
  ('energy_980', 'energy', 980, 0, 8800, 30),
  ('vip_30', 'vip', 0, 30, 1800, 40),
  ('vip_365', 'vip', 0, 365, 16800, 50)
ON CONFLICT ("id") DO NOTHING;

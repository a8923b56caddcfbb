CREATE TABLE "dev_pay_refunds" (
	"refund_id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"provider_refund_id" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"reason" text NOT NULL,
	"state" text NOT NULL,
	"success_time" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dev_pay_refunds_amount_positive" CHECK ("dev_pay_refunds"."amount_fen" > 0)
);
--> statement-breakpoint
ALTER TABLE "dev_pay_refunds" ADD CONSTRAINT "dev_pay_refunds_order_id_dev_pay_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."dev_pay_orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dev_pay_refunds_order_idx" ON "dev_pay_refunds" USING btree ("order_id");
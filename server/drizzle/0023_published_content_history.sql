CREATE TABLE "published_content_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "published_content_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"action" text NOT NULL,
	"entries" jsonb NOT NULL,
	"summary" text NOT NULL,
	"operator_id" text NOT NULL,
	"operator_name" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);

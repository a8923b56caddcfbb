CREATE TABLE "safety_flags" (
	"day" text NOT NULL,
	"kind" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "safety_flags_day_kind_pk" PRIMARY KEY("day","kind")
);

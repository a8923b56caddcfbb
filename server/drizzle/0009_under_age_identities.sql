CREATE TABLE "under_age_identities" (
	"identity_digest" text PRIMARY KEY NOT NULL,
	"birth_year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE "sent_mails" (
	"key" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"claimed_until" timestamp with time zone NOT NULL,
	"claims" integer DEFAULT 1 NOT NULL,
	"sends" integer DEFAULT 0 NOT NULL,
	"message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);

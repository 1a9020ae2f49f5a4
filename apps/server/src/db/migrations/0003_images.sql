CREATE TABLE "images" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text,
	"kind" text NOT NULL,
	"prompt" text,
	"style" text,
	"palette" jsonb,
	"seed" integer,
	"provider" text,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"vector" boolean DEFAULT false NOT NULL,
	"original_key" text NOT NULL,
	"preview_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"svg_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "images_owner_created_idx" ON "images" USING btree ("owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "images_guest_created_idx" ON "images" USING btree ("created_at") WHERE "images"."owner_id" is null;
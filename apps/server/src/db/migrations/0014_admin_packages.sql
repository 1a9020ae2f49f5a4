ALTER TABLE "packages" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD COLUMN "done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD COLUMN "done_by" text;--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD CONSTRAINT "consultation_bookings_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "packages_name_lower_idx" ON "packages" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "consultation_bookings_starts_idx" ON "consultation_bookings" USING btree ("starts_at");
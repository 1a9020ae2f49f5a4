CREATE TABLE "print_files" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"order_line_id" text NOT NULL,
	"status" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"width_inches" real NOT NULL,
	"height_inches" real NOT NULL,
	"width_px" integer NOT NULL,
	"height_px" integer NOT NULL,
	"dpi" integer NOT NULL,
	"effective_ppi" integer,
	"source" text NOT NULL,
	"format" text DEFAULT 'tiff' NOT NULL,
	"storage_key" text,
	"size_bytes" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"job_id" text,
	"requested_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "print_files" ADD CONSTRAINT "print_files_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_files" ADD CONSTRAINT "print_files_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_files" ADD CONSTRAINT "print_files_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "print_files_order_created_idx" ON "print_files" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "print_files_one_active_per_line_idx" ON "print_files" USING btree ("order_line_id") WHERE "print_files"."status" in ('queued', 'running', 'done');
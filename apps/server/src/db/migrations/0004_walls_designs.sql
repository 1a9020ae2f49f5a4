CREATE TABLE "wall_backgrounds" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text,
	"name" text NOT NULL,
	"image_url" text NOT NULL,
	"thumbnail_url" text NOT NULL,
	"image_key" text,
	"thumbnail_key" text,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"width_inches" double precision NOT NULL,
	"floor_line" double precision,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "designs" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image_id" text NOT NULL,
	"preview_image_id" text,
	"options" jsonb NOT NULL,
	"wall_id" text,
	"selected_wall" integer DEFAULT 0 NOT NULL,
	"placement" jsonb,
	"is_visualized" boolean DEFAULT false NOT NULL,
	"price_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wall_backgrounds" ADD CONSTRAINT "wall_backgrounds_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_preview_image_id_images_id_fk" FOREIGN KEY ("preview_image_id") REFERENCES "images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_wall_id_wall_backgrounds_id_fk" FOREIGN KEY ("wall_id") REFERENCES "wall_backgrounds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wall_backgrounds_owner_created_idx" ON "wall_backgrounds" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "designs_user_created_idx" ON "designs" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
CREATE TABLE "packages" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer,
	"coverage_sq_ft" integer,
	"consultations" integer,
	"color_options" text NOT NULL,
	"warranty_years" integer NOT NULL,
	"features" jsonb NOT NULL,
	"description" text NOT NULL,
	"period" text NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_slug_unique" UNIQUE("slug")
);

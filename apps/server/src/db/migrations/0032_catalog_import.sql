CREATE TABLE "catalog_import" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" varchar(12) NOT NULL,
	"staff_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"plan" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone,
	CONSTRAINT "catalog_import_kind_known" CHECK ("catalog_import"."kind" IN ('import', 'price'))
);
--> statement-breakpoint
CREATE INDEX "catalog_import_created_idx" ON "catalog_import" USING btree ("created_at");
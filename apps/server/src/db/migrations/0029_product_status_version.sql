ALTER TABLE "product" ADD COLUMN "status" varchar(12) DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "publish_override_reason" text;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_status_known" CHECK ("product"."status" IN ('draft', 'published', 'unpublished'));--> statement-breakpoint
-- Publishing and unpublishing change what buyers see at once: the public answer cache hears a
-- change of status as it hears any other product column (migration 0020). version, updated_at
-- and the override reason are the console's and change nothing buyers see.
DROP TRIGGER catalog_changed_update ON product;--> statement-breakpoint
CREATE TRIGGER catalog_changed_update AFTER UPDATE OF key, category_id, brand, model, image, featured, is_new, popularity, min_price, rating_avg, review_count, created_at, attrs, status ON product FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed('all');

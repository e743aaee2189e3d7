DROP INDEX IF EXISTS "product_category_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "product_min_price_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "product_created_idx";--> statement-breakpoint
CREATE INDEX "product_popularity_idx" ON "product" USING btree ("popularity" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "product_category_idx" ON "product" USING btree ("category_id","popularity" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "product_min_price_idx" ON "product" USING btree ("min_price","id");--> statement-breakpoint
CREATE INDEX "product_created_idx" ON "product" USING btree ("created_at" DESC NULLS LAST,"id");
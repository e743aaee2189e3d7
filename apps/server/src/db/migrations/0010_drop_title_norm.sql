DROP INDEX IF EXISTS "search_doc_title_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "search_product_title_trgm_idx";--> statement-breakpoint
ALTER TABLE "search_doc" DROP COLUMN "title_norm";--> statement-breakpoint
ALTER TABLE "search_product" DROP COLUMN "title_norm";
CREATE TABLE "search_product" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"title_norm" text NOT NULL,
	"title_terms" "tsvector" NOT NULL,
	"terms" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_product" ADD CONSTRAINT "search_product_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_product_title_terms_idx" ON "search_product" USING gin ("title_terms");--> statement-breakpoint
CREATE INDEX "search_product_terms_idx" ON "search_product" USING gin ("terms");--> statement-breakpoint
CREATE INDEX "search_product_title_trgm_idx" ON "search_product" USING gin ("title_norm" gin_trgm_ops);--> statement-breakpoint
-- Keep only the product id, popularity and TOAST pointers in the heap (~90 bytes a row):
-- counting and ranking visit every matching heap page, and narrow rows put ~90 on a page.
ALTER TABLE "search_product" SET (toast_tuple_target = 128);

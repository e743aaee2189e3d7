CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "search_doc" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"ref_id" integer NOT NULL,
	"lang_id" smallint NOT NULL,
	"title" text NOT NULL,
	"title_norm" text NOT NULL,
	"terms" "tsvector" NOT NULL,
	CONSTRAINT "search_doc_ref" UNIQUE("kind","ref_id","lang_id")
);
--> statement-breakpoint
CREATE TABLE "search_history" (
	"visitor_id" uuid NOT NULL,
	"query" varchar(200) NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_history_visitor_id_query_pk" PRIMARY KEY("visitor_id","query")
);
--> statement-breakpoint
CREATE TABLE "search_stat" (
	"query_norm" varchar(200) PRIMARY KEY NOT NULL,
	"query" varchar(200) NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_doc_terms_idx" ON "search_doc" USING gin ("terms");--> statement-breakpoint
CREATE INDEX "search_doc_title_trgm_idx" ON "search_doc" USING gin ("title_norm" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_history_visitor_idx" ON "search_history" USING btree ("visitor_id","searched_at");--> statement-breakpoint
CREATE INDEX "sku_product_no_prefix_idx" ON "sku" USING btree ("product_no" text_pattern_ops);
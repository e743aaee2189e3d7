CREATE TABLE "search_stat_visitor" (
	"query_norm" varchar(200) NOT NULL,
	"visitor_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_stat_visitor_query_norm_visitor_id_pk" PRIMARY KEY("query_norm","visitor_id")
);
--> statement-breakpoint
ALTER TABLE "coupon" ALTER COLUMN "min_amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_line" ALTER COLUMN "unit_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_line" ALTER COLUMN "line_total" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payment" ALTER COLUMN "amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "product" ALTER COLUMN "min_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "sandbox_payment" ALTER COLUMN "amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "shipping_method" ALTER COLUMN "base_fee" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "shipping_method" ALTER COLUMN "per_kg_fee" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "shipping_method" ALTER COLUMN "free_over" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "shop_order" ALTER COLUMN "subtotal" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "shop_order" ALTER COLUMN "shipping_fee" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "shop_order" ALTER COLUMN "discount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "shop_order" ALTER COLUMN "tax" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "shop_order" ALTER COLUMN "total" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "sku" ALTER COLUMN "price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "sku_tier" ALTER COLUMN "price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "refund_ref" varchar(80);--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "refund_reason" varchar(20);--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_payment" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "search_stat" ADD COLUMN "visitors" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_stat" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "request_hash" char(64);--> statement-breakpoint
ALTER TABLE "upload" ADD COLUMN "attached_at" timestamp with time zone;--> statement-breakpoint
-- Uploads from before this migration may be referenced anywhere: keep them.
UPDATE "upload" SET "attached_at" = "created_at";--> statement-breakpoint
-- Older open attempts of an order are superseded by its newest one before the one-open-attempt index.
UPDATE "payment" p SET "status" = 'superseded', "completed_at" = now() WHERE p."status" = 'pending' AND EXISTS (SELECT 1 FROM "payment" q WHERE q."order_id" = p."order_id" AND q."status" = 'pending' AND (q."created_at", q."id") > (p."created_at", p."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "payment_one_open" ON "payment" USING btree ("order_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "upload_unattached_idx" ON "upload" USING btree ("created_at") WHERE attached_at IS NULL;
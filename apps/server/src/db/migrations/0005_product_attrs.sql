ALTER TABLE "product" ADD COLUMN "attrs" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "product_attrs_idx" ON "product" USING gin ("attrs" jsonb_path_ops);--> statement-breakpoint
-- Backfill from the SKUs; the seeder and generator keep it up to date afterwards.
UPDATE "product" p SET "attrs" = coalesce((
  SELECT jsonb_object_agg(x.k, x.vals) FROM (
    SELECT kv.key AS k, jsonb_agg(DISTINCT kv.value ORDER BY kv.value) AS vals
      FROM "sku" s, jsonb_each_text(s."attrs") kv WHERE s."product_id" = p."id" GROUP BY kv.key) x), '{}'::jsonb);

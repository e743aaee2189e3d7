-- Every change to what the anonymous catalogue, content and search answers show is announced on
-- the channel `catalog_changed` when its transaction commits (NOTIFY is transactional), so each
-- server process drops the public responses it cached (lib/public-cache.ts, ADR 0027). Stock
-- levels changed by orders say 'stock': those answers may lag by a few seconds (checkout
-- re-checks stock); everything else says 'all' and shows up at once. Statement-level triggers:
-- one notification per statement, and PostgreSQL folds identical ones of a transaction into one.
CREATE OR REPLACE FUNCTION notify_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', TG_ARGV[0]);
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['category', 'category_i18n', 'attribute', 'attribute_i18n', 'attribute_value', 'attribute_value_i18n',
                           'product_i18n', 'product_compat', 'sku_tier', 'document', 'document_i18n', 'review',
                           'news', 'news_i18n', 'article', 'article_i18n', 'article_product', 'currency', 'search_product', 'search_doc']
  LOOP
    EXECUTE format('CREATE TRIGGER catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed(''all'')', t);
  END LOOP;
END
$$;--> statement-breakpoint
CREATE TRIGGER catalog_changed AFTER INSERT OR DELETE OR TRUNCATE ON product FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed('all');--> statement-breakpoint
CREATE TRIGGER catalog_changed_update AFTER UPDATE OF key, category_id, brand, model, image, featured, is_new, popularity, min_price, rating_avg, review_count, created_at, attrs ON product FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed('all');--> statement-breakpoint
CREATE TRIGGER catalog_stock AFTER UPDATE OF total_stock ON product FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed('stock');--> statement-breakpoint
CREATE TRIGGER catalog_changed AFTER INSERT OR DELETE OR TRUNCATE ON sku FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed('all');--> statement-breakpoint
CREATE TRIGGER catalog_changed_update AFTER UPDATE OF product_id, product_no, price, weight_g, attrs, sort, sample_limit ON sku FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed('all');--> statement-breakpoint
CREATE TRIGGER catalog_stock AFTER UPDATE OF stock ON sku FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed('stock');

-- What the buyers' availability answers read (ADR 0044) announces its changes like the catalogue
-- (migration 0020, ADR 0027): a warehouse's calendar, names, holidays, routes and transit days
-- say 'all' (the cached answers drop at once); stock per warehouse and incoming stock say 'stock'
-- (those answers may lag by PUBLIC_CACHE_STOCK_LAG_MS; checkout and placement read locked rows).
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['warehouse', 'warehouse_i18n', 'holiday', 'warehouse_route', 'transit_time']
  LOOP
    EXECUTE format('CREATE TRIGGER catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed(''all'')', t);
  END LOOP;
  FOREACH t IN ARRAY ARRAY['warehouse_stock', 'stock_incoming']
  LOOP
    EXECUTE format('CREATE TRIGGER catalog_stock AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed(''stock'')', t);
  END LOOP;
END
$$;

import { langIdByCode, LANG_CODES, type LangCode } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../client.js';
import { perLanguage, readJson } from '../files.js';

// Warehouses, their calendars, routes, carriers' transit times and the first stock per warehouse
// (issue 28, ADR 0044), from seed-data/inventory (ADR 0037). Everything here is seeded once and then
// belongs to the operator: rows that exist are never overwritten at a later start.

interface WarehouseSeed {
  code: string;
  country: string;
  timeZone: string;
  cutoff: string;
  workingDays: number[];
  share: number;
}
interface TransitSeed {
  method: string;
  warehouse: string;
  country: string | null;
  daysMin: number;
  daysMax: number;
}

export const WAREHOUSES = readJson<WarehouseSeed[]>('inventory/warehouses.json');
const NAMES = perLanguage((lang) => readJson<Record<string, string>>(`inventory/${lang}/warehouses.json`));
const HOLIDAYS = readJson<Record<string, { date: string; name: string }[]>>('inventory/holidays.json');
const SERVING = readJson<{ default: string[]; byCountry: Record<string, string[]> }>('inventory/serving.json');
const TRANSIT = readJson<TransitSeed[]>('inventory/transit.json');

const minutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m!;
};
/** ISO weekdays (1 = Monday) as the bitmask warehouse.working_days keeps (bit 0 = Monday). */
export const weekdayMask = (days: number[]) => days.reduce((mask, d) => mask | (1 << (d - 1)), 0);
const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export async function seedInventory(db: Db, now = Date.now()): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [i, w] of WAREHOUSES.entries()) {
      await tx.execute(sql`INSERT INTO warehouse (code, country_id, time_zone, cutoff_minute, working_days, sort)
                           SELECT ${w.code}, c.id, ${w.timeZone}, ${minutes(w.cutoff)}, ${weekdayMask(w.workingDays)}, ${i + 1} FROM country c WHERE c.code = ${w.country}
                           ON CONFLICT (code) DO NOTHING`);
      for (const lang of LANG_CODES as readonly LangCode[]) {
        await tx.execute(sql`INSERT INTO warehouse_i18n (warehouse_id, lang_id, name)
                             SELECT id, ${langIdByCode(lang)!}, ${NAMES[lang][w.code]!} FROM warehouse WHERE code = ${w.code}
                             ON CONFLICT DO NOTHING`);
      }
    }
    // Per country, once: a country that has holidays is the operator's (a holiday they removed
    // stays removed); a country new to the seed data gets its list at the next start.
    const holidays = Object.entries(HOLIDAYS).flatMap(([cc, list]) => list.map((h) => ({ cc, day: h.date, name: h.name })));
    await tx.execute(sql`INSERT INTO holiday (country_id, day, name)
                         SELECT c.id, v.day, v.name FROM jsonb_to_recordset(${JSON.stringify(holidays)}::jsonb) AS v(cc text, day date, name text) JOIN country c ON c.code = v.cc
                          WHERE NOT EXISTS (SELECT 1 FROM holiday h WHERE h.country_id = c.id)
                         ON CONFLICT DO NOTHING`);
    // Every country gets a route to every warehouse, ranked: its own list, else the default order.
    const routes = Object.entries(SERVING.byCountry).flatMap(([cc, list]) => list.map((code, i) => ({ cc, code, rank: i + 1 })));
    await tx.execute(sql`INSERT INTO warehouse_route (country_id, warehouse_id, rank)
                         SELECT c.id, w.id, v.rank FROM jsonb_to_recordset(${JSON.stringify(routes)}::jsonb) AS v(cc text, code text, rank int)
                           JOIN country c ON c.code = v.cc JOIN warehouse w ON w.code = v.code
                          WHERE NOT EXISTS (SELECT 1 FROM warehouse_route r WHERE r.country_id = c.id)
                         ON CONFLICT DO NOTHING`);
    await tx.execute(sql`INSERT INTO warehouse_route (country_id, warehouse_id, rank)
                         SELECT c.id, w.id, array_position(string_to_array(${SERVING.default.join(',')}, ','), w.code::text) FROM country c CROSS JOIN warehouse w
                          WHERE array_position(string_to_array(${SERVING.default.join(',')}, ','), w.code::text) IS NOT NULL
                         ON CONFLICT DO NOTHING`);
    await tx.execute(sql`INSERT INTO transit_time (method_id, warehouse_id, country_id, days_min, days_max)
                         SELECT m.id, w.id, c.id, v."daysMin", v."daysMax" FROM jsonb_to_recordset(${JSON.stringify(TRANSIT)}::jsonb) AS v(method text, warehouse text, country text, "daysMin" int, "daysMax" int)
                           JOIN shipping_method m ON m.key = v.method JOIN warehouse w ON w.code = v.warehouse LEFT JOIN country c ON c.code = v.country
                          WHERE (v.country IS NULL OR c.id IS NOT NULL)
                            -- Per carrier and warehouse, once: a country row the operator removed stays removed.
                            AND NOT EXISTS (SELECT 1 FROM transit_time t WHERE t.method_id = m.id AND t.warehouse_id = w.id)
                         ON CONFLICT DO NOTHING`);
    await distributeStock(tx as unknown as Db);
    await backfillOpenOrders(tx as unknown as Db);
    await seedIncoming(tx as unknown as Db, now);
  });
}

/**
 * A SKU the warehouses do not know yet (the first start, a catalogue seeded or generated since)
 * has its sellable stock spread over the warehouses by their share, varied per SKU so that some
 * warehouses have none of it. The remainder of the rounding goes to the first warehouse, so the
 * sum stays exactly the SKU's stock; each part is a 'seed' ledger row (no note: the console names
 * the reason in the staff member's language, and a note would be one language for everyone).
 */
async function distributeStock(tx: Db): Promise<void> {
  const shares = JSON.stringify(WAREHOUSES.map((w) => ({ code: w.code, share: w.share })));
  await tx.execute(sql`
    WITH fresh AS (SELECT s.id, s.product_no, s.stock FROM sku s WHERE NOT EXISTS (SELECT 1 FROM warehouse_stock x WHERE x.sku_id = s.id)),
    weights AS (
      SELECT f.id AS sku_id, f.stock, w.id AS warehouse_id, w.sort,
             CASE WHEN w.sort = 1 THEN v.share
                  WHEN abs(hashtext(f.product_no || w.code)) % 4 = 0 THEN 0
                  ELSE v.share * (50 + abs(hashtext(w.code || f.product_no)) % 100) / 100 END AS weight
        FROM fresh f CROSS JOIN warehouse w JOIN jsonb_to_recordset(${shares}::jsonb) AS v(code text, share int) ON v.code = w.code),
    parts AS (
      SELECT sku_id, warehouse_id, sort, stock,
             (stock::bigint * weight / nullif(sum(weight) OVER (PARTITION BY sku_id), 0))::int AS part
        FROM weights),
    final AS (
      SELECT sku_id, warehouse_id,
             CASE WHEN sort = 1 THEN part + stock - sum(part) OVER (PARTITION BY sku_id) ELSE part END AS on_hand
        FROM parts)
    INSERT INTO warehouse_stock (warehouse_id, sku_id, on_hand, reserved)
    SELECT warehouse_id, sku_id, coalesce(on_hand, 0), 0 FROM final
    ON CONFLICT DO NOTHING`);
  await tx.execute(sql`
    INSERT INTO stock_ledger (warehouse_id, sku_id, on_hand_delta, reserved_delta, reason, note)
    SELECT x.warehouse_id, x.sku_id, x.on_hand, 0, 'seed', ''
      FROM warehouse_stock x
     WHERE x.on_hand > 0 AND NOT EXISTS (SELECT 1 FROM stock_ledger l WHERE l.warehouse_id = x.warehouse_id AND l.sku_id = x.sku_id)`);
}

/**
 * Orders placed before warehouses existed hold units that the SKU's stock no longer counts: the
 * first warehouse gets them on hand and reserved, and each such order one shipment from there.
 */
async function backfillOpenOrders(tx: Db): Promise<void> {
  await tx.execute(sql`
    WITH first AS (SELECT id FROM warehouse ORDER BY sort, id LIMIT 1),
    open AS (
      SELECT o.id AS order_id, l.sku_id, sum(l.quantity)::int AS q
        FROM shop_order o JOIN order_line l ON l.order_id = o.id
       WHERE o.status IN ('unpaid', 'to_ship') AND l.sku_id IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM stock_allocation a WHERE a.order_id = o.id)
       GROUP BY o.id, l.sku_id),
    alloc AS (
      INSERT INTO stock_allocation (order_id, shipment_seq, warehouse_id, sku_id, quantity)
      SELECT order_id, 1, (SELECT id FROM first), sku_id, q FROM open WHERE q > 0
      RETURNING warehouse_id, sku_id, quantity, order_id),
    ledger AS (
      INSERT INTO stock_ledger (warehouse_id, sku_id, on_hand_delta, reserved_delta, reason, order_id, note)
      SELECT warehouse_id, sku_id, quantity, quantity, 'seed', order_id, '' FROM alloc)
    UPDATE warehouse_stock x SET on_hand = x.on_hand + a.q, reserved = x.reserved + a.q
      FROM (SELECT warehouse_id, sku_id, sum(quantity)::int AS q FROM alloc GROUP BY warehouse_id, sku_id) a
     WHERE x.warehouse_id = a.warehouse_id AND x.sku_id = a.sku_id`);
  await tx.execute(sql`
    INSERT INTO order_shipment (order_id, seq, warehouse_id)
    SELECT DISTINCT a.order_id, a.shipment_seq, a.warehouse_id FROM stock_allocation a
     WHERE NOT EXISTS (SELECT 1 FROM order_shipment s WHERE s.order_id = a.order_id)
    ON CONFLICT DO NOTHING`);
}

/**
 * Stock on its way, once, on the first start: SKUs out of stock expect a delivery at their first
 * warehouse in 1–4 weeks, and some others a top-up at another warehouse, so the pages show
 * "back on …" and "more arriving on …" dates relative to the day the shop was set up.
 */
async function seedIncoming(tx: Db, now: number): Promise<void> {
  const any = await tx.execute(sql`SELECT 1 FROM stock_incoming LIMIT 1`);
  if ((any as unknown as { rows: unknown[] }).rows.length) return;
  const today = isoDay(now - (now % DAY));
  await tx.execute(sql`
    INSERT INTO stock_incoming (warehouse_id, sku_id, quantity, expected_on, note)
    SELECT w.id, s.id, 20 + abs(hashtext(s.product_no)) % 180, ${today}::date + (7 + abs(hashtext(s.product_no || 'eta')) % 21), ''
      FROM sku s CROSS JOIN LATERAL (SELECT id FROM warehouse ORDER BY sort, id LIMIT 1) w
     WHERE s.stock = 0`);
  await tx.execute(sql`
    INSERT INTO stock_incoming (warehouse_id, sku_id, quantity, expected_on, note)
    SELECT w.id, s.id, 10 + abs(hashtext(s.product_no || w.code)) % 90, ${today}::date + (3 + abs(hashtext(w.code || s.product_no)) % 25), ''
      FROM sku s CROSS JOIN warehouse w
     WHERE s.stock > 0 AND w.sort > 1 AND abs(hashtext(s.product_no || 'in' || w.code)) % 10 = 0`);
}

import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { translated } from '../../db/translated.js';
import { col, row, typedRow, typedRows } from '../../db/typed-rows.js';
import { productNamesView, skuNamesView } from '../catalog/index.js';
import { shippingMethodNamesView } from '../checkout/index.js';
import { orderShippingView } from '../orders/index.js';
import { countryCodesView, countryNamesView } from '../site/index.js';
import { staffNamesView } from '../staff/index.js';

// The stock console's reads and writes (issue 28): SKUs with their stock per warehouse, incoming
// deliveries, the ledger, and the warehouses' settings (calendar, holidays, transit days). Stock
// itself changes only through on-hand.ts (locks, ledger, the catalogue's totals).

const ids = (list: number[]) => sql.join(list.map((id) => sql`${id}`), sql`, `);

// ——— Warehouses ———

const warehouseBriefRow = row({ id: col.int, code: col.text, name: col.text, active: col.bool, timeZone: col.text, countryId: col.int });
export type WarehouseBrief = z.output<typeof warehouseBriefRow>;

const warehouseName = (langId: number) => translated('warehouse_i18n', 'warehouse_id', sql`w.id`, langId, 'wn');

/** Every warehouse (inactive ones too), in the shop's order, named in `langId`. */
export async function warehousesBrief(db: Db, langId: number): Promise<WarehouseBrief[]> {
  const name = warehouseName(langId);
  return typedRows(
    db,
    warehouseBriefRow,
    sql`SELECT w.id, w.code, coalesce(${name.pick('name')}, w.code) AS name, w.active, w.time_zone AS "timeZone", w.country_id AS "countryId"
          FROM warehouse w ${name.joins} ORDER BY w.sort, w.id`,
  );
}

const warehouseStateRow = row({ id: col.int, code: col.text, active: col.bool, timeZone: col.text });
export type WarehouseState = z.output<typeof warehouseStateRow>;

/**
 * The warehouses' codes and active flags, share-locked so that a deactivation (which takes the row
 * for update) waits for a stock change in flight, and a change waits for a deactivation. Taken
 * before the SKU lock: nothing locks a warehouse row after stock rows.
 */
export async function shareWarehouses(tx: Db, warehouseIds: number[]): Promise<WarehouseState[]> {
  const list = [...new Set(warehouseIds)].sort((a, b) => a - b);
  if (!list.length) return [];
  return typedRows(tx, warehouseStateRow, sql`SELECT id, code, active, time_zone AS "timeZone" FROM warehouse WHERE id IN (${ids(list)}) ORDER BY id FOR SHARE`);
}

const settingsRow = row({
  id: col.int,
  code: col.text,
  name: col.text,
  countryId: col.int,
  countryCode: col.text,
  countryName: col.text,
  timeZone: col.text,
  cutoffMinute: col.int,
  workingDays: col.int,
  active: col.bool,
  version: col.int,
});
export type WarehouseSettingsRow = z.output<typeof settingsRow>;

const settingsSelect = (langId: number, where: SQL, lock: SQL) => {
  const name = warehouseName(langId);
  return sql`SELECT w.id, w.code, coalesce(${name.pick('name')}, w.code) AS name, w.country_id AS "countryId", cc.code AS "countryCode",
                    coalesce(cn.name, cc.code) AS "countryName", w.time_zone AS "timeZone", w.cutoff_minute AS "cutoffMinute",
                    w.working_days AS "workingDays", w.active, w.version
               FROM warehouse w
               JOIN ${countryCodesView()} cc ON cc.country_id = w.country_id
               LEFT JOIN ${countryNamesView(langId)} cn ON cn.country_id = w.country_id
               ${name.joins}
              ${where} ORDER BY w.sort, w.id ${lock}`;
};

export async function warehouseSettingsList(db: Db, langId: number): Promise<WarehouseSettingsRow[]> {
  return typedRows(db, settingsRow, settingsSelect(langId, sql``, sql``));
}

/** One warehouse's settings, its row locked for update (a settings save). */
export async function lockWarehouseSettings(tx: Db, langId: number, warehouseId: number): Promise<WarehouseSettingsRow | undefined> {
  return typedRow(tx, settingsRow, settingsSelect(langId, sql`WHERE w.id = ${warehouseId}`, sql`FOR NO KEY UPDATE OF w`));
}

const versionRow = row({ version: col.int });

export async function updateWarehouseSettings(tx: Db, warehouseId: number, s: { cutoffMinute: number; workingDays: number; active: boolean }): Promise<number> {
  const r = await typedRow(
    tx,
    versionRow,
    sql`UPDATE warehouse SET cutoff_minute = ${s.cutoffMinute}, working_days = ${s.workingDays}, active = ${s.active}, version = version + 1
         WHERE id = ${warehouseId} RETURNING version`,
  );
  return r!.version;
}

const holdingRow = row({ onHand: col.int, incoming: col.int, activeOthers: col.int });

/** What a warehouse still holds (units on hand, open deliveries) and how many other warehouses are active. */
export async function warehouseHoldings(tx: Db, warehouseId: number): Promise<z.output<typeof holdingRow>> {
  return (await typedRow(
    tx,
    holdingRow,
    sql`SELECT (SELECT coalesce(sum(on_hand), 0)::int FROM warehouse_stock WHERE warehouse_id = ${warehouseId}) AS "onHand",
               (SELECT count(*)::int FROM stock_incoming WHERE warehouse_id = ${warehouseId} AND status = 'open') AS incoming,
               (SELECT count(*)::int FROM warehouse WHERE active AND id <> ${warehouseId}) AS "activeOthers"`,
  ))!;
}

// ——— SKUs and their stock ———

export interface StockFilterInput {
  q?: string;
  filter?: 'short' | 'out';
  warehouseId?: number;
}

const skuPageRow = row({ skuId: col.int, productId: col.int, productNo: col.text, model: col.text, name: col.text, total: col.int });
export type SkuPageRow = z.output<typeof skuPageRow>;

/** Available of SKU s in active warehouse w (a SKU without a row there has none). */
const availableAt = sql`coalesce((SELECT x.on_hand - x.reserved FROM warehouse_stock x WHERE x.warehouse_id = w.id AND x.sku_id = s.sku_id), 0)`;

/** A page of SKUs by product number, with their product's model and name; total: how many match. */
export async function skuPage(db: Db, langId: number, f: StockFilterInput, limit: number, offset: number): Promise<SkuPageRow[]> {
  const conds: SQL[] = [];
  if (f.q) {
    const q = f.q.toLowerCase();
    conds.push(sql`(strpos(lower(s.product_no), ${q}) > 0 OR strpos(lower(p.model), ${q}) > 0 OR strpos(lower(s.name), ${q}) > 0)`);
  }
  const inWarehouse = f.warehouseId !== undefined ? sql`AND w.id = ${f.warehouseId}` : sql``;
  if (f.filter === 'short') conds.push(sql`EXISTS (SELECT 1 FROM warehouse w WHERE w.active ${inWarehouse} AND ${availableAt} <= 0)`);
  else if (f.filter === 'out') conds.push(sql`NOT EXISTS (SELECT 1 FROM warehouse w WHERE w.active ${inWarehouse} AND ${availableAt} > 0)`);
  else if (f.warehouseId !== undefined) {
    conds.push(sql`(EXISTS (SELECT 1 FROM warehouse_stock x WHERE x.warehouse_id = ${f.warehouseId} AND x.sku_id = s.sku_id AND x.on_hand > 0)
                    OR EXISTS (SELECT 1 FROM stock_incoming i WHERE i.warehouse_id = ${f.warehouseId} AND i.sku_id = s.sku_id AND i.status = 'open'))`);
  }
  const where = conds.length ? sql`WHERE ${sql.join(conds, sql` AND `)}` : sql``;
  return typedRows(
    db,
    skuPageRow,
    sql`SELECT s.sku_id AS "skuId", s.product_id AS "productId", s.product_no AS "productNo", p.model, s.name, count(*) OVER ()::int AS total
          FROM ${skuNamesView(langId)} s
          JOIN ${productNamesView(langId)} p ON p.product_id = s.product_id
          ${where}
         ORDER BY s.product_no, s.sku_id
         LIMIT ${limit} OFFSET ${offset}`,
  );
}

const skuBriefRow = row({ skuId: col.int, productId: col.int, productNo: col.text, model: col.text, name: col.text });
export type SkuBrief = z.output<typeof skuBriefRow>;

export async function skuBrief(db: Db, langId: number, skuId: number): Promise<SkuBrief | undefined> {
  return typedRow(
    db,
    skuBriefRow,
    sql`SELECT s.sku_id AS "skuId", s.product_id AS "productId", s.product_no AS "productNo", p.model, s.name
          FROM ${skuNamesView(langId)} s JOIN ${productNamesView(langId)} p ON p.product_id = s.product_id
         WHERE s.sku_id = ${skuId}`,
  );
}

const incomingRow = row({ id: col.int, skuId: col.int, warehouseId: col.int, quantity: col.int, expectedOn: col.text, status: col.text, note: col.text });
export type IncomingRow = z.output<typeof incomingRow>;

const incomingColumns = sql`id, sku_id AS "skuId", warehouse_id AS "warehouseId", quantity, to_char(expected_on, 'YYYY-MM-DD') AS "expectedOn", status, note`;

/** The SKUs' open deliveries, soonest first. */
export async function openIncoming(db: Db, skuIds: number[]): Promise<IncomingRow[]> {
  if (!skuIds.length) return [];
  return typedRows(db, incomingRow, sql`SELECT ${incomingColumns} FROM stock_incoming WHERE sku_id IN (${ids(skuIds)}) AND status = 'open' ORDER BY expected_on, id`);
}

/** A delivery of this SKU (another SKU's id finds nothing). */
export async function incomingOf(db: Db, skuId: number, incomingId: number): Promise<IncomingRow | undefined> {
  return typedRow(db, incomingRow, sql`SELECT ${incomingColumns} FROM stock_incoming WHERE id = ${incomingId} AND sku_id = ${skuId}`);
}

const idRow = row({ id: col.int });

export async function insertIncoming(tx: Db, i: { warehouseId: number; skuId: number; quantity: number; expectedOn: string; note: string; staffId: number | null }): Promise<number> {
  const r = await typedRow(
    tx,
    idRow,
    sql`INSERT INTO stock_incoming (warehouse_id, sku_id, quantity, expected_on, note, staff_id)
        VALUES (${i.warehouseId}, ${i.skuId}, ${i.quantity}, ${i.expectedOn}::date, ${i.note}, ${i.staffId}) RETURNING id`,
  );
  return r!.id;
}

/** Closes an open delivery (received or cancelled); undefined when it was not open any more (a replay, a race). */
export async function closeIncoming(tx: Db, incomingId: number, status: 'received' | 'cancelled'): Promise<IncomingRow | undefined> {
  return typedRow(
    tx,
    incomingRow,
    sql`UPDATE stock_incoming SET status = ${status}, closed_at = now() WHERE id = ${incomingId} AND status = 'open' RETURNING ${incomingColumns}`,
  );
}

// ——— The ledger ———

const ledgerRow = row({
  id: col.int,
  at: col.time,
  warehouseId: col.int,
  warehouseCode: col.text,
  onHandDelta: col.int,
  reservedDelta: col.int,
  reason: col.text,
  orderNo: col.text.nullable(),
  staffName: col.text.nullable(),
  note: col.text,
  total: col.int,
});
export type LedgerRow = z.output<typeof ledgerRow>;

/** A SKU's ledger rows, newest first, with the warehouse's code, the order's number and the staff member's name. */
export async function ledgerOf(db: Db, skuId: number, warehouseId: number | undefined, limit: number, offset: number): Promise<LedgerRow[]> {
  return typedRows(
    db,
    ledgerRow,
    sql`SELECT l.id, l.at, l.warehouse_id AS "warehouseId", coalesce(w.code, '') AS "warehouseCode", l.on_hand_delta AS "onHandDelta",
               l.reserved_delta AS "reservedDelta", l.reason, o.order_no AS "orderNo",
               CASE WHEN l.staff_id = 0 THEN 'operator' ELSE st.staff_name END AS "staffName", l.note, count(*) OVER ()::int AS total
          FROM stock_ledger l
          LEFT JOIN warehouse w ON w.id = l.warehouse_id
          LEFT JOIN ${orderShippingView()} o ON o.order_id = l.order_id
          LEFT JOIN ${staffNamesView()} st ON st.staff_id = l.staff_id
         WHERE l.sku_id = ${skuId} ${warehouseId !== undefined ? sql`AND l.warehouse_id = ${warehouseId}` : sql``}
         ORDER BY l.id DESC
         LIMIT ${limit} OFFSET ${offset}`,
  );
}

// ——— Holidays ———

const holidayRow = row({ day: col.text, name: col.text });

export async function holidaysOf(db: Db, countryId: number, year: number | undefined): Promise<{ day: string; name: string }[]> {
  return typedRows(
    db,
    holidayRow,
    sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, name FROM holiday
         WHERE country_id = ${countryId} ${year !== undefined ? sql`AND extract(year FROM day) = ${year}` : sql``}
         ORDER BY day`,
  );
}

/** Adds the holiday or renames it; the name it had before (undefined: it is new). */
export async function upsertHoliday(tx: Db, countryId: number, day: string, name: string): Promise<string | undefined> {
  const before = await typedRow(tx, holidayRow, sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, name FROM holiday WHERE country_id = ${countryId} AND day = ${day}::date FOR UPDATE`);
  await tx.execute(sql`INSERT INTO holiday (country_id, day, name) VALUES (${countryId}, ${day}::date, ${name})
                       ON CONFLICT (country_id, day) DO UPDATE SET name = excluded.name`);
  return before?.name;
}

/** Removes a holiday; its name, or undefined when there was none. */
const nameRow = row({ name: col.text });

export async function deleteHoliday(tx: Db, countryId: number, day: string): Promise<string | undefined> {
  const r = await typedRow(tx, nameRow, sql`DELETE FROM holiday WHERE country_id = ${countryId} AND day = ${day}::date RETURNING name`);
  return r?.name;
}

// ——— Transit days ———

const transitRow = row({
  id: col.int,
  methodId: col.int,
  methodName: col.text,
  warehouseId: col.int,
  countryId: col.int.nullable(),
  countryName: col.text.nullable(),
  daysMin: col.int,
  daysMax: col.int,
});
export type TransitItemRow = z.output<typeof transitRow>;

const transitSelect = (langId: number, where: SQL) => sql`
  SELECT t.id, t.method_id AS "methodId", coalesce(m.name, '#' || t.method_id) AS "methodName", t.warehouse_id AS "warehouseId",
         t.country_id AS "countryId", CASE WHEN t.country_id IS NULL THEN NULL ELSE coalesce(cn.name, cc.code) END AS "countryName",
         t.days_min AS "daysMin", t.days_max AS "daysMax"
    FROM transit_time t
    LEFT JOIN ${shippingMethodNamesView(langId)} m ON m.method_id = t.method_id
    LEFT JOIN ${countryNamesView(langId)} cn ON cn.country_id = t.country_id
    LEFT JOIN ${countryCodesView()} cc ON cc.country_id = t.country_id
   ${where}
   ORDER BY t.warehouse_id, t.method_id, t.country_id IS NOT NULL, coalesce(cn.name, cc.code), t.id`;

export async function transitRows(db: Db, langId: number, warehouseId: number | undefined): Promise<TransitItemRow[]> {
  return typedRows(db, transitRow, transitSelect(langId, warehouseId !== undefined ? sql`WHERE t.warehouse_id = ${warehouseId}` : sql``));
}

export async function transitById(db: Db, langId: number, transitId: number): Promise<TransitItemRow | undefined> {
  return typedRow(db, transitRow, transitSelect(langId, sql`WHERE t.id = ${transitId}`));
}

const methodRow = row({ id: col.int, name: col.text });

/** The shipping methods, named in `langId`. */
export async function shippingMethods(db: Db, langId: number): Promise<{ id: number; name: string }[]> {
  return typedRows(db, methodRow, sql`SELECT m.method_id AS id, coalesce(m.name, '#' || m.method_id) AS name FROM ${shippingMethodNamesView(langId)} m ORDER BY m.method_id`);
}

const countryRow = row({ id: col.int, code: col.text, name: col.text });

/** Every country, named in `langId`, by name. */
export async function countries(db: Db, langId: number): Promise<{ id: number; code: string; name: string }[]> {
  return typedRows(
    db,
    countryRow,
    sql`SELECT cc.country_id AS id, cc.code, coalesce(cn.name, cc.code) AS name
          FROM ${countryCodesView()} cc LEFT JOIN ${countryNamesView(langId)} cn ON cn.country_id = cc.country_id
         ORDER BY 3, 2`,
  );
}

const transitKeyRow = row({ id: col.int, daysMin: col.int, daysMax: col.int });

/** The row of (method, warehouse, country or default), locked; undefined when there is none. */
export async function lockTransit(tx: Db, methodId: number, warehouseId: number, countryId: number | null): Promise<z.output<typeof transitKeyRow> | undefined> {
  return typedRow(
    tx,
    transitKeyRow,
    sql`SELECT id, days_min AS "daysMin", days_max AS "daysMax" FROM transit_time
         WHERE method_id = ${methodId} AND warehouse_id = ${warehouseId} AND country_id IS NOT DISTINCT FROM ${countryId}::int FOR UPDATE`,
  );
}

/** Creates or changes the row of (method, warehouse, country or default); its id. */
export async function upsertTransit(tx: Db, t: { methodId: number; warehouseId: number; countryId: number | null; daysMin: number; daysMax: number }): Promise<number> {
  const r = await typedRow(
    tx,
    idRow,
    sql`INSERT INTO transit_time (method_id, warehouse_id, country_id, days_min, days_max)
        VALUES (${t.methodId}, ${t.warehouseId}, ${t.countryId}::int, ${t.daysMin}, ${t.daysMax})
        ON CONFLICT ON CONSTRAINT transit_time_route DO UPDATE SET days_min = excluded.days_min, days_max = excluded.days_max
        RETURNING id`,
  );
  return r!.id;
}

/** Removes a country's row (never a default); whether one went. */
export async function deleteCountryTransit(tx: Db, transitId: number): Promise<boolean> {
  return (await typedRows(tx, idRow, sql`DELETE FROM transit_time WHERE id = ${transitId} AND country_id IS NOT NULL RETURNING id`)).length > 0;
}

/** Whether a shipping method and a warehouse of these ids exist. */
const existRow = row({ method: col.bool, warehouse: col.bool });

export async function methodAndWarehouseExist(db: Db, methodId: number, warehouseId: number): Promise<{ method: boolean; warehouse: boolean }> {
  const r = await typedRow(
    db,
    existRow,
    sql`SELECT EXISTS (SELECT 1 FROM ${shippingMethodNamesView(1)} m WHERE m.method_id = ${methodId}) AS method,
               EXISTS (SELECT 1 FROM warehouse WHERE id = ${warehouseId}) AS warehouse`,
  );
  return r!;
}

// ——— Serving order ———

const routeRow = row({ id: col.int, code: col.text, name: col.text, active: col.bool, rank: col.int });
export type RouteRow = z.output<typeof routeRow>;

/**
 * Every warehouse (inactive ones too) in the order it serves `countryId`, nearest first, named in
 * `langId`; rank is the position (1…n). A warehouse without a row for the country (one added
 * since its routes were written) comes after, in the warehouses' own order, as servingWarehouses
 * ranks it.
 */
export async function routeOf(db: Db, langId: number, countryId: number): Promise<RouteRow[]> {
  const name = warehouseName(langId);
  return typedRows(
    db,
    routeRow,
    sql`SELECT w.id, w.code, coalesce(${name.pick('name')}, w.code) AS name, w.active,
               row_number() OVER (ORDER BY coalesce(r.rank, 100 + w.sort), w.sort, w.id)::int AS rank
          FROM warehouse w
          LEFT JOIN warehouse_route r ON r.warehouse_id = w.id AND r.country_id = ${countryId}
          ${name.joins}
         ORDER BY rank`,
  );
}

/** Locks the country's route rows for update (a save of its serving order), in warehouse order. */
export async function lockRoutes(tx: Db, countryId: number): Promise<void> {
  await tx.execute(sql`SELECT warehouse_id FROM warehouse_route WHERE country_id = ${countryId} ORDER BY warehouse_id FOR UPDATE`);
}

/** Writes the country's ranks: the first id ranks 1. */
export async function writeRoutes(tx: Db, countryId: number, warehouseIds: number[]): Promise<void> {
  const values = sql.join(warehouseIds.map((id, i) => sql`(${countryId}::int, ${id}::int, ${i + 1}::smallint)`), sql`, `);
  await tx.execute(sql`INSERT INTO warehouse_route (country_id, warehouse_id, rank) VALUES ${values}
                       ON CONFLICT (country_id, warehouse_id) DO UPDATE SET rank = excluded.rank`);
}

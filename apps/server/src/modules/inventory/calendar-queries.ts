import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { translated } from '../../db/translated.js';
import { col, json, row, typedRows } from '../../db/typed-rows.js';
import { countryCodesView } from '../site/index.js';

// The data arrival dates are computed from (ADR 0044): the warehouses with their calendars and
// country holidays, which of them serve a destination and in what order, and the carriers' transit
// times. Small tables, read per request; an operator's change shows at once.

const warehouseRow = row({
  warehouseId: col.int,
  code: col.text,
  name: col.text,
  countryCode: col.text,
  timeZone: col.text,
  cutoffMinute: col.int,
  workingDays: col.int,
  /** Rank for the destination (1 = nearest); the warehouses' own order without a destination. */
  rank: col.int,
  holidays: json(z.array(z.string())),
  /** The destination country's holidays (the same on every row; [] without a destination): no parcel arrives on them. */
  destinationHolidays: json(z.array(z.string())),
});
export type ServingWarehouse = z.output<typeof warehouseRow>;

/** Holidays from a year before today to two years on: enough for any date the shop promises. */
const holidaysOf = sql`coalesce((SELECT json_agg(to_char(h.day, 'YYYY-MM-DD') ORDER BY h.day) FROM holiday h
                                 WHERE h.country_id = w.country_id AND h.day BETWEEN current_date - 366 AND current_date + 731), '[]'::json)`;

/** The destination's holidays in the same window; uncorrelated, so the database computes it once per statement. */
const destinationHolidaysOf = (countryId: number | null) =>
  sql`coalesce((SELECT json_agg(to_char(d.day, 'YYYY-MM-DD') ORDER BY d.day) FROM holiday d
                 WHERE d.country_id = ${countryId ?? 0} AND d.day BETWEEN current_date - 366 AND current_date + 731), '[]'::json)`;

/**
 * The active warehouses in the order they serve `countryId` (nearest first), named in `langId`;
 * without a destination (or one with no routes) in the warehouses' own order. Each row also
 * carries the destination's holidays (ADR 0044: transit skips both countries' holidays), so the
 * dates need no statement of their own, which matters inside order placement.
 */
export async function servingWarehouses(db: Db, langId: number, countryId: number | null): Promise<ServingWarehouse[]> {
  const name = translated('warehouse_i18n', 'warehouse_id', sql`w.id`, langId, 'wn');
  return typedRows(
    db,
    warehouseRow,
    sql`SELECT w.id AS "warehouseId", w.code, coalesce(${name.pick('name')}, w.code) AS name, c.code AS "countryCode", w.time_zone AS "timeZone",
               w.cutoff_minute AS "cutoffMinute", w.working_days AS "workingDays",
               coalesce(r.rank, 100 + w.sort)::int AS rank, ${holidaysOf} AS holidays,
               ${destinationHolidaysOf(countryId)} AS "destinationHolidays"
          FROM warehouse w
          JOIN ${countryCodesView()} c ON c.country_id = w.country_id
          LEFT JOIN warehouse_route r ON r.warehouse_id = w.id AND r.country_id = ${countryId ?? 0}
          ${name.joins}
         WHERE w.active
         ORDER BY rank, w.sort, w.id`,
  );
}

const transitRow = row({ methodId: col.int, warehouseId: col.int, daysMin: col.int, daysMax: col.int });
export type TransitRow = z.output<typeof transitRow>;

/** Transit days per method and warehouse to `countryId`: the country's own row, else the default (country null). */
export async function transitTimes(db: Db, countryId: number | null): Promise<TransitRow[]> {
  return typedRows(
    db,
    transitRow,
    sql`SELECT DISTINCT ON (t.method_id, t.warehouse_id) t.method_id AS "methodId", t.warehouse_id AS "warehouseId", t.days_min AS "daysMin", t.days_max AS "daysMax"
          FROM transit_time t
         WHERE t.country_id = ${countryId ?? 0} OR t.country_id IS NULL
         ORDER BY t.method_id, t.warehouse_id, t.country_id NULLS LAST`,
  );
}

import { allocate, latestDates, shipDates, type WarehouseCalendar } from '@netshop/contract';
import type { ServingWarehouse, TransitRow } from './calendar-queries.js';
import type { StockRow } from './stock-queries.js';

// Which warehouse sends which units of an order, and when they arrive (ADR 0044). The checkout's
// preview plans with the stock it reads; placing the order plans again with the rows locked, so
// the two agree unless stock moved in between (then the placed order's plan is the true one).

export interface PlannedLine {
  skuId: number;
  quantity: number;
}

export interface PlannedPart {
  warehouseId: number;
  lines: PlannedLine[];
}

/** Each line's units from the serving warehouses in order; `short` names the first SKU nobody has enough of. */
export function planParts(lines: PlannedLine[], stock: StockRow[], serving: ServingWarehouse[]): { parts: PlannedPart[] } | { short: number } {
  const available = new Map(stock.map((r) => [`${r.warehouseId}:${r.skuId}`, r.onHand - r.reserved]));
  const byWarehouse = new Map<number, PlannedLine[]>();
  for (const line of [...lines].sort((a, b) => a.skuId - b.skuId)) {
    const sources = serving.map((w) => ({ warehouseId: w.warehouseId, available: available.get(`${w.warehouseId}:${line.skuId}`) ?? 0 }));
    const taken = allocate(line.quantity, sources);
    if (!taken) return { short: line.skuId };
    for (const a of taken) {
      if (!byWarehouse.has(a.warehouseId)) byWarehouse.set(a.warehouseId, []);
      byWarehouse.get(a.warehouseId)!.push({ skuId: line.skuId, quantity: a.quantity });
    }
  }
  // Parts in the serving order: the nearest warehouse's parcel is shipment 1.
  return { parts: serving.filter((w) => byWarehouse.has(w.warehouseId)).map((w) => ({ warehouseId: w.warehouseId, lines: byWarehouse.get(w.warehouseId)! })) };
}

export const calendarOf = (w: ServingWarehouse): WarehouseCalendar => ({ timeZone: w.timeZone, cutoffMinute: w.cutoffMinute, workingDays: w.workingDays, holidays: w.holidays });

export interface Dates {
  arrivesFrom: string;
  arrivesBy: string;
}

/** When a parcel from `warehouseId` sent by `methodId` arrives (skipping the destination's holidays too); null when the carrier has no transit time from there. */
export function partDates(now: Date, warehouseId: number, methodId: number, serving: ServingWarehouse[], transit: TransitRow[]): Dates | null {
  const w = serving.find((x) => x.warehouseId === warehouseId);
  const t = transit.find((x) => x.warehouseId === warehouseId && x.methodId === methodId);
  if (!w || !t) return null;
  const d = shipDates(now, calendarOf(w), { daysMin: t.daysMin, daysMax: t.daysMax }, undefined, w.destinationHolidays);
  return { arrivesFrom: d.arrivesFrom, arrivesBy: d.arrivesBy };
}

/** The parcels of an order: one per part, or one for everything (the latest dates) when the buyer asked for a single shipment. */
export function shipmentsOf(
  now: Date,
  parts: PlannedPart[],
  methodId: number | null,
  single: boolean,
  serving: ServingWarehouse[],
  transit: TransitRow[],
): { seq: number; warehouseId: number; lines: PlannedLine[]; dates: Dates | null; warehouseIds: number[] }[] {
  const dated = parts.map((p) => ({ ...p, dates: methodId === null ? null : partDates(now, p.warehouseId, methodId, serving, transit) }));
  if (!single || dated.length <= 1) return dated.map((p, i) => ({ seq: i + 1, warehouseId: p.warehouseId, lines: p.lines, dates: p.dates, warehouseIds: [p.warehouseId] }));
  const all = dated.map((p) => p.dates);
  const dates = all.every((d): d is Dates => d !== null) ? latestDates(all) : null;
  const lines = new Map<number, number>();
  for (const p of dated) for (const l of p.lines) lines.set(l.skuId, (lines.get(l.skuId) ?? 0) + l.quantity);
  return [{ seq: 1, warehouseId: dated[0]!.warehouseId, lines: [...lines].map(([skuId, quantity]) => ({ skuId, quantity })), dates, warehouseIds: dated.map((p) => p.warehouseId) }];
}

import type { AvailabilityMethod, AvailabilitySummary, IncomingAvailability, MethodDates, ProductAvailability, WarehouseAvailability } from '@netshop/contract';
import { shipDates } from '@netshop/contract/delivery';
import type { Db } from '../../db/client.js';
import { enabledShippingMethods } from '../checkout/index.js';
import { openIncomingOf, publishedSkusOf, type IncomingRow } from './availability-queries.js';
import { servingWarehouses, transitTimes, type ServingWarehouse, type TransitRow } from './calendar-queries.js';
import { calendarOf } from './plan.js';
import { stockOf, type StockRow } from './stock-queries.js';

// What a buyer sees of a product's stock (issue 28, ADR 0044): per SKU, the warehouses that serve
// the visitor's country, nearest first, with what each can still sell and when a parcel ordered
// `now` leaves and arrives by each shipping method; stock on its way with the same dates from its
// expected day. `now` is a parameter so that tests fix the clock; routes pass the time of the
// request. Nothing here is locked or promised: checkout and order placement compute again.

export interface AvailabilityInput {
  /** The visitor's country; null when not known (the warehouses' default order, none local). */
  countryId: number | null;
  langId: number;
  now: Date;
}

/** What every answer needs besides the SKUs: the warehouses in serving order with today's dates, the methods, the transit times. */
interface Frame {
  serving: ServingWarehouse[];
  methods: AvailabilityMethod[];
  transit: TransitRow[];
  /** Per warehouse: when a parcel ordered now leaves, and arrives per method. */
  dates: Map<number, { shipsOn: string; cutoffAt: string | null; methods: MethodDates[] }>;
}

const NO_TRANSIT = { daysMin: 0, daysMax: 0 };

/** Per method (in the methods' order) with a transit time from the warehouse, the arrival dates of a parcel shipped as `readyOn` allows. */
function methodDatesOf(now: Date, w: ServingWarehouse, f: Pick<Frame, 'methods' | 'transit'>, readyOn?: string): MethodDates[] {
  const out: MethodDates[] = [];
  for (const m of f.methods) {
    const t = f.transit.find((x) => x.warehouseId === w.warehouseId && x.methodId === m.shippingMethodId);
    if (!t) continue;
    const d = shipDates(now, calendarOf(w), { daysMin: t.daysMin, daysMax: t.daysMax }, readyOn, w.destinationHolidays);
    out.push({ shippingMethodId: m.shippingMethodId, arrivesFrom: d.arrivesFrom, arrivesBy: d.arrivesBy });
  }
  return out;
}

async function frameOf(db: Db, { countryId, langId, now }: AvailabilityInput): Promise<Frame> {
  const [serving, methodRows, transit] = await Promise.all([servingWarehouses(db, langId, countryId), enabledShippingMethods(db, langId), transitTimes(db, countryId)]);
  const methods = methodRows.map((m) => ({ shippingMethodId: m.id, key: m.key, name: m.name }));
  const dates = new Map<number, { shipsOn: string; cutoffAt: string | null; methods: MethodDates[] }>();
  for (const w of serving) {
    const base = shipDates(now, calendarOf(w), NO_TRANSIT);
    dates.set(w.warehouseId, { shipsOn: base.shipsOn, cutoffAt: base.cutoffAt, methods: methodDatesOf(now, w, { methods, transit }) });
  }
  return { serving, methods, transit, dates };
}

const availableIn = (stock: StockRow[], skuId: number, warehouseId: number) => {
  const r = stock.find((s) => s.skuId === skuId && s.warehouseId === warehouseId);
  return r ? Math.max(0, r.onHand - r.reserved) : 0;
};

function incomingOf(now: Date, f: Frame, incoming: IncomingRow[], skuId: number): IncomingAvailability[] {
  const out: IncomingAvailability[] = [];
  for (const i of incoming) {
    if (i.skuId !== skuId) continue;
    // Stock on its way to a warehouse that no longer serves anyone is not offered.
    const w = f.serving.find((x) => x.warehouseId === i.warehouseId);
    if (!w) continue;
    const { shipsOn } = shipDates(now, calendarOf(w), NO_TRANSIT, i.expectedOn);
    out.push({ warehouseId: i.warehouseId, quantity: i.quantity, expectedOn: i.expectedOn, shipsOn, methods: methodDatesOf(now, w, f, i.expectedOn) });
  }
  return out;
}

/**
 * The instant the answer changes by itself: the earliest of today's cutoffs still ahead ("ships
 * today" turns into the next working day). Callers cache until then at most.
 */
function nextCutoff(f: Frame): number | undefined {
  const times = [...f.dates.values()].flatMap((d) => (d.cutoffAt ? [Date.parse(d.cutoffAt)] : []));
  return times.length ? Math.min(...times) : undefined;
}

/** A product's stock per SKU and serving warehouse with the dates; null for an unknown or unpublished product (or one without SKUs). */
export async function productAvailability(db: Db, spuId: number, input: AvailabilityInput): Promise<{ value: ProductAvailability; changesAt?: number } | null> {
  const skus = await publishedSkusOf(db, [spuId]);
  if (!skus.length) return null;
  const skuIds = skus.map((s) => s.skuId);
  const [f, stock, incoming] = await Promise.all([frameOf(db, input), stockOf(db, skuIds), openIncomingOf(db, skuIds)]);
  const known = input.countryId !== null;
  const value: ProductAvailability = {
    spuId,
    countryId: input.countryId,
    shippingMethods: f.methods,
    skus: skus.map(({ skuId }) => {
      const warehouses: WarehouseAvailability[] = f.serving.map((w, i) => ({
        warehouseId: w.warehouseId,
        code: w.code,
        name: w.name,
        countryCode: w.countryCode,
        local: known && i === 0,
        available: availableIn(stock, skuId, w.warehouseId),
        ...f.dates.get(w.warehouseId)!,
      }));
      return { skuId, available: warehouses.reduce((n, w) => n + w.available, 0), warehouses, incoming: incomingOf(input.now, f, incoming, skuId) };
    }),
  };
  return { value, changesAt: nextCutoff(f) };
}

/**
 * Listing cards' short form for several products (all SKUs of each together); unknown and
 * unpublished products are left out. Dates are for one unit by the default (first) method from
 * the nearest warehouse that has any of the product.
 */
export async function availabilitySummaries(db: Db, spuIds: number[], input: AvailabilityInput): Promise<{ value: AvailabilitySummary[]; changesAt?: number }> {
  const skus = await publishedSkusOf(db, spuIds);
  if (!skus.length) return { value: [] };
  const skuIds = skus.map((s) => s.skuId);
  const [f, stock, incoming] = await Promise.all([frameOf(db, input), stockOf(db, skuIds), openIncomingOf(db, skuIds)]);
  const known = input.countryId !== null;
  const defaultMethod = f.methods[0]?.shippingMethodId;
  const value: AvailabilitySummary[] = [];
  for (const spuId of spuIds) {
    const mine = skus.filter((s) => s.spuId === spuId).map((s) => s.skuId);
    if (!mine.length) continue;
    const inWarehouse = f.serving.map((w) => mine.reduce((n, skuId) => n + availableIn(stock, skuId, w.warehouseId), 0));
    const total = inWarehouse.reduce((a, b) => a + b, 0);
    const localAvailable = known ? (inWarehouse[0] ?? 0) : 0;
    const nearest = inWarehouse.findIndex((n) => n > 0);
    const dates = nearest >= 0 ? f.dates.get(f.serving[nearest]!.warehouseId)! : null;
    const arrival = dates?.methods.find((m) => m.shippingMethodId === defaultMethod) ?? null;
    const serving = new Set(f.serving.map((w) => w.warehouseId));
    const next = total > 0 ? undefined : incoming.find((i) => mine.includes(i.skuId) && serving.has(i.warehouseId));
    value.push({
      spuId,
      localAvailable,
      elsewhereAvailable: total - localAvailable,
      shipsToday: dates?.cutoffAt != null,
      cutoffAt: dates?.cutoffAt ?? null,
      arrivesFrom: arrival?.arrivesFrom ?? null,
      arrivesBy: arrival?.arrivesBy ?? null,
      incomingOn: next?.expectedOn ?? null,
    });
  }
  return { value, changesAt: nextCutoff(f) };
}

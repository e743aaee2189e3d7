import {
  CODES,
  INCOMING_YEARS_AHEAD,
  type HolidayList,
  type incomingBody,
  type LedgerPage,
  type routeBody,
  type RouteList,
  type ledgerQuery,
  type StockList,
  type stockListQuery,
  type StockReason,
  type stockSetBody,
  type StockSkuRow,
  type stockTransferBody,
  type transitBody,
  type TransitList,
  type warehouseUpdateBody,
  type WarehouseList,
  type WarehouseSettings,
} from '@netshop/contract';
import type { z } from 'zod';
import { inTransaction, type RequestContext } from '../../lib/request-context.js';
import { AppError, notFound } from '../../plugins/envelope.js';
import { recordAudit } from '../audit/index.js';
import { countryExists } from '../site/index.js';
import { addOnHand, setOnHand, transferStock, type StockRefusal } from './on-hand.js';
import {
  closeIncoming,
  countries,
  deleteCountryTransit,
  deleteHoliday,
  holidaysOf,
  incomingOf,
  insertIncoming,
  ledgerOf,
  lockRoutes,
  lockTransit,
  lockWarehouseSettings,
  methodAndWarehouseExist,
  openIncoming,
  routeOf,
  shareWarehouses,
  shippingMethods,
  skuBrief,
  skuPage,
  transitById,
  transitRows,
  updateWarehouseSettings,
  upsertHoliday,
  upsertTransit,
  warehouseHoldings,
  warehousesBrief,
  warehouseSettingsList,
  writeRoutes,
  type SkuBrief,
  type WarehouseBrief,
  type WarehouseState,
} from './staff-queries.js';
import { stockOf } from './stock-queries.js';

// The stock console (issue 28, ADR 0044). Each change runs in one transaction: the warehouses'
// rows share-locked (a deactivation waits), then on-hand.ts's locks in the global order (SKU →
// warehouse_stock → product), the ledger row with the staff member and their reason, the
// catalogue's sellable stock by the same available delta, and the audit entry — or nothing.

type ListQuery = z.output<typeof stockListQuery>;
type SetBody = z.output<typeof stockSetBody>;
type TransferBody = z.output<typeof stockTransferBody>;
type IncomingInput = z.output<typeof incomingBody>;
type LedgerQuery = z.output<typeof ledgerQuery>;
type WarehouseBody = z.output<typeof warehouseUpdateBody>;
type TransitInput = z.output<typeof transitBody>;

/** The staff member's id for the ledger (null for the operator token). */
const staffIdOf = (ctx: RequestContext) => (ctx.staff && ctx.staff.staffId > 0 ? ctx.staff.staffId : null);

const invalid = (field: string) => new AppError(CODES.UNPROCESSABLE, 'validationFailed', { [field]: 'invalid' });

/** A refusal of on-hand.ts as the staff member reads it. */
function refusal(r: StockRefusal, warehouseField = 'warehouseId'): AppError {
  switch (r.refused) {
    case 'noSku':
      return notFound();
    case 'noWarehouse':
      return invalid(warehouseField);
    case 'notAvailable':
      return new AppError(CODES.CONFLICT, 'stockNotAvailable', { quantity: 'invalid' }, { available: r.available });
    case 'sameWarehouse':
      return new AppError(CODES.UNPROCESSABLE, 'stockSameWarehouse', { toWarehouseId: 'invalid' });
  }
}

/** Share-locks the warehouses (in id order) and checks they exist and are active; by id. */
async function activeWarehouses(tx: RequestContext, wanted: { id: number; field: string }[]): Promise<Map<number, WarehouseState>> {
  const found = new Map((await shareWarehouses(tx.db, wanted.map((w) => w.id))).map((w) => [w.id, w]));
  for (const w of wanted) if (!found.has(w.id)) throw invalid(w.field);
  for (const w of wanted) if (!found.get(w.id)!.active) throw new AppError(CODES.CONFLICT, 'warehouseInactive', { [w.field]: 'invalid' });
  return found;
}

// ——— Reading ———

function toRows(skus: SkuBrief[], warehouses: WarehouseBrief[], levels: Awaited<ReturnType<typeof stockOf>>, incoming: Awaited<ReturnType<typeof openIncoming>>): StockSkuRow[] {
  return skus.map((s) => {
    const mine = levels.filter((l) => l.skuId === s.skuId);
    return {
      skuId: s.skuId,
      productId: s.productId,
      productNo: s.productNo,
      model: s.model,
      name: s.name,
      available: mine.reduce((n, l) => n + l.onHand - l.reserved, 0),
      levels: warehouses.map((w) => {
        const l = mine.find((x) => x.warehouseId === w.id);
        const onHand = l?.onHand ?? 0;
        const reserved = l?.reserved ?? 0;
        return { warehouseId: w.id, onHand, reserved, available: onHand - reserved };
      }),
      incoming: incoming.filter((i) => i.skuId === s.skuId).map(({ id, warehouseId, quantity, expectedOn, note }) => ({ id, warehouseId, quantity, expectedOn, note })),
    };
  });
}

export async function listStock(ctx: RequestContext, q: ListQuery): Promise<StockList> {
  const [warehouses, page] = await Promise.all([
    warehousesBrief(ctx.db, ctx.langId),
    skuPage(ctx.db, ctx.langId, { q: q.q || undefined, filter: q.filter, warehouseId: q.warehouseId }, q.pageSize, (q.page - 1) * q.pageSize),
  ]);
  const skuIds = page.map((s) => s.skuId);
  const [levels, incoming] = await Promise.all([stockOf(ctx.db, skuIds), openIncoming(ctx.db, skuIds)]);
  return {
    warehouses: warehouses.map(({ id, code, name, active }) => ({ id, code, name, active })),
    items: toRows(page, warehouses, levels, incoming),
    total: page[0]?.total ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** One SKU's row as the list shows it (what a change answers). */
export async function stockRowOf(ctx: RequestContext, skuId: number): Promise<StockSkuRow> {
  const sku = await skuBrief(ctx.db, ctx.langId, skuId);
  if (!sku) throw notFound();
  const [warehouses, levels, incoming] = await Promise.all([warehousesBrief(ctx.db, ctx.langId), stockOf(ctx.db, [skuId]), openIncoming(ctx.db, [skuId])]);
  return toRows([sku], warehouses, levels, incoming)[0]!;
}

export async function skuLedger(ctx: RequestContext, skuId: number, q: LedgerQuery): Promise<LedgerPage> {
  const sku = await skuBrief(ctx.db, ctx.langId, skuId);
  if (!sku) throw notFound();
  const rows = await ledgerOf(ctx.db, skuId, q.warehouseId, q.pageSize, (q.page - 1) * q.pageSize);
  return {
    sku: { skuId: sku.skuId, productNo: sku.productNo, name: sku.name },
    items: rows.map(({ total: _t, at, reason, ...r }) => ({ ...r, reason: reason as StockReason, at: at.toISOString() })),
    total: rows[0]?.total ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}

// ——— Changing stock ———

/** Sets on hand in one warehouse after a count, with the staff member's reason. */
export async function setStock(ctx: RequestContext, skuId: number, warehouseId: number, b: SetBody): Promise<StockSkuRow> {
  await inTransaction(ctx, async (tx) => {
    const w = (await activeWarehouses(tx, [{ id: warehouseId, field: 'warehouseId' }])).get(warehouseId)!;
    const r = await setOnHand(tx.db, { warehouseId, skuId, onHand: b.onHand, reason: 'set', staffId: staffIdOf(ctx), note: b.reason });
    if (!r.ok) throw 'reserved' in r ? new AppError(CODES.CONFLICT, 'stockBelowReserved', { onHand: 'invalid' }, { reserved: r.reserved }) : notFound();
    // Thrown after the change: the transaction rolls it back.
    if (b.onHandWas !== undefined && b.onHandWas !== r.before.onHand) throw new AppError(CODES.CONFLICT, 'stockChanged', undefined, { onHand: r.before.onHand });
    await recordAudit(tx, {
      action: 'stock.set',
      entityType: 'sku',
      entityId: skuId,
      before: { warehouse: w.code, onHand: r.before.onHand, reserved: r.before.reserved },
      after: { warehouse: w.code, onHand: r.after.onHand, reserved: r.after.reserved, reason: b.reason },
    });
  });
  return stockRowOf(ctx, skuId);
}

/** Moves available units between two active warehouses. */
export async function moveStock(ctx: RequestContext, skuId: number, b: TransferBody): Promise<StockSkuRow> {
  if (b.fromWarehouseId === b.toWarehouseId) throw refusal({ refused: 'sameWarehouse' });
  await inTransaction(ctx, async (tx) => {
    const ws = await activeWarehouses(tx, [
      { id: b.fromWarehouseId, field: 'fromWarehouseId' },
      { id: b.toWarehouseId, field: 'toWarehouseId' },
    ]);
    const r = await transferStock(tx.db, { fromWarehouseId: b.fromWarehouseId, toWarehouseId: b.toWarehouseId, skuId, quantity: b.quantity, staffId: staffIdOf(ctx), note: b.note });
    if ('refused' in r) throw refusal(r, 'fromWarehouseId');
    const from = ws.get(b.fromWarehouseId)!.code;
    const to = ws.get(b.toWarehouseId)!.code;
    await recordAudit(tx, {
      action: 'stock.transfer',
      entityType: 'sku',
      entityId: skuId,
      before: { [`onHand.${from}`]: r.from.onHand + b.quantity, [`onHand.${to}`]: r.to.onHand - b.quantity },
      after: { [`onHand.${from}`]: r.from.onHand, [`onHand.${to}`]: r.to.onHand, quantity: b.quantity, note: b.note },
    });
  });
  return stockRowOf(ctx, skuId);
}

/** Today in a time zone, YYYY-MM-DD. */
function localDay(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The same calendar day `years` on (29 February → 28 February). */
function yearsOn(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return `${String(y + years).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** Records a delivery on its way: expected from today to two years on, in the warehouse's calendar. */
export async function recordIncoming(ctx: RequestContext, skuId: number, b: IncomingInput): Promise<StockSkuRow> {
  if (!(await skuBrief(ctx.db, ctx.langId, skuId))) throw notFound();
  await inTransaction(ctx, async (tx) => {
    const w = (await activeWarehouses(tx, [{ id: b.warehouseId, field: 'warehouseId' }])).get(b.warehouseId)!;
    const from = localDay(new Date(), w.timeZone);
    const to = yearsOn(from, INCOMING_YEARS_AHEAD);
    if (b.expectedOn < from || b.expectedOn > to) throw new AppError(CODES.UNPROCESSABLE, 'incomingDateRange', { expectedOn: 'invalid' }, { from, to });
    const id = await insertIncoming(tx.db, { warehouseId: b.warehouseId, skuId, quantity: b.quantity, expectedOn: b.expectedOn, note: b.note, staffId: staffIdOf(ctx) });
    await recordAudit(tx, { action: 'incoming.create', entityType: 'stock_incoming', entityId: id, after: { skuId, warehouse: w.code, quantity: b.quantity, expectedOn: b.expectedOn, note: b.note, status: 'open' } });
  });
  return stockRowOf(ctx, skuId);
}

/** The delivery arrived: its units go on hand, once. */
export async function receiveIncoming(ctx: RequestContext, skuId: number, incomingId: number): Promise<StockSkuRow> {
  const found = await incomingOf(ctx.db, skuId, incomingId);
  if (!found) throw notFound();
  if (found.status !== 'open') throw new AppError(CODES.CONFLICT, 'incomingNotOpen');
  await inTransaction(ctx, async (tx) => {
    const w = (await activeWarehouses(tx, [{ id: found.warehouseId, field: 'warehouseId' }])).get(found.warehouseId)!;
    const note = `#${incomingId}${found.note ? ` ${found.note}` : ''}`.slice(0, 300);
    const r = await addOnHand(tx.db, { warehouseId: found.warehouseId, skuId, quantity: found.quantity, reason: 'receive', staffId: staffIdOf(ctx), note });
    if ('refused' in r) throw refusal(r);
    // After the SKU's lock: of two receipts at once, the second finds it closed and rolls back its units.
    if (!(await closeIncoming(tx.db, incomingId, 'received'))) throw new AppError(CODES.CONFLICT, 'incomingNotOpen');
    await recordAudit(tx, {
      action: 'incoming.receive',
      entityType: 'stock_incoming',
      entityId: incomingId,
      before: { status: 'open', onHand: r.before.onHand },
      after: { status: 'received', onHand: r.after.onHand, skuId, warehouse: w.code, quantity: found.quantity },
    });
  });
  return stockRowOf(ctx, skuId);
}

export async function cancelIncoming(ctx: RequestContext, skuId: number, incomingId: number): Promise<StockSkuRow> {
  const found = await incomingOf(ctx.db, skuId, incomingId);
  if (!found) throw notFound();
  await inTransaction(ctx, async (tx) => {
    if (!(await closeIncoming(tx.db, incomingId, 'cancelled'))) throw new AppError(CODES.CONFLICT, 'incomingNotOpen');
    await recordAudit(tx, {
      action: 'incoming.cancel',
      entityType: 'stock_incoming',
      entityId: incomingId,
      before: { status: 'open' },
      after: { status: 'cancelled', skuId, quantity: found.quantity, expectedOn: found.expectedOn },
    });
  });
  return stockRowOf(ctx, skuId);
}

// ——— Warehouse settings ———

export async function listWarehouses(ctx: RequestContext): Promise<WarehouseList> {
  return { items: await warehouseSettingsList(ctx.db, ctx.langId) };
}

/** Cutoff, working days and active flag over the version edited; a warehouse with stock or deliveries stays active, and so does the last one. */
export async function updateWarehouse(ctx: RequestContext, warehouseId: number, b: WarehouseBody): Promise<WarehouseSettings> {
  return inTransaction(ctx, async (tx) => {
    const before = await lockWarehouseSettings(tx.db, ctx.langId, warehouseId);
    if (!before) throw notFound();
    if (before.version !== b.version) throw new AppError(CODES.CONFLICT, 'warehouseStale', undefined, { version: before.version });
    if (before.active && !b.active) {
      const h = await warehouseHoldings(tx.db, warehouseId);
      if (h.onHand > 0 || h.incoming > 0) throw new AppError(CODES.CONFLICT, 'warehouseHasStock', { active: 'invalid' }, { onHand: h.onHand, incoming: h.incoming });
      if (h.activeOthers === 0) throw new AppError(CODES.CONFLICT, 'warehouseLastActive', { active: 'invalid' });
    }
    const version = await updateWarehouseSettings(tx.db, warehouseId, b);
    const pick = (s: { cutoffMinute: number; workingDays: number; active: boolean }) => ({ cutoffMinute: s.cutoffMinute, workingDays: s.workingDays, active: s.active });
    await recordAudit(tx, { action: 'warehouse.update', entityType: 'warehouse', entityId: warehouseId, before: { code: before.code, ...pick(before) }, after: { code: before.code, ...pick(b) } });
    return { ...before, ...pick(b), version };
  });
}

/**
 * Holidays are kept for any country: a warehouse country's stop its warehouses shipping, a
 * destination's stop deliveries there (ADR 0044); an unknown country is refused.
 */
async function holidayCountry(ctx: RequestContext, countryId: number): Promise<void> {
  if (!(await countryExists(ctx.db, countryId))) throw invalid('countryId');
}

export async function listHolidays(ctx: RequestContext, countryId: number, year: number | undefined): Promise<HolidayList> {
  await holidayCountry(ctx, countryId);
  return { countryId, items: await holidaysOf(ctx.db, countryId, year) };
}

export async function addHoliday(ctx: RequestContext, b: { countryId: number; day: string; name: string }): Promise<HolidayList> {
  await holidayCountry(ctx, b.countryId);
  await inTransaction(ctx, async (tx) => {
    const was = await upsertHoliday(tx.db, b.countryId, b.day, b.name);
    await recordAudit(tx, {
      action: was === undefined ? 'holiday.add' : 'holiday.update',
      entityType: 'holiday',
      entityId: `${b.countryId}:${b.day}`,
      before: was === undefined ? undefined : { day: b.day, name: was },
      after: { countryId: b.countryId, day: b.day, name: b.name },
    });
  });
  return { countryId: b.countryId, items: await holidaysOf(ctx.db, b.countryId, Number(b.day.slice(0, 4))) };
}

export async function removeHoliday(ctx: RequestContext, countryId: number, day: string): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const name = await deleteHoliday(tx.db, countryId, day);
    if (name === undefined) throw notFound();
    await recordAudit(tx, { action: 'holiday.remove', entityType: 'holiday', entityId: `${countryId}:${day}`, before: { countryId, day, name } });
  });
}

export async function listTransit(ctx: RequestContext, warehouseId: number | undefined): Promise<TransitList> {
  const [items, methods, list] = await Promise.all([transitRows(ctx.db, ctx.langId, warehouseId), shippingMethods(ctx.db, ctx.langId), countries(ctx.db, ctx.langId)]);
  return { items, methods, countries: list };
}

/** Creates or changes the row of (method, warehouse, country or default). */
export async function setTransit(ctx: RequestContext, b: TransitInput): Promise<TransitList['items'][number]> {
  const exist = await methodAndWarehouseExist(ctx.db, b.methodId, b.warehouseId);
  if (!exist.method) throw invalid('methodId');
  if (!exist.warehouse) throw invalid('warehouseId');
  if (b.countryId !== null && !(await countryExists(ctx.db, b.countryId))) throw invalid('countryId');
  const id = await inTransaction(ctx, async (tx) => {
    const before = await lockTransit(tx.db, b.methodId, b.warehouseId, b.countryId);
    const saved = await upsertTransit(tx.db, b);
    await recordAudit(tx, {
      action: 'transit.set',
      entityType: 'transit_time',
      entityId: saved,
      before: before ? { daysMin: before.daysMin, daysMax: before.daysMax } : undefined,
      after: { methodId: b.methodId, warehouseId: b.warehouseId, countryId: b.countryId, daysMin: b.daysMin, daysMax: b.daysMax },
    });
    return saved;
  });
  return (await transitById(ctx.db, ctx.langId, id))!;
}

/** Removes a country's row (its destinations take the default again); a default row stays. */
export async function removeTransit(ctx: RequestContext, transitId: number): Promise<void> {
  const found = await transitById(ctx.db, ctx.langId, transitId);
  if (!found) throw notFound();
  if (found.countryId === null) throw new AppError(CODES.CONFLICT, 'transitDefaultStays');
  await inTransaction(ctx, async (tx) => {
    if (!(await deleteCountryTransit(tx.db, transitId))) throw notFound();
    await recordAudit(tx, {
      action: 'transit.remove',
      entityType: 'transit_time',
      entityId: transitId,
      before: { methodId: found.methodId, warehouseId: found.warehouseId, countryId: found.countryId, daysMin: found.daysMin, daysMax: found.daysMax },
    });
  });
}

// ——— Serving order ———

/** A fingerprint of a serving order (31 bits, FNV-1a over the ids): what a save checks it was made over. */
export function routeVersion(warehouseIds: number[]): number {
  let h = 0x811c9dc5;
  for (const ch of warehouseIds.join(',')) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return (h >>> 0) & 0x7fffffff;
}

export async function listRoutes(ctx: RequestContext, countryId: number): Promise<RouteList> {
  if (!(await countryExists(ctx.db, countryId))) throw notFound();
  const items = await routeOf(ctx.db, ctx.langId, countryId);
  return { countryId, version: routeVersion(items.map((w) => w.id)), items };
}

/**
 * Replaces which warehouses serve a country first (ADR 0044: order placement reserves by this
 * order). The body names every warehouse, inactive ones too, once each: a warehouse left out would
 * keep a rank nobody chose. The country's rows are locked first, so two saves run one after the
 * other and the second, over an older version, is refused.
 */
export async function setRoutes(ctx: RequestContext, countryId: number, b: z.output<typeof routeBody>): Promise<RouteList> {
  if (!(await countryExists(ctx.db, countryId))) throw notFound();
  await inTransaction(ctx, async (tx) => {
    await lockRoutes(tx.db, countryId);
    const before = await routeOf(tx.db, ctx.langId, countryId);
    const wanted = new Set(b.warehouseIds);
    if (b.warehouseIds.length !== before.length || wanted.size !== before.length || before.some((w) => !wanted.has(w.id))) {
      throw new AppError(CODES.UNPROCESSABLE, 'routesNotEveryWarehouse', { warehouseIds: 'invalid' }, { count: before.length });
    }
    const version = routeVersion(before.map((w) => w.id));
    if (b.version !== undefined && b.version !== version) throw new AppError(CODES.CONFLICT, 'routesStale', undefined, { version });
    await writeRoutes(tx.db, countryId, b.warehouseIds);
    const code = new Map(before.map((w) => [w.id, w.code]));
    await recordAudit(tx, {
      action: 'serving.set',
      entityType: 'warehouse_route',
      entityId: countryId,
      before: { order: before.map((w) => w.code) },
      after: { order: b.warehouseIds.map((id) => code.get(id)!) },
    });
  });
  return listRoutes(ctx, countryId);
}

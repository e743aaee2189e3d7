import { z } from 'zod';
import { bodyId, digitId, ID_MAX } from './site.js';

// The stock console (issue 28, ADR 0044): staff with stock.read see every SKU's stock per warehouse
// (on hand, reserved by open orders, available) and the deliveries on their way; staff with
// stock.write set a count, move units between warehouses, record incoming stock and receive or
// cancel it, and keep the warehouses' calendars and carriers' transit days. Every change is a
// ledger row (who, why) and an audit entry.

/** The most units one warehouse may hold of a SKU, or one move or delivery may carry. */
export const STOCK_QUANTITY_MAX = 1_000_000;
/** A reason or note's length. */
export const STOCK_NOTE_MAX = 200;
/** How far ahead an incoming delivery may be expected (years). */
export const INCOMING_YEARS_AHEAD = 2;

const noNul = (s: string) => !s.includes('\u0000');
const note = (required: boolean) =>
  required
    ? z.string('required').trim().min(1, 'required').max(STOCK_NOTE_MAX, 'tooLong').refine(noNul, 'invalid')
    : z.string('invalid').trim().max(STOCK_NOTE_MAX, 'tooLong').refine(noNul, 'invalid').default('');
const units = (min: 0 | 1) => z.number('required').int('invalid').min(min, 'invalid').max(STOCK_QUANTITY_MAX, 'tooMany');

/** A calendar date, YYYY-MM-DD, that exists. */
export const isoDay = z
  .string('required')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'invalid');

export const STOCK_FILTERS = ['short', 'out'] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];

export const stockListQuery = z.object({
  /** A SKU's product number, its product's model or name (contains, any case). */
  q: z.string().trim().max(100, 'tooLong').refine(noNul, 'invalid').optional(),
  /** short: nothing available in some active warehouse (the chosen one, if any); out: nothing available anywhere. */
  filter: z.enum(STOCK_FILTERS).optional(),
  /** Only SKUs this warehouse holds or expects (with a filter: short or out there). */
  warehouseId: digitId.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type StockListQuery = z.input<typeof stockListQuery>;

export const stockWarehouse = z.object({ id: z.number().int(), code: z.string(), name: z.string(), active: z.boolean() });
export type StockWarehouse = z.infer<typeof stockWarehouse>;

export const stockLevel = z.object({ warehouseId: z.number().int(), onHand: z.number().int(), reserved: z.number().int(), available: z.number().int() });
export type StockLevel = z.infer<typeof stockLevel>;

export const incomingItem = z.object({
  id: z.number().int(),
  warehouseId: z.number().int(),
  quantity: z.number().int(),
  expectedOn: z.string(),
  note: z.string(),
});
export type IncomingItem = z.infer<typeof incomingItem>;

export const stockSkuRow = z.object({
  skuId: z.number().int(),
  productId: z.number().int(),
  productNo: z.string(),
  model: z.string(),
  name: z.string(),
  /** What the shop can still sell, all warehouses together. */
  available: z.number().int(),
  /** One per warehouse of the page's list, in its order. */
  levels: z.array(stockLevel),
  /** Open deliveries, soonest first. */
  incoming: z.array(incomingItem),
});
export type StockSkuRow = z.infer<typeof stockSkuRow>;

export const stockList = z.object({
  warehouses: z.array(stockWarehouse),
  items: z.array(stockSkuRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type StockList = z.infer<typeof stockList>;

export const stockSkuParams = z.object({ skuId: digitId });
export const stockLevelParams = z.object({ skuId: digitId, warehouseId: digitId });
export const incomingParams = z.object({ skuId: digitId, incomingId: digitId });

export const stockSetBody = z.object({
  onHand: units(0),
  /** Why (a count, damage found): the ledger shows it. */
  reason: note(true),
  /** The on hand the staff member saw: when it changed meanwhile, the save is refused (409). */
  onHandWas: z.number('invalid').int('invalid').min(0, 'invalid').max(ID_MAX, 'invalid').optional(),
});
export type StockSetBody = z.input<typeof stockSetBody>;

export const stockTransferBody = z.object({
  fromWarehouseId: bodyId('required'),
  toWarehouseId: bodyId('required'),
  quantity: units(1),
  note: note(false),
});
export type StockTransferBody = z.input<typeof stockTransferBody>;

export const incomingBody = z.object({
  warehouseId: bodyId('required'),
  quantity: units(1),
  /** In the warehouse's local calendar: from today to INCOMING_YEARS_AHEAD years on. */
  expectedOn: isoDay,
  note: note(false),
});
export type IncomingBody = z.input<typeof incomingBody>;

/** What a stock change left: the SKU's row as the list shows it. */
export const stockSaved = stockSkuRow;

export const STOCK_REASONS = ['seed', 'set', 'adjust', 'transfer', 'receive', 'reserve', 'release', 'ship', 'return', 'catalog'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

export const ledgerQuery = z.object({
  warehouseId: digitId.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type LedgerQuery = z.input<typeof ledgerQuery>;

export const ledgerEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  warehouseId: z.number().int(),
  warehouseCode: z.string(),
  onHandDelta: z.number().int(),
  reservedDelta: z.number().int(),
  reason: z.enum(STOCK_REASONS),
  /** The order of a reservation, release, shipment or return. */
  orderNo: z.string().nullable(),
  /** null: the system (an order, the seed) or the operator token. */
  staffName: z.string().nullable(),
  note: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;

export const ledgerPage = z.object({
  sku: z.object({ skuId: z.number().int(), productNo: z.string(), name: z.string() }),
  items: z.array(ledgerEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type LedgerPage = z.infer<typeof ledgerPage>;

// Warehouse settings.

/** Bit 0 = Monday … bit 6 = Sunday; at least one day. */
export const WORKING_DAYS_ALL = 127;

export const warehouseSettings = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  countryId: z.number().int(),
  countryCode: z.string(),
  countryName: z.string(),
  timeZone: z.string(),
  /** Minutes after local midnight: orders before it ship that working day. */
  cutoffMinute: z.number().int(),
  workingDays: z.number().int(),
  active: z.boolean(),
  version: z.number().int(),
});
export type WarehouseSettings = z.infer<typeof warehouseSettings>;

export const warehouseList = z.object({ items: z.array(warehouseSettings) });
export type WarehouseList = z.infer<typeof warehouseList>;

export const warehouseParams = z.object({ warehouseId: digitId });

export const warehouseUpdateBody = z.object({
  cutoffMinute: z.number('required').int('invalid').min(0, 'invalid').max(1439, 'invalid'),
  workingDays: z.number('required').int('invalid').min(1, 'required').max(WORKING_DAYS_ALL, 'invalid'),
  active: z.boolean('required'),
  version: bodyId(),
});
export type WarehouseUpdateBody = z.input<typeof warehouseUpdateBody>;

export const holidayQuery = z.object({ countryId: digitId, year: z.coerce.number().int().min(2000).max(2100).optional() });
export const holidayItem = z.object({ day: z.string(), name: z.string() });
export const holidayList = z.object({ countryId: z.number().int(), items: z.array(holidayItem) });
export type HolidayList = z.infer<typeof holidayList>;
export const holidayBody = z.object({
  countryId: bodyId('required'),
  day: isoDay,
  name: z.string('invalid').trim().max(120, 'tooLong').refine(noNul, 'invalid').default(''),
});
export type HolidayBody = z.input<typeof holidayBody>;
export const holidayParams = z.object({ countryId: digitId, day: isoDay });

export const transitQuery = z.object({ warehouseId: digitId.optional() });
export const transitRow = z.object({
  id: z.number().int(),
  methodId: z.number().int(),
  methodName: z.string(),
  warehouseId: z.number().int(),
  /** null: the default for every country without its own row. */
  countryId: z.number().int().nullable(),
  countryName: z.string().nullable(),
  daysMin: z.number().int(),
  daysMax: z.number().int(),
});
export type TransitRowItem = z.infer<typeof transitRow>;
export const transitList = z.object({
  items: z.array(transitRow),
  methods: z.array(z.object({ id: z.number().int(), name: z.string() })),
  countries: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
});
export type TransitList = z.infer<typeof transitList>;
export const TRANSIT_DAYS_MAX = 90;
const days = z.number('required').int('invalid').min(0, 'invalid').max(TRANSIT_DAYS_MAX, 'tooMany');
export const transitBody = z
  .object({ methodId: bodyId('required'), warehouseId: bodyId('required'), countryId: bodyId().nullable(), daysMin: days, daysMax: days })
  .refine((b) => b.daysMax >= b.daysMin, { path: ['daysMax'], message: 'invalid' });
export type TransitBody = z.input<typeof transitBody>;
export const transitParams = z.object({ transitId: digitId });

/** Which warehouses serve a destination country first (rank 1 = nearest): every warehouse, active or not, has a rank. */
export const routeQuery = z.object({ countryId: digitId });
export const routeParams = z.object({ countryId: digitId });
export const routeItem = z.object({ id: z.number().int(), code: z.string(), name: z.string(), active: z.boolean(), rank: z.number().int() });
export type RouteItem = z.infer<typeof routeItem>;
export const routeList = z.object({
  countryId: z.number().int(),
  /** A fingerprint of the order read: a save over another order is refused (409). */
  version: z.number().int(),
  /** Nearest first. */
  items: z.array(routeItem),
});
export type RouteList = z.infer<typeof routeList>;
/** The most warehouses an order may name (far more than the shop has). */
export const ROUTE_WAREHOUSES_MAX = 100;
export const routeBody = z.object({
  /** Every warehouse's id once, nearest first. */
  warehouseIds: z.array(bodyId('invalid'), 'required').min(1, 'required').max(ROUTE_WAREHOUSES_MAX, 'tooMany'),
  /** The version read: when the order changed meanwhile, the save is refused (409). */
  version: z.number('invalid').int('invalid').min(0, 'invalid').max(ID_MAX, 'invalid').optional(),
});
export type RouteBody = z.input<typeof routeBody>;

/** The consistency check (admin): every stock row whose ledger or open orders disagree with it. */
export const stockCheck = z.object({
  differences: z.array(z.object({ kind: z.string(), warehouseId: z.number().int(), skuId: z.number().int(), actual: z.number().int(), expected: z.number().int() })),
});
export type StockCheck = z.infer<typeof stockCheck>;

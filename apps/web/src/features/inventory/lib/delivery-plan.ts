import type { IncomingAvailability, MethodDates, ProductAvailability, SkuAvailability, WarehouseAvailability } from '@netshop/contract';
import { latestDates, planWithIncoming } from '@netshop/contract/delivery';
import { formatDay, formatDayRange } from '../../../lib/arrival-dates';

// The product page's delivery block as data (issue 28): for the chosen SKU and quantity, where
// the units come from (the serving warehouses nearest first, then incoming stock by expected
// day), when each part arrives by the default (first) method, and when everything arrives by
// the fastest one. Pure, so the rules are tested without rendering.

/** One part of the quantity: from a warehouse's shelf, or from stock expected there. */
export interface DeliveryPart {
  kind: 'stock' | 'incoming';
  warehouseId: number;
  warehouseName: string;
  quantity: number;
  /** Incoming parts: the day the stock is expected at the warehouse. */
  expectedOn: string | null;
  /** By the default method; null when it has no transit time from there. */
  dates: Pick<MethodDates, 'arrivesFrom' | 'arrivesBy'> | null;
}

export interface DeliveryPlan {
  /** The nearest warehouse (null when the visitor's country is not known). */
  local: WarehouseAvailability | null;
  localAvailable: number;
  elsewhereAvailable: number;
  parts: DeliveryPart[];
  /** Units nobody has, not even on the way. */
  short: number;
  /** The warehouse the first part leaves from when it is on the shelf: its cutoff is the countdown. */
  first: WarehouseAvailability | null;
  defaultMethod: { id: number; name: string } | null;
  /** The method that brings everything soonest, when it is faster than the default. */
  fastest: { id: number; name: string; arrivesFrom: string; arrivesBy: string } | null;
}

/** The SKU's availability; without a chosen SKU (several to choose from) all SKUs together. */
export function skuAvailability(a: ProductAvailability, skuId: number | null): SkuAvailability | null {
  if (skuId !== null) return a.skus.find((s) => s.skuId === skuId) ?? null;
  if (a.skus.length <= 1) return a.skus[0] ?? null;
  const [first] = a.skus;
  return {
    skuId: 0,
    available: a.skus.reduce((n, s) => n + s.available, 0),
    warehouses: first!.warehouses.map((w) => ({ ...w, available: a.skus.reduce((n, s) => n + (s.warehouses.find((x) => x.warehouseId === w.warehouseId)?.available ?? 0), 0) })),
    incoming: a.skus.flatMap((s) => s.incoming).sort((x, y) => (x.expectedOn < y.expectedOn ? -1 : x.expectedOn > y.expectedOn ? 1 : 0)),
  };
}

const datesOf = (methods: MethodDates[], methodId: number | undefined) => {
  const m = methods.find((x) => x.shippingMethodId === methodId);
  return m ? { arrivesFrom: m.arrivesFrom, arrivesBy: m.arrivesBy } : null;
};

export function deliveryPlan(a: ProductAvailability, sku: SkuAvailability, quantity: number): DeliveryPlan {
  const local = sku.warehouses.find((w) => w.local) ?? null;
  const localAvailable = local?.available ?? 0;
  const defaultMethod = a.shippingMethods[0] ? { id: a.shippingMethods[0].shippingMethodId, name: a.shippingMethods[0].name } : null;
  const plan = planWithIncoming(
    Math.max(1, quantity),
    sku.warehouses.map((w) => ({ warehouseId: w.warehouseId, available: w.available })),
    sku.incoming.map((i) => ({ warehouseId: i.warehouseId, quantity: i.quantity, expectedOn: i.expectedOn })),
  );
  const warehouse = (id: number) => sku.warehouses.find((w) => w.warehouseId === id);
  const incomingRow = (id: number, on: string): IncomingAvailability | undefined => sku.incoming.find((i) => i.warehouseId === id && i.expectedOn === on);
  // The methods' dates of every part, to find the one that brings everything soonest.
  const partMethods: MethodDates[][] = [];
  const parts: DeliveryPart[] = [];
  for (const p of plan.fromStock) {
    const w = warehouse(p.warehouseId)!;
    partMethods.push(w.methods);
    parts.push({ kind: 'stock', warehouseId: w.warehouseId, warehouseName: w.name, quantity: p.quantity, expectedOn: null, dates: datesOf(w.methods, defaultMethod?.id) });
  }
  for (const p of plan.fromIncoming) {
    const methods = incomingRow(p.warehouseId, p.expectedOn)?.methods ?? [];
    partMethods.push(methods);
    parts.push({
      kind: 'incoming',
      warehouseId: p.warehouseId,
      warehouseName: warehouse(p.warehouseId)?.name ?? '',
      quantity: p.quantity,
      expectedOn: p.expectedOn,
      dates: datesOf(methods, defaultMethod?.id),
    });
  }
  let fastest: DeliveryPlan['fastest'] = null;
  const whole = (id: number) => {
    const each = partMethods.map((m) => datesOf(m, id));
    return each.length && each.every((d) => d !== null) ? latestDates(each as { arrivesFrom: string; arrivesBy: string }[]) : null;
  };
  const byDefault = defaultMethod ? whole(defaultMethod.id) : null;
  for (const m of a.shippingMethods) {
    const d = whole(m.shippingMethodId);
    if (!d || (byDefault && d.arrivesBy >= byDefault.arrivesBy)) continue;
    if (!fastest || d.arrivesBy < fastest.arrivesBy || (d.arrivesBy === fastest.arrivesBy && d.arrivesFrom < fastest.arrivesFrom)) {
      fastest = { id: m.shippingMethodId, name: m.name, ...d };
    }
  }
  return {
    local,
    localAvailable,
    elsewhereAvailable: sku.warehouses.reduce((n, w) => n + w.available, 0) - localAvailable,
    parts,
    short: plan.short,
    first: parts[0]?.kind === 'stock' ? (warehouse(parts[0].warehouseId) ?? null) : null,
    defaultMethod,
    fastest,
  };
}

/** Chinese and Japanese write ranges as two whole days joined (lib/arrival-dates); here each day is also kept on one line. */
const RANGE_JOINS: Record<string, string> = { 'zh-CN': '至', ja: '～' };

export function dayRange(from: string, to: string, lang: string): string {
  const join = RANGE_JOINS[lang];
  if (join && from !== to) return `${shownDay(from, lang)}${join}${shownDay(to, lang)}`;
  return formatDayRange(from, to, lang);
}

/**
 * A day as the block prints it, never broken across lines: "Thu, Dec 10" keeps its spaces
 * (no-break spaces), and a Chinese or Japanese "12月18日(金)" its parts (word joiners between
 * numbers and characters, numbers left whole for screen readers), since a phone's narrow line
 * otherwise breaks it between 月 and the day.
 */
export function shownDay(day: string, lang: string, withWeekday = true): string {
  const text = formatDay(day, lang, withWeekday).replace(/ /g, '\u00a0');
  return RANGE_JOINS[lang] ? (text.match(/\d+|\D/gu) ?? []).join('\u2060') : text;
}

import { QUICK_ORDER_MAX_LINES, type QuickOrderCheck, type QuickOrderLineInput, type QuickOrderLineResult } from '@netshop/contract';

// The rows of the quick-order page (issue 29): what the buyer typed, pasted or uploaded, and the
// server's check of each. A row's check is kept until the row changes; a changed row waits for the
// next check. Blank rows are never sent.

export interface Row {
  key: number;
  partNo: string;
  quantity: string;
  /** The buyer's choice among the row's candidates (ambiguous, options missing). */
  skuId?: number;
  result?: QuickOrderLineResult;
}

let nextKey = 1;
export const newRow = (partNo = '', quantity = '1', skuId?: number): Row => ({ key: nextKey++, partNo, quantity, skuId });
export const blankRows = (n: number): Row[] => Array.from({ length: n }, () => newRow());
export const isBlank = (r: Row) => r.partNo.trim() === '';

/** The rows a check or an add sends, with their places in `rows`. */
export function toSend(rows: Row[]): { lines: QuickOrderLineInput[]; places: number[] } {
  const places: number[] = [];
  const lines: QuickOrderLineInput[] = [];
  rows.forEach((r, i) => {
    if (isBlank(r)) return;
    places.push(i);
    lines.push({ partNo: r.partNo.trim(), quantity: r.quantity.trim(), ...(r.skuId ? { skuId: r.skuId } : {}) });
  });
  return { lines, places };
}

/**
 * Puts a check's answers on the rows sent (by the places toSend gave). A row changed while the
 * check ran keeps no answer: it is not what was checked.
 */
export function withResults(rows: Row[], sent: Row[], places: number[], check: QuickOrderCheck): Row[] {
  const byKey = new Map<number, QuickOrderLineResult>();
  places.forEach((p, i) => {
    const r = sent[p];
    const result = check.lines[i];
    if (r && result) byKey.set(r.key, result);
  });
  const unchanged = new Map(sent.map((r) => [r.key, r]));
  return rows.map((r) => {
    const result = byKey.get(r.key);
    const was = unchanged.get(r.key);
    return result && was && was.partNo === r.partNo && was.quantity === r.quantity && was.skuId === r.skuId ? { ...r, result } : r;
  });
}

/** After an add: the rows that went to the cart leave, the rest stay with their new answers. */
export function afterAdd(rows: Row[], sent: Row[], places: number[], check: QuickOrderCheck, added: number[]): Row[] {
  const gone = new Set(added.map((i) => sent[places[i]!]?.key));
  const left = withResults(rows, sent, places, check).filter((r) => !gone.has(r.key));
  return left.length ? left : blankRows(3);
}

/** A row edited by the buyer: its answer no longer holds; a new part number drops the SKU chosen for the old one. */
export function edit(row: Row, change: Partial<Pick<Row, 'partNo' | 'quantity' | 'skuId'>>): Row {
  const skuId = 'skuId' in change ? change.skuId : change.partNo !== undefined && change.partNo !== row.partNo ? undefined : row.skuId;
  return { ...row, ...change, skuId, result: undefined };
}

/** Adds lines (pasted or read from a file) after the rows typed, filling blank rows first. */
export function appendLines(rows: Row[], lines: { partNo: string; quantity: string }[]): Row[] {
  const kept = rows.filter((r) => !isBlank(r));
  return [...kept, ...lines.map((l) => newRow(l.partNo, l.quantity))];
}

export const tooMany = (rows: Row[]) => rows.filter((r) => !isBlank(r)).length > QUICK_ORDER_MAX_LINES;

/** The lines that are ok as checked: what the cart would get, and a requisition list may keep. */
export const okItems = (rows: Row[]) =>
  rows.flatMap((r) => (r.result?.ok && r.result.sku && r.result.quantity ? [{ skuId: r.result.sku.skuId, quantity: r.result.quantity }] : []));

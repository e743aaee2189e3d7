import { incomingBody, stockSetBody, stockTransferBody } from '@netshop/contract';
import { z } from 'zod';

// The stock dialogs' forms hold what is typed (strings); each is checked with the contract's own
// rules for the number it becomes (whole, in range), so the dialog says what the server would.

/** Digits typed into a number field, as the number the server checks. */
const typedNumber = <T extends z.ZodType<number, number>>(rule: T) =>
  z
    .string()
    .trim()
    .min(1, 'required')
    .regex(/^-?\d+$/, 'invalid')
    .transform(Number)
    .pipe(rule);

/** A warehouse chosen in a select ('' until one is). */
const chosen = z.string().regex(/^\d+$/, 'required').transform(Number);

export const setForm = z.object({ warehouseId: chosen, onHand: typedNumber(stockSetBody.shape.onHand), reason: stockSetBody.shape.reason });
export type SetFormValues = { warehouseId: string; onHand: string; reason: string };

export const moveForm = z.object({
  fromWarehouseId: chosen,
  toWarehouseId: chosen,
  quantity: typedNumber(stockTransferBody.shape.quantity),
  note: stockTransferBody.shape.note,
});
export type MoveFormValues = { fromWarehouseId: string; toWarehouseId: string; quantity: string; note: string };

export const incomingForm = z.object({
  warehouseId: chosen,
  quantity: typedNumber(incomingBody.shape.quantity),
  expectedOn: z.string().min(1, 'required').pipe(incomingBody.shape.expectedOn),
  note: incomingBody.shape.note,
});
export type IncomingFormValues = { warehouseId: string; quantity: string; expectedOn: string; note: string };

/** Today in the browser's calendar, and `years` on: the date picker's bounds (the server checks the warehouse's own). */
export function dayBounds(now = new Date(), years = 2): { min: string; max: string } {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  const later = new Date(now);
  later.setFullYear(now.getFullYear() + years);
  return { min: day(now), max: day(later) };
}

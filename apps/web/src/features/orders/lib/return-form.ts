import { RETURN_PHOTOS_MAX, RETURN_REASONS, type ReturnReason, type ReturnRequestBody } from '@netshop/contract';

// The return/refund request form: which lines and how many units, why, a description and up
// to five photos. Checked here with the same limits as the contract's returnRequestBody, so
// the buyer sees every problem before anything is sent.

export const RETURN_DESCRIPTION_MAX = 1000;

export interface ReturnFormValues {
  reason: ReturnReason | '';
  /** skuId → units to return; a line not chosen is absent (or 0). */
  quantities: Record<number, number>;
  description: string;
  photos: string[];
}

export type ReturnFormErrors = Partial<Record<'reason' | 'items' | 'description' | 'photos', 'required' | 'tooLong' | 'invalid'>>;

/** Quantities within what was ordered: `ordered` maps skuId → units on the order. */
export function returnFormErrors(v: ReturnFormValues, ordered: Record<number, number>): ReturnFormErrors {
  const errors: ReturnFormErrors = {};
  if (!v.reason || !RETURN_REASONS.includes(v.reason)) errors.reason = 'required';
  const chosen = Object.entries(v.quantities).filter(([, q]) => q > 0);
  if (chosen.length === 0) errors.items = 'required';
  else if (chosen.some(([sku, q]) => !Number.isInteger(q) || !(Number(sku) in ordered) || q > ordered[Number(sku)])) errors.items = 'invalid';
  const text = v.description.trim();
  if (!text) errors.description = 'required';
  else if (text.length > RETURN_DESCRIPTION_MAX) errors.description = 'tooLong';
  if (v.photos.length > RETURN_PHOTOS_MAX) errors.photos = 'tooLong';
  return errors;
}

/** The request body of a valid form. */
export function toReturnBody(v: ReturnFormValues): ReturnRequestBody {
  return {
    reason: v.reason as ReturnReason,
    description: v.description.trim(),
    items: Object.entries(v.quantities)
      .filter(([, q]) => q > 0)
      .map(([sku, q]) => ({ skuId: Number(sku), quantity: q })),
    photos: v.photos,
  };
}

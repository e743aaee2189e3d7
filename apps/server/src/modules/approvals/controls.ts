import { noPurchaseControls, type PurchaseControls } from '../orders/index.js';

/** The purchase controls the placing transaction asks (ADR 0046): the credit account, then the spending row, then the rules. Being built. */
export function purchaseControls(): PurchaseControls {
  return noPurchaseControls;
}

import type { Money, OrderLine } from '@netshop/contract';

/** A stored order line as the queries answer it: names and prices copied at purchase. */
type StoredLine = Pick<OrderLine, 'lineNo' | 'name' | 'productNo' | 'image' | 'saleAttr' | 'quantity'> & {
  skuId: number | null;
  productId: number | null;
  unitPrice: number;
  lineTotal: number;
};

/** The line a buyer's order page and an invoice show, its amounts in the order's currency (`m`). */
export function toOrderLine(l: StoredLine, m: (amount: number) => Money): OrderLine {
  return {
    lineNo: l.lineNo,
    skuId: l.skuId ?? 0,
    spuId: l.productId ?? 0,
    name: l.name,
    productNo: l.productNo,
    image: l.image,
    saleAttr: l.saleAttr,
    unitPrice: m(l.unitPrice),
    quantity: l.quantity,
    lineTotal: m(l.lineTotal),
  };
}

import type { InquiryType } from '@netshop/contract';

/** What the place the form opens from fills in: the product page its product and chosen SKU. */
export interface InquiryPrefill {
  type?: InquiryType;
  productNo?: string;
  spuId?: number;
  skuId?: number;
  /** The product's name, shown above the form. */
  productName?: string;
  /** A solution page's solution: what the inquiry is about instead of a product number. */
  solution?: { id: number; title: string };
  /** A cart's quote request: the lines to price (shown above the form, sent with it). */
  lines?: { skuId: number; quantity: number; productNo: string; name: string }[];
}

export interface InquirySent {
  inquiryNo: string;
  /** The guest's address the reply goes to; null for a logged-in buyer. */
  guestEmail: string | null;
}

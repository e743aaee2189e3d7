import type { CompanyRole, PlacedOrder, PlaceOrderBody } from '@netshop/contract';
import type { RequestContext } from '../../lib/request-context.js';

// A company's purchase controls as the placing transaction asks them (issue 30, ADR 0046): the
// approvals module (rules, spending limits) and the credit module (payment on account) answer
// through this port, given to the order routes by the app, because they place orders themselves
// (an approved request is placed through placeOrder) and orders may not import them. A personal
// order never asks them.

/** The place-order body as the route parsed it (defaults applied). */
export type PlaceBody = Omit<Extract<PlaceOrderBody, object>, 'fromCart' | 'billingSameAsShipping' | 'remark' | 'paymentTerms'> & {
  fromCart: boolean;
  billingSameAsShipping: boolean;
  remark: string;
  paymentTerms: 'now' | 'account';
};

/**
 * A company quotation's acceptance as an approval request keeps it (issue 30): the buyer's
 * acceptance body, which quotation and version were accepted, and its inquiry number (what
 * approvers read as the quotation's number). Its order is paid now, with no purchase-order
 * number: a quotation's order is an ordinary unpaid order (ADR 0046).
 */
export interface QuotationAcceptance {
  idempotencyKey: string;
  shippingAddressId: number | null;
  quotationId: number;
  version: number;
  inquiryNo: string;
  paymentTerms: 'now';
  poNumber: null;
  /** The order's remark: the inquiry number, as an accepted quotation's order carries it. */
  remark: string;
}

interface PurchaseCheckFacts {
  companyId: number;
  /** The member placing it (the requester, when an approved request is placed). */
  userId: number;
  roles: readonly CompanyRole[];
  requestHash: string;
  /** The order's total in its own currency, and the rate (units per base unit) it was priced at. */
  total: { amount: number; currency: string; minorUnits: number; rate: string };
  lines: { skuId: number; spuId: number; name: string; productNo: string; quantity: number; unitPrice: number; lineTotal: number }[];
  /** The shipping address in one line, as approvers read it. */
  shippingAddress: string;
  /** Set when the last approval places its request: the rules are not asked again, everything else is. */
  approvedRequestId?: number;
  now: Date;
}

/**
 * What the controls are asked about: a company order, priced and checked, before its stock is
 * taken — from checkout (`order`, the place-order body) or from a quotation's acceptance
 * (`quotation`, at the quotation's prices).
 */
export type PurchaseCheck = PurchaseCheckFacts & ({ kind: 'order'; body: PlaceBody } | { kind: 'quotation'; body: QuotationAcceptance });

export interface PurchaseControls {
  /**
   * The company order's first locks, before any stock row (ADR 0046): the credit account's row,
   * then the company's spending row. Two orders of one company are counted one after the other.
   */
  lock(ctx: RequestContext, companyId: number, paymentTerms: 'now' | 'account'): Promise<void>;
  /**
   * After pricing: place it, or the approval request it became (written in this transaction), or a
   * refusal thrown as an AppError (over a limit no rule allows, credit exhausted or on hold, purchase-order number missing or used).
   */
  check(ctx: RequestContext, c: PurchaseCheck): Promise<{ place: true } | { approval: { requestNo: string; levels: number } }>;
  /** After the order is written (its stock taken): an order on account is charged to the credit account and invoiced. */
  afterPlace(ctx: RequestContext, c: PurchaseCheck, order: { orderId: number; orderNo: string }): Promise<void>;
  /** The approval request a buyer's idempotency key created, answered as when it was submitted; null when none. */
  byKey(ctx: RequestContext, userId: number, key: string, hash: string): Promise<PlacedOrder | null>;
  /** The pending request a quotation's acceptance waits in (its number), null when none: the quotation is not accepted again meanwhile. */
  pendingQuotation(ctx: RequestContext, companyId: number, quotationId: number): Promise<string | null>;
}

/** No controls (the default where the app gave none): every company order is placed and paid now. */
export const noPurchaseControls: PurchaseControls = {
  lock: async () => undefined,
  check: async () => ({ place: true }),
  afterPlace: async () => undefined,
  byKey: async () => null,
  pendingQuotation: async () => null,
};

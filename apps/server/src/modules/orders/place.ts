import { createHash } from 'node:crypto';
import { CODES, type LangCode, type OrderAddress, type PlacedOrder } from '@netshop/contract';
import type { Db } from '../../db/client.js';
import { FIELD_MESSAGES, MESSAGES } from '../../i18n/messages.js';
import { companyFor } from '../../lib/company-access.js';
import { AppError } from '../../plugins/envelope.js';
import { buyerId, inTransaction, type RequestContext } from '../../lib/request-context.js';
import { addressBookEntry, lockBuyer } from '../account/index.js';
import { removeFromCart } from '../cart/index.js';
import { quote, type QuotePricing } from '../checkout/index.js';
import { useCoupon } from '../coupons/index.js';
import { countryAndRegionNames } from '../site/index.js';
import { placeOrderFromLines } from './place-from-lines.js';
import { noPurchaseControls, type PlaceBody, type PurchaseCheck, type PurchaseControls } from './purchase-controls.js';
import { orderByIdempotencyKey, unpaidUnitsBySku } from './queries.js';

// Placing an order is one transaction (ADR 0011): the SKU rows are locked and read again,
// stock is decremented with a guard that it never goes below zero, names, prices and addresses are
// copied into the order, and the buyer's idempotency key makes a repeated submit return the
// order the first one created.

/** How orders are placed (the shop's set-up): prices as checkout reads them, the payment countdown, reservation limits. */
export interface PlaceOptions extends QuotePricing {
  paymentTimeoutMinutes: number;
  limits: ReservationLimits;
  /** The moment the order's arrival dates are computed for (the route's clock; tests fix it). */
  now?: Date;
  /** A company's approvals, limits and credit (issue 30, ADR 0046); none: every company order is placed, paid now. */
  controls?: PurchaseControls;
}

/** How much of the stock one buyer may hold in unpaid orders (ADR 0014); larger buyers ask for a quotation. */
export interface ReservationLimits {
  /** Units of one SKU in one order line. */
  lineQuantity: number;
  /** Units of one SKU over all of the buyer's unpaid orders, this one included. */
  perSku: number;
  /** Units over all of the buyer's unpaid orders, this one included. */
  total: number;
}

type Body = PlaceBody;

const field = (lang: LangCode, name: string) => new AppError(CODES.UNPROCESSABLE, 'validationFailed', { [name]: FIELD_MESSAGES[lang].required });
const couponRefused = (lang: LangCode) => new AppError(CODES.CONFLICT, 'couponInvalid', { couponCode: MESSAGES[lang].couponInvalid });

/** The request a key was first used for: the same key with another body is a client bug, not a retry. */
export function requestHash(body: Body): string {
  const { idempotencyKey: _key, ...rest } = body;
  const canonical = JSON.stringify(rest, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
  return createHash('sha256').update(canonical).digest('hex');
}

/** The order this buyer's key created, answered as when it was placed; 422 when the key was first used for another request. */
export async function placedOrderByKey(db: Db, userId: number, key: string, hash: string): Promise<PlacedOrder | null> {
  const o = await orderByIdempotencyKey(db, userId, key);
  // Orders placed before the hash was kept (null) answer as before.
  if (o && o.requestHash !== null && o.requestHash !== hash) throw new AppError(CODES.UNPROCESSABLE, 'idempotencyMismatch');
  return o
    ? {
        orderNo: o.orderNo,
        total: { amount: o.total, currency: o.currency, minorUnits: o.minorUnits },
        payBy: o.status === 'unpaid' ? o.payBy.toISOString() : null,
        purchaseFor: o.companyId === null ? 'personal' : 'company',
        paymentTerms: o.paymentMethod === 'account' ? 'account' : 'now',
        approval: null,
      }
    : null;
}

/**
 * The address-book entry `id` as an order copies it (country and region named in `langId`); null
 * when the reader may not use it: a buyer id reads their own, a request's context also their
 * company's with addresses.read (account's addressBookEntry).
 */
export async function addressSnapshot(db: Db, langId: number, reader: number | RequestContext, id: number): Promise<OrderAddress | null> {
  const a = await addressBookEntry(db, reader, id);
  if (!a) return null;
  const { regionId, ...entry } = a;
  const names = await countryAndRegionNames(db, langId, a.countryId, regionId);
  return { ...entry, country: names!.country, region: names!.region };
}

/** An address in one line (name, street, city, country), as an approver reads where it goes. */
export const oneLine = (a: OrderAddress) => [`${a.firstName} ${a.lastName}`.trim(), [a.line1, a.line2].filter(Boolean).join(' '), a.city, a.region, a.zip, a.country].filter(Boolean).join(', ');

export const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * One buyer may not hold a SKU's whole stock in unpaid orders: the units this order adds to what
 * their unpaid orders already reserve are capped per line, per SKU and in all. The buyer's row is
 * locked first, so two of their orders placed at once are counted one after the other.
 */
async function checkReservation(tx: Db, userId: number, limits: ReservationLimits, items: { skuId: number; quantity: number }[]): Promise<void> {
  const refuse = (max: number) => new AppError(CODES.UNPROCESSABLE, 'quantityLimit', undefined, { max });
  const wanted = new Map<number, number>();
  for (const i of items) {
    if (i.quantity > limits.lineQuantity) throw refuse(limits.lineQuantity);
    wanted.set(i.skuId, (wanted.get(i.skuId) ?? 0) + i.quantity);
  }
  await lockBuyer(tx, userId);
  const held = await unpaidUnitsBySku(tx, userId);
  let total = [...wanted.values()].reduce((a, b) => a + b, 0);
  for (const h of held) {
    total += h.q;
    const add = wanted.get(h.skuId);
    if (add !== undefined && add + h.q > limits.perSku) throw refuse(limits.perSku);
  }
  for (const q of wanted.values()) if (q > limits.perSku) throw refuse(limits.perSku);
  if (total > limits.total) throw refuse(limits.total);
}

/**
 * Places the buyer's order, or for a company order the approval request a rule makes it
 * (options.controls). `approvedRequestId`: the last approval places its request as the requester
 * (the approvals module), checked from scratch except for the rules.
 */
export async function placeOrder(ctx: RequestContext, options: PlaceOptions, body: Body, approvedRequestId?: number): Promise<PlacedOrder> {
  const { db } = ctx;
  const userId = buyerId(ctx);
  const hash = requestHash(body);
  const controls = options.controls ?? noPurchaseControls;
  // One moment for the quote and the reservation, so the stored dates are the ones the quote computed.
  const now = options.now ?? new Date();
  const found = (await placedOrderByKey(db, userId, body.idempotencyKey, hash)) ?? (await controls.byKey(ctx, userId, body.idempotencyKey, hash));
  if (found) return found;
  try {
    return await inTransaction(ctx, async (txCtx) => {
      const tx = txCtx.db;
      // For the company: only a member who may place its orders, while it is active (ADR 0045).
      // Asked here, in the placing transaction, so every caller and every session is refused alike.
      const companyId = companyFor(txCtx, body.purchaseFor, 'orders.place');
      if (body.paymentTerms === 'account') companyFor(txCtx, 'company', 'orders.onAccount');
      // A company order locks its credit account and spending row before any stock row (ADR 0046).
      if (companyId !== null) await controls.lock(txCtx, companyId, body.paymentTerms);
      const q = await quote(txCtx, { ref: options.ref, currencies: options.currencies }, body, { lock: true, now });
      const p = q.preview;
      if (!q.addressFound) throw field(ctx.lang, 'shippingAddressId');
      if (!q.method) throw field(ctx.lang, 'shippingMethodId');
      if (p.problems.length) throw new AppError(CODES.CONFLICT, 'outOfStock');
      if (body.couponCode && !q.coupon) throw couponRefused(ctx.lang);
      if (body.expectedTotal !== undefined && body.expectedTotal !== p.amounts.total.amount) throw new AppError(CODES.CONFLICT, 'priceChanged');
      await checkReservation(tx, userId, options.limits, q.items);

      // A company address the member may read (addresses.read) is theirs to ship to; another company's never.
      const shipping = await addressSnapshot(tx, ctx.langId, ctx, body.shippingAddressId);
      const billing = body.billingSameAsShipping ? shipping : await addressSnapshot(tx, ctx.langId, ctx, body.billingAddressId!);
      if (!shipping) throw field(ctx.lang, 'shippingAddressId');
      if (!billing) throw field(ctx.lang, 'billingAddressId');

      const a = p.amounts;
      const lines = p.lines.map((l) => ({
        skuId: l.skuId,
        spuId: l.spuId,
        name: l.name,
        productNo: l.productNo,
        image: l.image,
        saleAttr: l.saleAttr,
        unitPrice: l.unitPrice.amount,
        quantity: l.quantity,
        lineTotal: l.lineTotal.amount,
      }));
      const check: PurchaseCheck | null =
        companyId === null
          ? null
          : {
              kind: 'order',
              companyId,
              userId,
              roles: txCtx.buyer?.company?.roles ?? [],
              body,
              requestHash: hash,
              total: { amount: a.total.amount, currency: q.currency.code, minorUnits: q.currency.minorUnits, rate: q.currency.rate },
              lines,
              shippingAddress: oneLine(shipping),
              approvedRequestId,
              now,
            };
      if (check) {
        const decided = await controls.check(txCtx, check);
        if ('approval' in decided) {
          // Nothing is reserved or charged while it waits (ADR 0046); its lines leave the cart as an order's would.
          if (body.fromCart) await removeFromCart(txCtx, userId, q.items.map((i) => i.skuId));
          return { orderNo: null, total: a.total, payBy: null, purchaseFor: 'company' as const, paymentTerms: body.paymentTerms, approval: decided.approval };
        }
      }
      const onAccount = companyId !== null && body.paymentTerms === 'account';
      const order = await placeOrderFromLines(txCtx, {
        kind: 'regular',
        userId,
        companyId,
        idempotencyKey: body.idempotencyKey,
        requestHash: hash,
        // On account there is nothing to pay now: it is ready to ship, and invoiced (afterPlace).
        status: onAccount ? 'to_ship' : 'unpaid',
        paymentMethod: onAccount ? 'account' : null,
        currency: { code: q.currency.code, minorUnits: q.currency.minorUnits, rate: q.currency.rate },
        amounts: { subtotal: a.subtotal.amount, shippingFee: a.shippingFee.amount, discount: a.discount.amount, tax: a.tax.amount, taxRateBp: p.tax.rateBp, taxKind: q.taxKind, total: a.total.amount },
        coupon: q.coupon ? { id: q.coupon.id, code: q.coupon.code } : null,
        shippingMethod: { id: q.method.id, name: q.method.name },
        shippingAddress: shipping,
        billingAddress: billing,
        remark: body.remark,
        langId: ctx.langId,
        payWithinMinutes: onAccount ? 0 : options.paymentTimeoutMinutes,
        singleShipment: body.singleShipment ?? false,
        now,
        lines,
        outOfStock: () => new AppError(CODES.CONFLICT, 'outOfStock'),
        notify: true,
        placedMessage: onAccount ? 'orderPlacedOnAccount' : undefined,
      });
      const orderId = order.orderId;

      if (q.coupon && !(await useCoupon(tx, { couponId: q.coupon.id, userId, orderId }))) throw couponRefused(ctx.lang);
      if (body.fromCart) await removeFromCart(txCtx, userId, q.items.map((i) => i.skuId));
      if (check) await controls.afterPlace(txCtx, check, order);
      return {
        orderNo: order.orderNo,
        total: a.total,
        payBy: onAccount ? null : order.payBy.toISOString(),
        purchaseFor: companyId === null ? 'personal' : 'company',
        paymentTerms: onAccount ? 'account' : 'now',
        approval: null,
      };
    });
  } catch (err) {
    // The same key submitted twice at once: the loser of the race returns the winner's order.
    if (isUniqueViolation(err)) {
      const again = (await placedOrderByKey(db, userId, body.idempotencyKey, hash)) ?? (await controls.byKey(ctx, userId, body.idempotencyKey, hash));
      if (again) return again;
    }
    throw err;
  }
}

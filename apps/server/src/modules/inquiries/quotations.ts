import {
  API,
  CODES,
  formatMoney,
  langCodeById,
  lineTotal,
  orderTotals,
  quotationState,
  type PlacedOrder,
  type Quotation,
  type QuotationDefaults,
  type QuotationSku,
  type RequestedLine,
  type acceptQuotationBody,
  type quotationBody,
} from '@netshop/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { FIELD_MESSAGES, MESSAGES } from '../../i18n/messages.js';
import { totalsOrTooLarge } from '../../lib/amounts.js';
import { pricer } from '../../lib/pricing.js';
import { assertMayChange, ownedScope } from '../../lib/company-access.js';
import { buyerId, inTransaction, type RequestContext } from '../../lib/request-context.js';
import { checkLinkToken, linkToken } from '../../lib/signed-link.js';
import { AppError, fillMessage } from '../../plugins/envelope.js';
import { addressBookEntry, buyerDestinationCountryId, defaultShippingAddressId } from '../account/index.js';
import { taxOf, type QuotePricing } from '../checkout/index.js';
import { countryAndRegionNames, countryCodeAndCurrency } from '../site/index.js';
import { notify, notifyAddress } from '../notifications/index.js';
import { takeFromCart } from '../cart/index.js';
import { loadReference, loadSkus, saleAttrOf, skuFacts, type CatalogReference, type SkuRow } from '../catalog/index.js';
import { hashOf, placeQuotedOrder, quotedOrderByKey, quotedShortages, shortageTexts, type QuotedOrderOptions } from './quoted-order.js';
import { noPurchaseControls, type PurchaseControls, type QuotationAcceptance } from '../orders/index.js';
import { cartRequestSkuIds, inquiryBuyer, insertMessage, markMessaged } from './queries.js';
import {
  SELLER_TZ,
  insertQuotation,
  insertQuotationLines,
  lockBuyerQuotation,
  lockBuyerQuotationInquiry,
  lockInquiryForQuotation,
  latestVersion,
  lockQuotationStatuses,
  markAccepted,
  quotationHead,
  quotationInquiry,
  quotationLineRows,
  quotationLines,
  quotationRows,
  requestedLineRows,
  skuIdsByProductNo,
  supersedeActive,
  validityOf,
} from './quotation-queries.js';

// Quotations of an inquiry (issue 15). Sales send versions 1, 2, …: each new one supersedes the
// active one before it, in one transaction under the inquiry's row lock, so two sales people
// sending at once number one after the other (the unique inquiry+version is the last guard). The
// buyer accepts the active version while it is valid: under the quotation's row lock the order is
// placed at its prices and the quotation marked accepted, so two accepts at once make one order
// (the second sees "already accepted", or, with the same idempotency key, gets the same order).
// An expired quotation is an active one past valid_until; nothing sweeps it.

const PDF_SCOPE = 'quotation-pdf';
const PDF_TTL_MS = 60 * 60_000;
export const quotationPdfLink = (secret: string, id: number, langId: number) =>
  `${API.inquiries.quotationPdf.href({ id })}?t=${linkToken(secret, PDF_SCOPE, String(id), PDF_TTL_MS)}&langId=${langId}`;
export const checkQuotationPdfToken = (secret: string, id: number, token: string) => checkLinkToken(secret, PDF_SCOPE, String(id), token);

/** The quotations of an inquiry, the latest version first, their lines named in the context's language. */
export async function quotationsOf(ctx: RequestContext, inquiryId: number, pdfSecret: string): Promise<Quotation[]> {
  const qs = await quotationRows(ctx.db, inquiryId);
  if (!qs.length) return [];
  const lines = await quotationLineRows(
    ctx.db,
    ctx.langId,
    qs.map((q) => q.id),
  );
  const variant = await variantsOf(ctx, lines.map((l) => l.skuId));
  return qs.map((q) => {
    const m = (amount: number) => ({ amount, currency: q.currency, minorUnits: q.minorUnits });
    const validUntil = q.validUntil.toISOString();
    return {
      id: q.id,
      version: q.version,
      state: quotationState({ status: q.status, validUntil }),
      currency: q.currency,
      minorUnits: q.minorUnits,
      lines: lines
        .filter((l) => l.quotationId === q.id)
        .map((l) => ({
          lineNo: l.lineNo,
          skuId: l.skuId,
          spuId: l.spuId,
          productNo: l.productNo ?? '',
          name: l.name ?? '',
          variant: variant(l.skuId),
          quantity: l.quantity,
          unitPrice: m(l.unitPrice),
          lineTotal: m(l.unitPrice * l.quantity),
        })),
      subtotal: q.subtotal,
      shippingFee: q.shippingFee,
      taxRateBp: q.taxRateBp,
      tax: q.tax,
      total: q.total,
      validUntil,
      note: q.note,
      createdAt: q.createdAt.toISOString(),
      orderNo: q.orderNo,
      pdfUrl: quotationPdfLink(pdfSecret, q.id, ctx.langId),
    };
  });
}

/** The lines a cart's quote request asked a price for, named in the context's language. */
export async function requestedLinesOf(ctx: RequestContext, inquiryId: number): Promise<RequestedLine[]> {
  return requestedLineRows(ctx.db, ctx.langId, inquiryId);
}

/** The buyer's currency and the tax of their destination (default shipping address, else their account's country). */
export async function quotationDefaultsOf(db: Db, inquiryId: number, currencies: { currencyId: number; isBase: boolean; code: string; minorUnits: number }[]): Promise<QuotationDefaults> {
  const userId = (await inquiryBuyer(db, inquiryId))?.userId ?? null;
  const countryId = userId === null ? null : await buyerDestinationCountryId(db, userId);
  const country = countryId === null ? undefined : await countryCodeAndCurrency(db, countryId);
  const tax = countryId === null ? undefined : await taxOf(db, countryId);
  const base = currencies.find((c) => c.isBase)?.currencyId ?? currencies[0]?.currencyId ?? 1;
  const currencyId = country?.currencyId && currencies.some((c) => c.currencyId === country.currencyId) ? country.currencyId : base;
  const c = currencies.find((x) => x.currencyId === currencyId);
  return { currencyId, currency: c?.code ?? 'USD', minorUnits: c?.minorUnits ?? 2, taxRateBp: tax?.rateBp ? tax.rateBp : 0, country: country?.code ?? null };
}

/** Each SKU's variant in words, in the context's language ('' for a SKU no longer sold). */
async function variantsOf(ctx: RequestContext, skuIds: number[]): Promise<(skuId: number) => string> {
  const skus = await loadSkus(ctx, skuIds);
  const ref = skus.size ? await loadReference(ctx.db, ctx.langId) : null;
  return (skuId) => {
    const s = skus.get(skuId);
    return s && ref ? saleAttrOf(s, ref) : '';
  };
}

const asQuotationSku = (s: SkuRow, ref: CatalogReference, price: ReturnType<typeof pricer>): QuotationSku => ({
  skuId: s.skuId,
  spuId: s.spuId,
  productNo: s.productNo,
  name: s.name,
  variant: saleAttrOf(s, ref),
  stock: s.stock,
  listPrice: price(s.basePrice),
  tiers: s.tiers.map((t) => ({ minQty: t.minQty, price: price(t.price) })),
});

/**
 * SKUs for the quotation builder, with variant, stock, list and tier prices in the currency: those
 * whose product number contains `q` (an exact match first), or those of `skuIds` (the draft's lines).
 * SKUs of products not on sale are left out: they cannot be quoted.
 */
export async function quotationSkus(ctx: RequestContext, pricing: QuotePricing, by: { q?: string; skuIds?: number[] }, currencyId: number | undefined): Promise<QuotationSku[]> {
  const price = pricer(pricing.currencies, currencyId);
  const ids = by.skuIds ?? (by.q ? await skuIdsByProductNo(ctx.db, ctx.langId, by.q) : []);
  const skus = await loadSkus(ctx, ids);
  return ids.flatMap((id) => {
    const s = skus.get(id);
    return s ? [asQuotationSku(s, pricing.ref, price)] : [];
  });
}

const invalid = (lang: RequestContext['lang'], field: string) => new AppError(CODES.UNPROCESSABLE, 'validationFailed', { [field]: FIELD_MESSAGES[lang].invalid });

/**
 * Sends the next version of the inquiry's quotation: the active one is superseded, the buyer told
 * by message and mail (a guest by mail). Null when there is no such inquiry; 409 once the
 * inquiry is closed or a quotation of it was accepted.
 */
export async function createQuotation(ctx: RequestContext, pricing: QuotePricing, inquiryId: number, body: z.output<typeof quotationBody>): Promise<{ version: number } | null> {
  const currency = pricing.currencies.find((c) => c.currencyId === body.currencyId);
  if (!currency) throw invalid(ctx.lang, 'currencyId');
  return inTransaction(ctx, async (tx) => {
    const i = await lockInquiryForQuotation(tx.db, inquiryId);
    if (!i) return null;
    // The versions locked too: an accept running now holds its row until it commits, and is seen here after it.
    const versions = await lockQuotationStatuses(tx.db, inquiryId);
    if (i.status === 'closed' || versions.some((v) => v.status === 'accepted')) throw new AppError(CODES.CONFLICT, 'quotationClosed');
    // The validity date: not before today, not further than the bound, both in Shenzhen.
    const v = await validityOf(tx.db, body.validUntil).catch(() => ({ until: null, ok: false }));
    if (!v?.ok || v.until === null) throw invalid(ctx.lang, 'validUntil');
    const ids = body.lines.map((l) => l.skuId);
    const known = await skuFacts(tx.db, ids);
    if (known.length !== new Set(ids).size) throw invalid(ctx.lang, 'lines');

    const { taxRateBp } = await quotationDefaultsOf(tx.db, inquiryId, pricing.currencies);
    const a = totalsOrTooLarge(ctx.lang, () => orderTotals({ lineTotals: body.lines.map((l, n) => lineTotal(l.unitPrice, l.quantity, n)), shippingFee: body.shippingFee, discount: 0, taxRateBp }), (n) =>
      known.find((k) => k.id === body.lines[n]!.skuId)!.productNo,
    );
    await supersedeActive(tx.db, inquiryId);
    const q = await insertQuotation(tx.db, inquiryId, {
      currency: currency.code,
      minorUnits: currency.minorUnits,
      subtotal: a.subtotal,
      shippingFee: a.shippingFee,
      taxRateBp,
      tax: a.tax,
      total: a.total,
      validUntil: v.until,
      note: body.note,
      createdBy: ctx.staff?.staffId || null,
    });
    await insertQuotationLines(tx.db, q.id, body.lines);
    await markMessaged(tx.db, inquiryId, 'pending_feedback');

    // Amounts and the date as the buyer reads them: in the language they wrote the inquiry in.
    const lang = langCodeById(i.langId) ?? tx.lang;
    const day = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: SELLER_TZ }).format(v.until);
    const params = { inquiryNo: i.inquiryNo, version: String(q.version), total: formatMoney(a.total, currency.code, currency.minorUnits, lang), validUntil: day };
    if (i.userId !== null) await notify(tx, i.userId, 'quotationSent', params, { type: 'account', subjectSuffix: i.inquiryNo });
    else await notifyAddress(tx, i.email, lang, 'quotationSentGuest', params, { subjectSuffix: i.inquiryNo });
    return { version: q.version };
  });
}

/**
 * Quotation `id` with its inquiry, locked, when the buyer may act on it: their own inquiry's, or
 * their company's while they may manage its quotations (a colleague replies to and accepts what a
 * colleague asked for; refused, 403, while the company is suspended or closed, on every path
 * since every buyer's action on a quotation comes through here). Null when they may not read it.
 */
async function lockMine(ctx: RequestContext, id: number) {
  const scope = ownedScope(ctx, 'i', 'quotations.read');
  // The inquiry first, then the quotation: the order a new version takes them in, so the two never deadlock.
  const owners = await lockBuyerQuotationInquiry(ctx.db, scope, id);
  if (!owners) return null;
  assertMayChange(ctx, owners, 'quotations.manage');
  const q = await lockBuyerQuotation(ctx.db, scope, id);
  return q ? { ...q, askedBy: owners.userId, companyId: owners.companyId, inquiryStatus: owners.inquiryStatus } : null;
}

/**
 * Accepts the buyer's quotation: an unpaid order at its prices. Null when it is not theirs; 409
 * when it was superseded, has expired or was accepted already (a retry with the same key gets the
 * order it created instead). A company's quotation becomes the company's order (its company_id
 * from the inquiry), placed by whoever accepts it — or, when the company's rules ask for it, an
 * approval request (issue 30, ADR 0046): the quotation stays active, and while the request waits
 * nobody accepts it again nor asks for a revision of it (409 naming the request).
 */
export async function acceptQuotation(ctx: RequestContext, options: QuotedOrderOptions, id: number, body: z.output<typeof acceptQuotationBody>): Promise<PlacedOrder | null> {
  const userId = buyerId(ctx);
  const controls = options.controls ?? noPurchaseControls;
  return inTransaction(ctx, async (tx) => {
    const q = await lockMine(tx, id);
    if (!q) return null;
    // A retried click: the order this key placed, or the approval request it became, answered as
    // the first time (a key used for another order or quotation: 422). Asked under the
    // quotation's lock, so two acceptances at once are answered one after the other.
    const again = (await quotedOrderByKey(tx, { userId, idempotencyKey: body.idempotencyKey, quotationId: id })) ?? (await controls.byKey(tx, userId, body.idempotencyKey, hashOf(id)));
    if (again) return again;
    const state = quotationState({ status: q.status, validUntil: q.validUntil });
    if (state === 'accepted') throw new AppError(CODES.CONFLICT, 'quotationAlreadyAccepted');
    if (state === 'superseded') throw new AppError(CODES.CONFLICT, 'quotationSuperseded');
    if (state === 'expired') throw new AppError(CODES.CONFLICT, 'quotationExpired');
    await refuseWhileAwaiting(tx, controls, q);
    return placeAccepted(tx, options, q, { userId, idempotencyKey: body.idempotencyKey, shippingAddressId: body.shippingAddressId ?? null });
  });
}

/** 409 naming the request while a colleague's acceptance of this quotation waits for approval. */
async function refuseWhileAwaiting(ctx: RequestContext, controls: PurchaseControls, q: { id: number; companyId: number | null }): Promise<void> {
  if (q.companyId === null) return;
  const requestNo = await controls.pendingQuotation(ctx, q.companyId, q.id);
  if (requestNo) throw new AppError(CODES.CONFLICT, 'quotationAwaitingApproval', undefined, { requestNo });
}

type LockedQuotation = NonNullable<Awaited<ReturnType<typeof lockMine>>>;

/**
 * The accepted quotation placed at its prices (or, for a company, the request its rules make of
 * it): then, once it is an order, marked accepted and its units taken out of the asker's cart.
 */
async function placeAccepted(
  tx: RequestContext,
  options: QuotedOrderOptions,
  q: LockedQuotation,
  a: { userId: number; idempotencyKey: string; shippingAddressId: number | null; approvedRequestId?: number },
): Promise<PlacedOrder> {
  const h = await quotationHead(tx.db, q.id);
  const lines = await quotationLines(tx.db, q.id);
  const placed = await placeQuotedOrder(tx, options, {
    userId: a.userId,
    companyId: q.companyId,
    idempotencyKey: a.idempotencyKey,
    quotationId: q.id,
    version: h.version,
    inquiryNo: h.inquiryNo,
    approvedRequestId: a.approvedRequestId,
    shippingAddressId: a.shippingAddressId,
    currency: h.currency,
    minorUnits: h.minorUnits,
    lines,
    subtotal: h.subtotal,
    shippingFee: h.shippingFee,
    taxRateBp: h.taxRateBp,
    tax: h.tax,
    total: h.total,
    remark: h.inquiryNo,
  });
  const { orderId, ...answer } = placed;
  // Waiting for approval: the quotation stays active, the cart as it is.
  if (orderId === null) return answer;
  // A quotation asked from the cart takes its units out of the cart, as an order placed from the
  // cart does: the quoted quantity of each SKU the request named (sales may add others), no more.
  // A colleague accepting has another cart: only the asker's own cart gives the units back.
  const fromCart = new Set(q.askedBy === a.userId ? await cartRequestSkuIds(tx.db, q.inquiryId) : []);
  await takeFromCart(tx, a.userId, lines.map((l) => ({ skuId: l.skuId, quantity: l.quantity })).filter((l) => fromCart.has(l.skuId)));
  await markAccepted(tx.db, q.id, orderId);
  await markMessaged(tx.db, q.inquiryId, 'processing');
  return answer;
}

/**
 * The last approval of a company's quotation request places it (called by the approvals module
 * through the app, `ctx` the requester's, in the decision's transaction): the quotation must still
 * be the version accepted, valid and its inquiry open, and stock must cover it again; anything
 * else is refused with the reason the request goes back with. Limits are not asked again (the
 * pending request was counted); credit and stock are.
 */
export async function placeApprovedQuotation(ctx: RequestContext, options: QuotedOrderOptions, body: QuotationAcceptance, approvedRequestId: number): Promise<PlacedOrder> {
  return inTransaction(ctx, async (tx) => {
    const q = await lockMine(tx, body.quotationId);
    if (!q) throw new AppError(CODES.CONFLICT, 'approvalQuotationWithdrawn');
    const { version } = await quotationHead(tx.db, q.id);
    const state = quotationState({ status: q.status, validUntil: q.validUntil });
    if (state === 'accepted') throw new AppError(CODES.CONFLICT, 'quotationAlreadyAccepted');
    if (state === 'superseded' || version !== body.version) {
      throw new AppError(CODES.CONFLICT, 'approvalQuotationSuperseded', undefined, { version: String(await latestVersion(tx.db, q.inquiryId)) });
    }
    if (state === 'expired') throw new AppError(CODES.CONFLICT, 'approvalQuotationExpired');
    if (q.inquiryStatus === 'closed') throw new AppError(CODES.CONFLICT, 'approvalQuotationWithdrawn');
    try {
      return await placeAccepted(tx, options, q, { userId: buyerId(tx), idempotencyKey: body.idempotencyKey, shippingAddressId: body.shippingAddressId, approvedRequestId });
    } catch (e) {
      // The reason is stored and read later in each reader's language: the short lines by product number only.
      if (e instanceof AppError && e.key === 'quotationOutOfStock') throw new AppError(CODES.CONFLICT, 'approvalQuotationOutOfStock', undefined, { productNos: String(e.params?.productNos ?? '') });
      throw e;
    }
  });
}

/**
 * The buyer asks for a revision: their words as a reply in the thread, and the inquiry waits for
 * sales' reply again, as after any buyer's reply (the console's queue opens on that tab; as
 * "processing" the request sat where sales do not look first). Null when it is not theirs; 409
 * once accepted.
 */
export async function askRevision(ctx: RequestContext, id: number, text: string, controls: PurchaseControls = noPurchaseControls): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const q = await lockMine(tx, id);
    if (!q) return false;
    if (q.status === 'accepted') throw new AppError(CODES.CONFLICT, 'quotationAlreadyAccepted');
    // A colleague's acceptance waits for approval: no revision under it (the requester withdraws it first).
    await refuseWhileAwaiting(tx, controls, q);
    await insertMessage(tx.db, q.inquiryId, { author: 'buyer', body: text });
    await markMessaged(tx.db, q.inquiryId, 'pending_reply');
    return true;
  });
}

/**
 * The buyer's one click when stock no longer covers the quotation: a reply in the thread naming
 * each short line and what is in stock now (in the buyer's language, as they would write it), and
 * the inquiry back in sales' queue (waiting for their reply), where the console lists it first by
 * age. Null when it is not theirs; 409 once accepted, or when stock covers every line again.
 */
export async function askStockRevision(ctx: RequestContext, id: number, controls: PurchaseControls = noPurchaseControls): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const q = await lockMine(tx, id);
    if (!q) return false;
    if (q.status === 'accepted') throw new AppError(CODES.CONFLICT, 'quotationAlreadyAccepted');
    await refuseWhileAwaiting(tx, controls, q);
    const { version } = await quotationHead(tx.db, id);
    const items = (await quotationLines(tx.db, id)).map((l) => ({ skuId: l.skuId, quantity: l.quantity }));
    const short = quotedShortages(items, await loadSkus(tx, items.map((l) => l.skuId)));
    if (!short.length) throw new AppError(CODES.CONFLICT, 'conflict');
    const list = new Intl.ListFormat(tx.lang, { type: 'unit', style: 'short' }).format(shortageTexts(tx.lang, short));
    const text = fillMessage(MESSAGES[tx.lang].quotationStockRevisionText, { version: String(version), lines: list });
    await insertMessage(tx.db, q.inquiryId, { author: 'buyer', body: text });
    await markMessaged(tx.db, q.inquiryId, 'pending_reply');
    return true;
  });
}

/** A quotation as its PDF prints it, with the inquiry's buyer; null when unknown (or not `ownerId`'s, when given). */
export async function quotationForPdf(ctx: RequestContext, id: number, ownerId?: number) {
  const r = await quotationInquiry(ctx.db, id, ownerId);
  if (!r) return null;
  const all = await quotationsOf(ctx, r.inquiryId, 'unused');
  const q = all.find((x) => x.id === id);
  return q ? { quotation: q, inquiry: r, shipTo: r.userId === null ? null : await buyerShipTo(ctx, r.userId) } : null;
}

/**
 * The buyer's shipping address (the one an accepted quotation ships to by default, whose tax it
 * quotes) in one line, as the country writes it: 上海市浦东新区世纪大道 200 号 200120 in Chinese and
 * Japanese, "200 Century Ave, 200120 Shanghai, Pudong, China" otherwise.
 */
async function buyerShipTo(ctx: RequestContext, userId: number): Promise<string | null> {
  const addressId = await defaultShippingAddressId(ctx.db, userId);
  const a = addressId === null ? undefined : await addressBookEntry(ctx.db, userId, addressId);
  if (!a) return null;
  const names = await countryAndRegionNames(ctx.db, ctx.langId, a.countryId, a.regionId);
  const person = `${a.firstName} ${a.lastName}`.trim();
  const cjk = ctx.lang === 'zh-CN' || ctx.lang === 'ja';
  const place = cjk
    ? `${names?.country ?? ''}${names?.region ?? ''}${a.city}${a.line1}${a.line2} ${a.zip}`.trim()
    : [a.line1, a.line2, `${a.zip} ${a.city}`.trim(), names?.region, names?.country].filter(Boolean).join(', ');
  return [person, place, a.phone].filter(Boolean).join(' · ');
}

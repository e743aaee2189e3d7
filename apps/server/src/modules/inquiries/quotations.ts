import {
  API,
  CODES,
  formatMoney,
  langCodeById,
  lineTotal,
  orderTotals,
  QUOTATION_MAX_VALID_DAYS,
  quotationState,
  type PlacedOrder,
  type Quotation,
  type QuotationDefaults,
  type QuotationSku,
  type RequestedLine,
  type acceptQuotationBody,
  type quotationBody,
} from '@netshop/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { rows, type Db } from '../../db/client.js';
import { FIELD_MESSAGES, MESSAGES } from '../../i18n/messages.js';
import { totalsOrTooLarge } from '../../lib/amounts.js';
import { pricer } from '../../lib/pricing.js';
import { productText } from '../../lib/product-card.js';
import { buyerId, inTransaction, type RequestContext } from '../../lib/request-context.js';
import { checkLinkToken, linkToken } from '../../lib/signed-link.js';
import { AppError, fillMessage } from '../../plugins/envelope.js';
import type { QuotePricing } from '../checkout/index.js';
import { notify, notifyAddress } from '../notifications/notify.js';
import { takeFromCart } from '../cart/index.js';
import { loadSkus } from '../catalog/index.js';
import { placeQuotedOrder, quotedOrderByKey, quotedShortages, shortageTexts, type QuotedOrderOptions } from '../orders/index.js';

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

/** Quotations are dated in the seller's calendar: valid to the end of the day in Shenzhen. */
const SELLER_TZ = 'Asia/Shanghai';

interface QuotationRow {
  id: number;
  version: number;
  status: 'active' | 'superseded' | 'accepted';
  currency: string;
  minorUnits: number;
  subtotal: number;
  shippingFee: number;
  taxRateBp: number;
  tax: number;
  total: number;
  validUntil: Date | string;
  note: string;
  createdAt: Date | string;
  orderNo: string | null;
}

const QUOTATION_COLUMNS = sql`q.id, q.version, q.status, q.currency, q.minor_units AS "minorUnits", q.subtotal, q.shipping_fee AS "shippingFee",
  q.tax_rate_bp AS "taxRateBp", q.tax, q.total, q.valid_until AS "validUntil", q.note, q.created_at AS "createdAt", o.order_no AS "orderNo"`;

/** The quotations of an inquiry, the latest version first, their lines named in the context's language. */
export async function quotationsOf(ctx: RequestContext, inquiryId: number, pdfSecret: string): Promise<Quotation[]> {
  const qs = await rows<QuotationRow>(
    ctx.db,
    sql`SELECT ${QUOTATION_COLUMNS} FROM quotation q LEFT JOIN shop_order o ON o.id = q.order_id WHERE q.inquiry_id = ${inquiryId} ORDER BY q.version DESC`,
  );
  if (!qs.length) return [];
  const text = productText(ctx.langId);
  const lines = await rows<{ quotationId: number; lineNo: number; skuId: number; spuId: number | null; productNo: string | null; name: string | null; quantity: number; unitPrice: number }>(
    ctx.db,
    sql`SELECT l.quotation_id AS "quotationId", l.line_no AS "lineNo", l.sku_id AS "skuId", s.product_id AS "spuId", s.product_no AS "productNo",
               CASE WHEN p.id IS NULL THEN NULL ELSE coalesce(${text.pick('name')}, p.model) END AS name, l.quantity, l.unit_price AS "unitPrice"
          FROM quotation_line l LEFT JOIN sku s ON s.id = l.sku_id LEFT JOIN product p ON p.id = s.product_id ${text.joins}
         WHERE l.quotation_id IN (${sql.join(qs.map((q) => sql`${q.id}`), sql`, `)})
         ORDER BY l.quotation_id, l.line_no`,
  );
  return qs.map((q) => {
    const m = (amount: number) => ({ amount, currency: q.currency, minorUnits: Number(q.minorUnits) });
    const validUntil = new Date(q.validUntil).toISOString();
    return {
      id: Number(q.id),
      version: Number(q.version),
      state: quotationState({ status: q.status, validUntil }),
      currency: q.currency,
      minorUnits: Number(q.minorUnits),
      lines: lines
        .filter((l) => Number(l.quotationId) === Number(q.id))
        .map((l) => ({
          lineNo: Number(l.lineNo),
          skuId: Number(l.skuId),
          spuId: l.spuId === null ? null : Number(l.spuId),
          productNo: l.productNo ?? '',
          name: l.name ?? '',
          quantity: Number(l.quantity),
          unitPrice: m(Number(l.unitPrice)),
          lineTotal: m(Number(l.unitPrice) * Number(l.quantity)),
        })),
      subtotal: Number(q.subtotal),
      shippingFee: Number(q.shippingFee),
      taxRateBp: Number(q.taxRateBp),
      tax: Number(q.tax),
      total: Number(q.total),
      validUntil,
      note: q.note,
      createdAt: new Date(q.createdAt).toISOString(),
      orderNo: q.orderNo,
      pdfUrl: quotationPdfLink(pdfSecret, Number(q.id), ctx.langId),
    };
  });
}

/** The lines a cart's quote request asked a price for, named in the context's language. */
export async function requestedLinesOf(ctx: RequestContext, inquiryId: number): Promise<RequestedLine[]> {
  const text = productText(ctx.langId);
  const r = await rows<RequestedLine>(
    ctx.db,
    sql`SELECT (x.value->>'skuId')::int AS "skuId", s.product_id AS "spuId", coalesce(s.product_no, '') AS "productNo",
               coalesce(CASE WHEN p.id IS NULL THEN NULL ELSE coalesce(${text.pick('name')}, p.model) END, '') AS name, (x.value->>'quantity')::int AS quantity
          FROM inquiry i CROSS JOIN LATERAL jsonb_array_elements(i.lines) WITH ORDINALITY AS x(value, n)
          LEFT JOIN sku s ON s.id = (x.value->>'skuId')::int LEFT JOIN product p ON p.id = s.product_id ${text.joins}
         WHERE i.id = ${inquiryId} ORDER BY x.n`,
  );
  return r.map((l) => ({ ...l, skuId: Number(l.skuId), spuId: l.spuId === null ? null : Number(l.spuId), quantity: Number(l.quantity) }));
}

/** The buyer's currency and the tax of their destination (default shipping address, else their account's country). */
export async function quotationDefaultsOf(db: Db, inquiryId: number, currencies: { currencyId: number; isBase: boolean; code: string; minorUnits: number }[]): Promise<QuotationDefaults> {
  const [r] = await rows<{ country: string | null; currencyId: number | null; rateBp: number | null }>(
    db,
    sql`SELECT c.code AS country, c.currency_id AS "currencyId", t.rate_bp AS "rateBp"
          FROM inquiry i
          LEFT JOIN LATERAL (SELECT coalesce(
                   (SELECT a.country_id FROM address a WHERE a.user_id = i.user_id ORDER BY (a.type = 'shipping') DESC, a.is_default DESC, a.id LIMIT 1),
                   (SELECT u.country_id FROM app_user u WHERE u.id = i.user_id)) AS country_id) d ON true
          LEFT JOIN country c ON c.id = d.country_id
          LEFT JOIN tax_rate t ON t.country_id = c.id
         WHERE i.id = ${inquiryId}`,
  );
  const base = currencies.find((c) => c.isBase)?.currencyId ?? currencies[0]?.currencyId ?? 1;
  const currencyId = r?.currencyId && currencies.some((c) => c.currencyId === Number(r.currencyId)) ? Number(r.currencyId) : base;
  const c = currencies.find((x) => x.currencyId === currencyId);
  return { currencyId, currency: c?.code ?? 'USD', minorUnits: c?.minorUnits ?? 2, taxRateBp: r?.rateBp ? Number(r.rateBp) : 0, country: r?.country ?? null };
}

/** SKUs whose product number contains `q`, with the list price in the currency. */
export async function searchSkus(ctx: RequestContext, pricing: QuotePricing, q: string, currencyId: number | undefined): Promise<QuotationSku[]> {
  const text = productText(ctx.langId);
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const price = pricer(pricing.currencies, currencyId);
  const r = await rows<{ skuId: number; spuId: number; productNo: string; name: string; stock: number; price: number }>(
    ctx.db,
    sql`SELECT s.id AS "skuId", s.product_id AS "spuId", s.product_no AS "productNo", coalesce(${text.pick('name')}, p.model) AS name, s.stock, s.price
          FROM sku s JOIN product p ON p.id = s.product_id ${text.joins}
         WHERE s.product_no ILIKE ${like} ORDER BY (s.product_no ILIKE ${q}) DESC, s.product_no LIMIT 20`,
  );
  return r.map((s) => ({ skuId: Number(s.skuId), spuId: Number(s.spuId), productNo: s.productNo, name: s.name, stock: Number(s.stock), listPrice: price(Number(s.price)) }));
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
    const [i] = await rows<{ id: number; inquiryNo: string; userId: number | null; email: string; langId: number; status: string }>(
      tx.db,
      sql`SELECT id, inquiry_no AS "inquiryNo", user_id AS "userId", email, lang_id AS "langId", status FROM inquiry WHERE id = ${inquiryId} FOR UPDATE`,
    );
    if (!i) return null;
    // The versions locked too: an accept running now holds its row until it commits, and is seen here after it.
    const versions = await rows<{ status: string }>(tx.db, sql`SELECT status FROM quotation WHERE inquiry_id = ${inquiryId} ORDER BY id FOR UPDATE`);
    if (i.status === 'closed' || versions.some((v) => v.status === 'accepted')) throw new AppError(CODES.CONFLICT, 'quotationClosed');
    // The validity date: not before today, not further than the bound, both in Shenzhen.
    const [v] = await rows<{ until: Date | string | null; ok: boolean }>(
      tx.db,
      sql`SELECT ((${body.validUntil}::date + 1)::timestamp - interval '1 millisecond') AT TIME ZONE ${SELLER_TZ}::text AS until,
                 ${body.validUntil}::date BETWEEN (now() AT TIME ZONE ${SELLER_TZ}::text)::date AND (now() AT TIME ZONE ${SELLER_TZ}::text)::date + ${QUOTATION_MAX_VALID_DAYS}::int AS ok`,
    ).catch(() => [{ until: null, ok: false }]);
    if (!v?.ok || v.until === null) throw invalid(ctx.lang, 'validUntil');
    const ids = body.lines.map((l) => l.skuId);
    const known = await rows<{ id: number; productNo: string }>(tx.db, sql`SELECT id, product_no AS "productNo" FROM sku WHERE id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
    if (known.length !== new Set(ids).size) throw invalid(ctx.lang, 'lines');

    const { taxRateBp } = await quotationDefaultsOf(tx.db, inquiryId, pricing.currencies);
    const a = totalsOrTooLarge(ctx.lang, () => orderTotals({ lineTotals: body.lines.map((l, n) => lineTotal(l.unitPrice, l.quantity, n)), shippingFee: body.shippingFee, discount: 0, taxRateBp }), (n) =>
      known.find((k) => Number(k.id) === body.lines[n]!.skuId)!.productNo,
    );
    await tx.db.execute(sql`UPDATE quotation SET status = 'superseded' WHERE inquiry_id = ${inquiryId} AND status = 'active'`);
    const [q] = await rows<{ id: number; version: number }>(
      tx.db,
      sql`INSERT INTO quotation (inquiry_id, version, currency, minor_units, subtotal, shipping_fee, tax_rate_bp, tax, total, valid_until, note, created_by)
          SELECT ${inquiryId}, coalesce(max(version), 0) + 1, ${currency.code}, ${currency.minorUnits}, ${a.subtotal}, ${a.shippingFee}, ${taxRateBp}, ${a.tax}, ${a.total},
                 ${new Date(v.until).toISOString()}::timestamptz, ${body.note}, ${ctx.staff?.staffId || null}
            FROM quotation WHERE inquiry_id = ${inquiryId}
          RETURNING id, version`,
    );
    const values = body.lines.map((l, n) => sql`(${q!.id}, ${n + 1}, ${l.skuId}, ${l.quantity}, ${l.unitPrice})`);
    await tx.db.execute(sql`INSERT INTO quotation_line (quotation_id, line_no, sku_id, quantity, unit_price) VALUES ${sql.join(values, sql`, `)}`);
    await tx.db.execute(sql`UPDATE inquiry SET status = 'pending_feedback', last_message_at = now() WHERE id = ${inquiryId}`);

    // Amounts and the date as the buyer reads them: in the language they wrote the inquiry in.
    const lang = langCodeById(Number(i.langId)) ?? tx.lang;
    const day = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: SELLER_TZ }).format(new Date(v.until));
    const params = { inquiryNo: i.inquiryNo, version: String(q!.version), total: formatMoney(a.total, currency.code, currency.minorUnits, lang), validUntil: day };
    if (i.userId !== null) await notify(tx, Number(i.userId), 'quotationSent', params, { type: 'account', subjectSuffix: i.inquiryNo });
    else await notifyAddress(tx, i.email, lang, 'quotationSentGuest', params, { subjectSuffix: i.inquiryNo });
    return { version: Number(q!.version) };
  });
}

/** The buyer's quotation `id` with its inquiry, locked; null when it is not theirs. */
async function lockMine(db: Db, userId: number, id: number) {
  // The inquiry first, then the quotation: the order a new version takes them in, so the two never deadlock.
  const [mine] = await rows(db, sql`SELECT i.id FROM inquiry i JOIN quotation q ON q.inquiry_id = i.id WHERE q.id = ${id} AND i.user_id = ${userId} FOR UPDATE OF i`);
  if (!mine) return null;
  const [q] = await rows<{ id: number; inquiryId: number; status: 'active' | 'superseded' | 'accepted'; validUntil: Date | string; orderId: number | null }>(
    db,
    sql`SELECT q.id, q.inquiry_id AS "inquiryId", q.status, q.valid_until AS "validUntil", q.order_id AS "orderId"
          FROM quotation q JOIN inquiry i ON i.id = q.inquiry_id
         WHERE q.id = ${id} AND i.user_id = ${userId}
           FOR UPDATE OF q`,
  );
  return q ?? null;
}

/**
 * Accepts the buyer's quotation: an unpaid order at its prices. Null when it is not theirs; 409
 * when it was superseded, has expired or was accepted already (a retry with the same key gets the
 * order it created instead).
 */
export async function acceptQuotation(ctx: RequestContext, options: QuotedOrderOptions, id: number, body: z.output<typeof acceptQuotationBody>): Promise<PlacedOrder | null> {
  const userId = buyerId(ctx);
  return inTransaction(ctx, async (tx) => {
    const q = await lockMine(tx.db, userId, id);
    if (!q) return null;
    const state = quotationState({ status: q.status, validUntil: q.validUntil });
    if (state === 'accepted') {
      const again = await quotedOrderByKey(tx, { userId, idempotencyKey: body.idempotencyKey, quotationId: id });
      if (again) return again;
      throw new AppError(CODES.CONFLICT, 'quotationAlreadyAccepted');
    }
    if (state === 'superseded') throw new AppError(CODES.CONFLICT, 'quotationSuperseded');
    if (state === 'expired') throw new AppError(CODES.CONFLICT, 'quotationExpired');
    // A key already used for another order is a client bug (422), as placeOrder answers it.
    await quotedOrderByKey(tx, { userId, idempotencyKey: body.idempotencyKey, quotationId: id });
    const [head] = await rows<{ currency: string; minorUnits: number; subtotal: number; shippingFee: number; taxRateBp: number; tax: number; total: number; inquiryNo: string }>(
      tx.db,
      sql`SELECT q.currency, q.minor_units AS "minorUnits", q.subtotal, q.shipping_fee AS "shippingFee", q.tax_rate_bp AS "taxRateBp", q.tax, q.total, i.inquiry_no AS "inquiryNo"
            FROM quotation q JOIN inquiry i ON i.id = q.inquiry_id WHERE q.id = ${id}`,
    );
    const lines = await rows<{ skuId: number; quantity: number; unitPrice: number }>(
      tx.db,
      sql`SELECT sku_id AS "skuId", quantity, unit_price AS "unitPrice" FROM quotation_line WHERE quotation_id = ${id} ORDER BY line_no`,
    );
    const h = head!;
    const placed = await placeQuotedOrder(tx, options, {
      userId,
      idempotencyKey: body.idempotencyKey,
      quotationId: id,
      shippingAddressId: body.shippingAddressId ?? null,
      currency: h.currency,
      minorUnits: Number(h.minorUnits),
      lines: lines.map((l) => ({ skuId: Number(l.skuId), quantity: Number(l.quantity), unitPrice: Number(l.unitPrice) })),
      subtotal: Number(h.subtotal),
      shippingFee: Number(h.shippingFee),
      taxRateBp: Number(h.taxRateBp),
      tax: Number(h.tax),
      total: Number(h.total),
      remark: h.inquiryNo,
    });
    // A quotation asked from the cart takes its units out of the cart, as an order placed from the
    // cart does: the quoted quantity of each SKU the request named (sales may add others), no more.
    const [asked] = await rows<{ skuIds: number[] | null }>(
      tx.db,
      sql`SELECT array_agg((x->>'skuId')::int) AS "skuIds" FROM inquiry i CROSS JOIN LATERAL jsonb_array_elements(i.lines) x WHERE i.id = ${q.inquiryId} AND i.source = 'cart'`,
    );
    const fromCart = new Set((asked?.skuIds ?? []).map(Number));
    await takeFromCart(tx, userId, lines.map((l) => ({ skuId: Number(l.skuId), quantity: Number(l.quantity) })).filter((l) => fromCart.has(l.skuId)));
    await tx.db.execute(sql`UPDATE quotation SET status = 'accepted', order_id = ${placed.orderId} WHERE id = ${id}`);
    await tx.db.execute(sql`UPDATE inquiry SET status = 'processing', last_message_at = now() WHERE id = ${q.inquiryId}`);
    const { orderId: _orderId, ...order } = placed;
    return order;
  });
}

/**
 * The buyer asks for a revision: their words as a reply in the thread, and the inquiry waits for
 * sales' reply again, as after any buyer's reply (the console's queue opens on that tab; as
 * "processing" the request sat where sales do not look first). Null when it is not theirs; 409
 * once accepted.
 */
export async function askRevision(ctx: RequestContext, id: number, text: string): Promise<boolean> {
  const userId = buyerId(ctx);
  return inTransaction(ctx, async (tx) => {
    const q = await lockMine(tx.db, userId, id);
    if (!q) return false;
    if (q.status === 'accepted') throw new AppError(CODES.CONFLICT, 'quotationAlreadyAccepted');
    await tx.db.execute(sql`INSERT INTO inquiry_message (inquiry_id, author, body) VALUES (${q.inquiryId}, 'buyer', ${text})`);
    await tx.db.execute(sql`UPDATE inquiry SET status = 'pending_reply', last_message_at = now() WHERE id = ${q.inquiryId}`);
    return true;
  });
}

/**
 * The buyer's one click when stock no longer covers the quotation: a reply in the thread naming
 * each short line and what is in stock now (in the buyer's language, as they would write it), and
 * the inquiry back in sales' queue (waiting for their reply), where the console lists it first by
 * age. Null when it is not theirs; 409 once accepted, or when stock covers every line again.
 */
export async function askStockRevision(ctx: RequestContext, id: number): Promise<boolean> {
  const userId = buyerId(ctx);
  return inTransaction(ctx, async (tx) => {
    const q = await lockMine(tx.db, userId, id);
    if (!q) return false;
    if (q.status === 'accepted') throw new AppError(CODES.CONFLICT, 'quotationAlreadyAccepted');
    const [v] = await rows<{ version: number }>(tx.db, sql`SELECT version FROM quotation WHERE id = ${id}`);
    const lines = await rows<{ skuId: number; quantity: number }>(tx.db, sql`SELECT sku_id AS "skuId", quantity FROM quotation_line WHERE quotation_id = ${id} ORDER BY line_no`);
    const items = lines.map((l) => ({ skuId: Number(l.skuId), quantity: Number(l.quantity) }));
    const short = quotedShortages(items, await loadSkus(tx, items.map((l) => l.skuId)));
    if (!short.length) throw new AppError(CODES.CONFLICT, 'conflict');
    const list = new Intl.ListFormat(tx.lang, { type: 'unit', style: 'short' }).format(shortageTexts(tx.lang, short));
    const text = fillMessage(MESSAGES[tx.lang].quotationStockRevisionText, { version: String(v!.version), lines: list });
    await tx.db.execute(sql`INSERT INTO inquiry_message (inquiry_id, author, body) VALUES (${q.inquiryId}, 'buyer', ${text})`);
    await tx.db.execute(sql`UPDATE inquiry SET status = 'pending_reply', last_message_at = now() WHERE id = ${q.inquiryId}`);
    return true;
  });
}

/** A quotation as its PDF prints it, with the inquiry's buyer; null when unknown (or not `ownerId`'s, when given). */
export async function quotationForPdf(ctx: RequestContext, id: number, ownerId?: number) {
  const owner = ownerId === undefined ? sql`` : sql`AND i.user_id = ${ownerId}`;
  const [r] = await rows<{ inquiryId: number; inquiryNo: string; name: string; company: string; email: string; phone: string }>(
    ctx.db,
    sql`SELECT i.id AS "inquiryId", i.inquiry_no AS "inquiryNo", i.name, i.company, i.email, i.phone
          FROM quotation q JOIN inquiry i ON i.id = q.inquiry_id WHERE q.id = ${id} ${owner}`,
  );
  if (!r) return null;
  const all = await quotationsOf(ctx, Number(r.inquiryId), 'unused');
  const q = all.find((x) => x.id === id);
  return q ? { quotation: q, inquiry: r } : null;
}

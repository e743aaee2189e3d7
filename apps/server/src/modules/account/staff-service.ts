import { CUSTOMER_SECTION_LIMIT, CODES, langCodeById, type CustomerDetail, type CustomerExport, type CustomerList } from '@netshop/contract';
import type { Db } from '../../db/client.js';
import { inTransaction, type RequestContext } from '../../lib/request-context.js';
import { AppError, notFound } from '../../plugins/envelope.js';
import { recordAudit } from '../audit/index.js';
import { eraseBuyerCart, exportBuyerCart } from '../cart/index.js';
import { eraseBuyerRecentlyViewed, exportBuyerRecentlyViewed } from '../catalog/index.js';
import { anonymiseBuyerChats, chatsOfBuyer, exportBuyerChats } from '../chat/index.js';
import { eraseBuyerCouponClaims, exportBuyerCoupons } from '../coupons/index.js';
import { eraseBuyerInquiries, exportBuyerInquiries, inquiriesOfBuyer } from '../inquiries/index.js';
import { eraseBuyerInvoiceTitles, exportBuyerInvoices } from '../invoices/index.js';
import { codeMail, enqueue, eraseBuyerMessages, exportBuyerMessages } from '../notifications/index.js';
import { anonymiseBuyerOrders, buyerOfOrderNo, exportBuyerOrders, ordersOfBuyer } from '../orders/index.js';
import { eraseBuyerQuestions, exportBuyerQuestions, questionsOfBuyer } from '../questions/index.js';
import { anonymiseBuyerReviews, exportBuyerReviews } from '../reviews/index.js';
import { anonymiseBuyerSamples, exportBuyerSamples, samplesOfBuyer } from '../samples/index.js';
import { issueCode } from './codes.js';
import type { AccountSettings } from './service.js';
import { revokeUserSessions } from './sessions.js';
import { clearBlocked, customerAddressRows, customerProfileRow, eraseAccountRow, exportAccount, searchCustomers, setBlocked } from './staff-queries.js';

// The console's customers (issue 27, ADR 0041): staff find buyers and see what every domain holds
// of one (each part from its owning module), block and unblock them, send a password reset, and
// export or erase a buyer's personal data. Every change is in the audit log, in its transaction.

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The address an erased account takes: unique, and no mail can reach it (.invalid, RFC 2606). */
export const erasedEmail = (userId: number) => `erased-${userId}@erased.invalid`;

export async function listCustomers(ctx: RequestContext, q: { q?: string; blocked?: '1'; page: number; pageSize: number }): Promise<CustomerList> {
  const text = q.q?.trim() || undefined;
  // An order number is matched whole (orders are found by their number, not a part of it).
  const orderUserId = text && /^[A-Za-z0-9-]{6,32}$/.test(text) ? await buyerOfOrderNo(ctx.db, text) : undefined;
  return searchCustomers(ctx.db, { q: text, orderUserId, blockedOnly: q.blocked === '1', page: q.page, pageSize: q.pageSize, langId: ctx.langId });
}

async function profileOrThrow(db: Db, userId: number, langId: number) {
  const p = await customerProfileRow(db, userId, langId);
  if (!p) throw notFound();
  return p;
}

export async function customerDetail(ctx: RequestContext, userId: number): Promise<CustomerDetail> {
  const { db, langId } = ctx;
  const p = await profileOrThrow(db, userId, langId);
  const n = CUSTOMER_SECTION_LIMIT;
  const [orders, addresses, inquiries, questions, samples, chats] = await Promise.all([
    ordersOfBuyer(db, userId, n),
    customerAddressRows(db, userId, langId),
    inquiriesOfBuyer(db, userId, p.email, n),
    questionsOfBuyer(db, userId, n),
    samplesOfBuyer(db, userId, n),
    chatsOfBuyer(db, userId, n),
  ]);
  const { langId: buyerLangId, createdAt, blockedAt, erasedAt, lastSeenAt, ...rest } = p;
  return {
    profile: {
      ...rest,
      createdAt: createdAt.toISOString(),
      blockedAt: iso(blockedAt),
      erasedAt: iso(erasedAt),
      lastSeenAt: iso(lastSeenAt),
      blocked: blockedAt !== null,
      erased: erasedAt !== null,
      orderCount: orders.total,
      lang: langCodeById(buyerLangId) ?? 'zh-CN',
    },
    orders,
    addresses: addresses.map(({ firstName, lastName, ...a }) => ({ ...a, name: `${firstName} ${lastName}`.trim() })),
    inquiries,
    questions,
    samples,
    chats,
  };
}

/** Blocks a buyer: sign-in is refused and every session ends now, in one transaction. */
export async function blockCustomer(ctx: RequestContext, userId: number, reason: string): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const p = await profileOrThrow(tx.db, userId, tx.langId);
    if (p.erasedAt) throw new AppError(CODES.CONFLICT, 'conflict');
    const before = (await setBlocked(tx.db, userId, reason))!;
    await revokeUserSessions(tx.db, userId);
    await recordAudit(tx, {
      action: 'customer.block',
      entityType: 'customer',
      entityId: userId,
      before: { blocked: before.blockedAt !== null, reason: before.blockedReason },
      after: { blocked: true, reason },
    });
  });
}

/** Lifts a block: the buyer may sign in again (their old sessions stay ended). */
export async function unblockCustomer(ctx: RequestContext, userId: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    await profileOrThrow(tx.db, userId, tx.langId);
    const before = (await clearBlocked(tx.db, userId))!;
    if (before.blockedAt === null) return; // not blocked: nothing changed, nothing to log
    await recordAudit(tx, { action: 'customer.unblock', entityType: 'customer', entityId: userId, before: { blocked: true, reason: before.blockedReason }, after: { blocked: false } });
  });
}

/**
 * Sends the buyer the reset code a buyer asks for on the "forgot password" page, in the buyer's
 * language (the same code, mail and throttle). `sent` false: one went out less than a minute ago.
 */
export async function sendCustomerPasswordReset(ctx: RequestContext, settings: AccountSettings, userId: number): Promise<{ sent: boolean; resendAfter: number }> {
  const result = await inTransaction(ctx, async (tx) => {
    const p = await profileOrThrow(tx.db, userId, tx.langId);
    if (p.erasedAt) throw new AppError(CODES.CONFLICT, 'conflict');
    const { code, resendAfter } = await issueCode(tx.db, settings.secret, p.email, 'reset', userId);
    if (code) {
      await enqueue(tx.db, codeMail(langCodeById(p.langId) ?? 'zh-CN', 'reset', p.email, code));
      await recordAudit(tx, { action: 'customer.password_reset', entityType: 'customer', entityId: userId, before: { mailed: false }, after: { mailed: true, lang: langCodeById(p.langId) } });
    }
    return { sent: code !== null, resendAfter };
  });
  if (result.sent) settings.kickMail();
  return result;
}

/** Everything held about a buyer, by owning module (the export, GDPR art. 15 and 20); logged. */
export async function exportCustomer(ctx: RequestContext, userId: number): Promise<CustomerExport> {
  return inTransaction(ctx, async (tx) => {
    const { db } = tx;
    const p = await profileOrThrow(db, userId, tx.langId);
    const data = {
      account: await exportAccount(db, userId),
      orders: await exportBuyerOrders(db, userId),
      invoices: await exportBuyerInvoices(db, userId),
      reviews: await exportBuyerReviews(db, userId),
      questions: await exportBuyerQuestions(db, userId),
      inquiries: await exportBuyerInquiries(db, userId, p.email),
      samples: await exportBuyerSamples(db, userId),
      chat: await exportBuyerChats(db, userId),
      cart: await exportBuyerCart(db, userId),
      catalog: await exportBuyerRecentlyViewed(db, userId),
      coupons: await exportBuyerCoupons(db, userId),
      notifications: await exportBuyerMessages(db, userId, p.email),
    };
    const counts = Object.fromEntries(Object.entries(data).flatMap(([m, parts]) => Object.entries(parts).map(([k, v]) => [`${m}.${k}`, v.length])));
    await recordAudit(tx, { action: 'customer.export', entityType: 'customer', entityId: userId, after: { counts } });
    return { exportedAt: new Date().toISOString(), userId, data };
  });
}

/**
 * Erases a buyer's personal data (ADR 0041): confirmed by their e-mail typed; irreversible. The
 * account, orders, invoices and the texts others read stay, anonymised; everything else goes.
 * A second erasure finds the account erased and changes nothing.
 */
export async function eraseCustomer(ctx: RequestContext, userId: number, typedEmail: string): Promise<{ erasedAt: string }> {
  return inTransaction(ctx, async (tx) => {
    const { db } = tx;
    const p = await profileOrThrow(db, userId, tx.langId);
    if (p.erasedAt) {
      // A replay changes nothing, and says so in the log: left to the audit safety net, the entry
      // would carry the request's body, the very address that was erased.
      await recordAudit(tx, { action: 'customer.erase', entityType: 'customer', entityId: userId, before: { erased: true }, after: { erased: true, replay: true } });
      return { erasedAt: p.erasedAt.toISOString() };
    }
    if (typedEmail.trim().toLowerCase() !== p.email.toLowerCase()) throw new AppError(CODES.UNPROCESSABLE, 'eraseConfirmMismatch');
    const placeholder = erasedEmail(userId);
    await eraseBuyerInquiries(db, userId, p.email, placeholder);
    await eraseBuyerQuestions(db, userId);
    await anonymiseBuyerReviews(db, userId);
    await anonymiseBuyerOrders(db, userId);
    await anonymiseBuyerSamples(db, userId);
    await anonymiseBuyerChats(db, userId);
    await eraseBuyerInvoiceTitles(db, userId);
    await eraseBuyerCart(db, userId);
    await eraseBuyerRecentlyViewed(db, userId);
    await eraseBuyerCouponClaims(db, userId);
    await eraseBuyerMessages(db, userId, p.email);
    await eraseAccountRow(db, userId, placeholder, p.email);
    await revokeUserSessions(db, userId);
    const after = (await customerProfileRow(db, userId, tx.langId))!;
    // The entry names the account by id only: logging the address or name would keep what was erased.
    await recordAudit(tx, { action: 'customer.erase', entityType: 'customer', entityId: userId, before: { erased: false }, after: { erased: true, email: placeholder } });
    return { erasedAt: after.erasedAt!.toISOString() };
  });
}

import { randomBytes } from 'node:crypto';
import { API, formatMoney, LANG_CODES, type LangCode } from '@netshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { NotificationRejected, ProviderError, type PaymentProvider, type ProviderEvent } from './provider.js';
import { sign, verify } from './signature.js';
import * as books from './sandbox-queries.js';

// The built-in sandbox gateway (ADR 0011). It stands in for a provider's servers: its own table,
// its own payment page (opened by the buyer in a new window), and a signed server-to-server
// notification to the shop when the buyer approves or declines. It runs inside this server so the
// whole purchase works offline; the shop talks to it only through the PaymentProvider interface.

export const SIGNATURE_HEADER = 'x-sandbox-signature';
export const NOTIFY_PATH = API.payments.notify.href({ provider: 'sandbox' });

/** Delivers a notification to the shop (in-process HTTP through Fastify's inject). */
export type Deliver = (body: string, signature: string) => Promise<{ statusCode: number }>;

export function sandboxProvider(db: Db, secret: string): PaymentProvider {
  return {
    name: 'sandbox',
    async createPayment(input) {
      const ref = `sbx_${randomBytes(12).toString('hex')}`;
      // The gateway keeps one return address; it adds the outcome when it sends the buyer back.
      const returnUrl = input.returnUrl('success').replace(/([?&])status=success/, '$1status={status}');
      await books.insertSandboxPayment(db, { ref, merchantRef: input.paymentId, amount: input.amount, currency: input.currency, description: input.description, returnUrl });
      return { providerRef: ref, payUrl: `/sandbox-pay/${ref}?lang=${encodeURIComponent(input.lang)}` };
    },
    verifyNotification(headers, rawBody, now) {
      const header = headers[SIGNATURE_HEADER];
      verify(secret, Array.isArray(header) ? header[0] : header, rawBody, now);
      let body: { id?: unknown; type?: unknown; data?: { ref?: unknown; amount?: unknown; currency?: unknown } };
      try {
        body = JSON.parse(rawBody);
      } catch {
        throw new NotificationRejected('malformed');
      }
      const d = body.data ?? {};
      if (typeof body.id !== 'string' || typeof d.ref !== 'string' || !Number.isSafeInteger(d.amount) || typeof d.currency !== 'string') throw new NotificationRejected('malformed');
      if (body.type !== 'payment.succeeded' && body.type !== 'payment.failed') throw new NotificationRejected('malformed');
      return { eventId: body.id, providerRef: d.ref, status: body.type === 'payment.succeeded' ? 'succeeded' : 'failed', amount: d.amount as number, currency: d.currency };
    },
    async fetchStatus(providerRef) {
      const p = await books.sandboxPaymentByRef(db, providerRef);
      if (!p || p.status === 'pending') return null;
      // Voided and refunded payments were settled before (failed never, succeeded once).
      const status = p.status === 'voided' ? 'failed' : p.status === 'refunded' ? 'succeeded' : p.status;
      return { eventId: `status:${p.ref}:${status}`, providerRef: p.ref, status, amount: p.amount, currency: p.currency } satisfies ProviderEvent;
    },
    async voidPayment(providerRef) {
      if (await books.voidSandboxPayment(db, providerRef)) return 'voided';
      const p = await books.sandboxPaymentByRef(db, providerRef);
      return p?.status === 'succeeded' || p?.status === 'refunded' ? 'captured' : 'closed';
    },
    async refund(providerRef, amount, currency) {
      const p = await books.refundSandboxPayment(db, providerRef);
      // A full refund only, of money that was captured; a repeat answers the refund already made.
      if (!p || p.status !== 'refunded') throw new ProviderError(`sandbox: ${providerRef} has no capture to refund`);
      if (p.amount !== amount || p.currency !== currency) throw new ProviderError(`sandbox: refund of ${providerRef} does not match its capture`);
      return { refundRef: providerRef.replace(/^sbx_/, 'sbr_') };
    },
    async refundPart(providerRef, amount, currency, key) {
      const earlier = await books.sandboxRefundByKey(db, key);
      if (earlier) return { refundRef: earlier.ref };
      const ref = `sbr_${randomBytes(12).toString('hex')}`;
      // One statement: the capture's refunded total only grows while it stays within the capture.
      if (!(await books.refundSandboxPart(db, { ref, paymentRef: providerRef, amount, currency, key }))) throw new ProviderError(`sandbox: ${providerRef} cannot refund ${amount} ${currency}`);
      return { refundRef: ref };
    },
  };
}

/** A notification as the gateway sends it: an event id, the outcome and what was paid. */
export function notificationBody(p: { ref: string; amount: number; currency: string }, status: 'succeeded' | 'failed', eventId = `evt_${randomBytes(10).toString('hex')}`): string {
  return JSON.stringify({ id: eventId, type: `payment.${status}`, created: Math.floor(Date.now() / 1000), data: { ref: p.ref, amount: p.amount, currency: p.currency } });
}

const TEXTS: Record<LangCode, Record<'title' | 'note' | 'merchant' | 'order' | 'amount' | 'approve' | 'decline' | 'done' | 'voided' | 'back' | 'missing', string>> = {
  'zh-CN': { title: '沙盒支付网关', note: '这是测试网关，不会产生真实扣款。', merchant: '商户', order: '订单', amount: '金额', approve: '确认支付', decline: '拒绝支付', done: '此笔支付已处理。', voided: '此支付页面已失效（该订单已发起新的支付、已支付或已关闭），本页面不会扣款。', back: '返回商店', missing: '找不到此笔支付。' },
  en: { title: 'Sandbox payment gateway', note: 'This is a test gateway; no money is moved.', merchant: 'Merchant', order: 'Order', amount: 'Amount', approve: 'Approve payment', decline: 'Decline', done: 'This payment has already been processed.', voided: 'This payment page is no longer valid: the order was paid or closed, or a newer payment was started for it. Nothing has been charged here.', back: 'Back to the shop', missing: 'This payment does not exist.' },
  es: { title: 'Pasarela de pago de pruebas', note: 'Esta es una pasarela de pruebas; no se mueve dinero real.', merchant: 'Comercio', order: 'Pedido', amount: 'Importe', approve: 'Aprobar el pago', decline: 'Rechazar', done: 'Este pago ya se ha procesado.', voided: 'Esta página de pago ya no es válida: el pedido ya se pagó o se cerró, o se inició un pago más reciente. Aquí no se ha cobrado nada.', back: 'Volver a la tienda', missing: 'Este pago no existe.' },
  fi: { title: 'Testimaksupalvelu', note: 'Tämä on testipalvelu; oikeaa rahaa ei siirry.', merchant: 'Kauppias', order: 'Tilaus', amount: 'Summa', approve: 'Hyväksy maksu', decline: 'Hylkää', done: 'Tämä maksu on jo käsitelty.', voided: 'Tämä maksusivu ei ole enää voimassa: tilaus on maksettu tai suljettu, tai sille aloitettiin uudempi maksu. Tältä sivulta ei ole veloitettu mitään.', back: 'Takaisin kauppaan', missing: 'Maksua ei löydy.' },
  fr: { title: 'Passerelle de paiement de test', note: "Passerelle de test : aucun argent n'est débité.", merchant: 'Marchand', order: 'Commande', amount: 'Montant', approve: 'Approuver le paiement', decline: 'Refuser', done: 'Ce paiement a déjà été traité.', voided: "Cette page de paiement n'est plus valable : la commande a été payée ou close, ou un paiement plus récent a été lancé. Rien n'a été débité ici.", back: 'Retour à la boutique', missing: "Ce paiement n'existe pas." },
  ja: { title: 'サンドボックス決済ゲートウェイ', note: 'これはテスト用ゲートウェイです。実際の請求は発生しません。', merchant: '加盟店', order: '注文', amount: '金額', approve: '支払いを承認', decline: '拒否する', done: 'この支払いは処理済みです。', voided: 'この支払いページは無効になりました（注文が支払済み・終了済みか、新しい支払いが開始されています）。このページでは請求されていません。', back: 'ショップに戻る', missing: 'この支払いは存在しません。' },
};

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const langOf = (v: unknown): LangCode => (LANG_CODES.includes(v as LangCode) ? (v as LangCode) : 'en');
/** ISO minor digits of a currency as Intl knows them (JPY 0, EUR 2). */
const minorOf = (currency: string) => new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;

function page(lang: LangCode, body: string): string {
  const t = TEXTS[lang];
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(t.title)}</title>
<style>body{font-family:-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"PingFang SC","Hiragino Sans","Noto Sans CJK SC",sans-serif;background:#f1f4f8;color:#1b2430;margin:0;padding:24px}
main{max-width:420px;margin:40px auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 2px 12px rgba(0,0,0,.08)}h1{font-size:20px;margin:0 0 4px}.note{color:#5a6573;font-size:14px;margin:0 0 20px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px}dt{color:#5a6573}dd{margin:0;font-weight:600;word-break:break-all}.row{display:flex;gap:12px;flex-wrap:wrap}
button{font:inherit;font-size:16px;padding:12px 20px;border-radius:6px;border:1px solid #0b5cad;cursor:pointer;flex:1}.ok{background:#0b5cad;color:#fff}.no{background:#fff;color:#a4262c;border-color:#a4262c}
button:focus-visible{outline:3px solid #f5a623;outline-offset:2px}</style></head><body><main><h1>${esc(t.title)}</h1><p class="note">${esc(t.note)}</p>${body}</main></body></html>`;
}

/** The gateway's own pages: what the buyer sees in the payment window. */
export function sandboxGateway(db: Db, secret: string, deliver: Deliver): FastifyPluginAsyncZod {
  return async (app) => {
    // The approve/decline buttons are plain HTML forms; their (empty) bodies carry nothing we read.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, _body, done) => done(null, {}));
    const refParams = z.object({ ref: z.string().regex(/^sbx_[0-9a-f]{24}$/) });
    const langQuery = z.object({ lang: z.string().max(10).optional() });

    app.get('/sandbox-pay/:ref', { schema: { params: refParams, querystring: langQuery, hide: true } }, async (req, reply) => {
      const lang = langOf(req.query.lang);
      const t = TEXTS[lang];
      const p = await books.sandboxPaymentByRef(db, req.params.ref);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!p) return reply.code(404).send(page(lang, `<p>${esc(t.missing)}</p>`));
      if (p.status !== 'pending') {
        const settled = p.status === 'succeeded' || p.status === 'refunded';
        return page(lang, `<p data-testid="sandbox-${p.status}">${esc(p.status === 'voided' ? t.voided : t.done)}</p><p><a href="${esc(p.returnUrl.replace('{status}', settled ? 'success' : 'failed'))}">${esc(t.back)}</a></p>`);
      }
      const amount = formatMoney(p.amount, p.currency, minorOf(p.currency), lang);
      const action = (what: string) => `/sandbox-pay/${p.ref}/${what}?lang=${lang}`;
      return page(
        lang,
        `<dl><dt>${esc(t.merchant)}</dt><dd>YT Networks</dd><dt>${esc(t.order)}</dt><dd>${esc(p.description)}</dd><dt>${esc(t.amount)}</dt><dd data-testid="sandbox-amount">${esc(amount)}</dd></dl>
<div class="row"><form method="post" action="${action('approve')}"><button class="ok" type="submit" data-testid="sandbox-approve">${esc(t.approve)}</button></form>
<form method="post" action="${action('decline')}"><button class="no" type="submit" data-testid="sandbox-decline">${esc(t.decline)}</button></form></div>`,
      );
    });

    for (const [what, status] of [['approve', 'succeeded'], ['decline', 'failed']] as const) {
      app.post(`/sandbox-pay/:ref/${what}`, { schema: { params: refParams, querystring: langQuery, hide: true } }, async (req, reply) => {
        const lang = langOf(req.query.lang);
        const p = await books.settleSandboxPayment(db, req.params.ref, status);
        if (!p) return reply.redirect(`/sandbox-pay/${encodeURIComponent(req.params.ref)}?lang=${lang}`, 303);
        const body = notificationBody({ ref: p.ref, amount: p.amount, currency: p.currency }, status);
        // A failed delivery is not fatal: the shop asks for the status when the buyer comes back.
        const res = await deliver(body, sign(secret, body)).catch((err: Error) => ({ statusCode: 0, err }));
        if (res.statusCode !== 200) req.log.warn({ ref: p.ref, statusCode: res.statusCode }, 'sandbox: notification not accepted');
        return reply.redirect(p.returnUrl.replace('{status}', status === 'succeeded' ? 'success' : 'failed'), 303);
      });
    }
  };
}

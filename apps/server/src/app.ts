import { createHmac, randomUUID } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { API_BASE, API_MOUNTS, CHAT_FRAME_MAX_BYTES } from '@netshop/contract';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { prepareStorage, withStartupLock, type Storage } from './db/index.js';
import { createLocalBus, createRedisBus, type Bus } from './lib/bus.js';
import { createRedis, type SharedRedis } from './lib/redis.js';
import { CATALOG_CHANNEL, createPublicCache, type PublicCache } from './lib/public-cache.js';
import { chatGateway, parseChatHours } from './modules/chat/index.js';
import { staffChatRoutes } from './modules/chat/staff-routes.js';
import { accountRoutes } from './modules/account/routes.js';
import { staffCustomerRoutes } from './modules/account/staff-routes.js';
import { accountSweeps, appSecret, mailboxRoutes, seedDemoBuyer, uploadRoutes } from './modules/account/index.js';
import { createMailSender, type MailSender } from './modules/notifications/index.js';
import { cartRoutes } from './modules/cart/routes.js';
import { quickOrderRoutes } from './modules/cart/quick-order-routes.js';
import { chatRoutes } from './modules/chat/routes.js';
import { couponRoutes } from './modules/coupons/routes.js';
import { staffCouponRoutes } from './modules/coupons/staff-routes.js';
import { staffCatalogRoutes } from './modules/catalog/staff-routes.js';
import { staffCatalogImportRoutes } from './modules/catalog/import-routes.js';
import { staffCatalogImageRoutes } from './modules/catalog/image-routes.js';
import { staffCatalogTreeRoutes } from './modules/catalog/tree-routes.js';
import { staffSkuRoutes } from './modules/catalog/staff-sku-routes.js';
import { staffCatalogDataRoutes } from './modules/catalog/catalog-data-routes.js';
import { staffContentRoutes } from './modules/content/staff-routes.js';
import { reviewRoutes, staffReviewRoutes } from './modules/reviews/index.js';
import { questionRoutes, staffQuestionRoutes } from './modules/questions/index.js';
import { inquiryRoutes, placeApprovedQuotation, staffInquiryRoutes } from './modules/inquiries/index.js';
import { sampleRoutes, staffSampleRoutes } from './modules/samples/index.js';
import { creditNoteAfterRefund, creditRefundedOrders, invoiceRoutes, staffInvoiceRoutes } from './modules/invoices/index.js';
import { checkoutRoutes } from './modules/checkout/routes.js';
import { inventoryRoutes } from './modules/inventory/routes.js';
import { companyRoutes } from './modules/companies/routes.js';
import { listRoutes } from './modules/companies/lists-routes.js';
import { staffOrderRoutes } from './modules/orders/staff-routes.js';
import { staffStockRoutes } from './modules/inventory/staff-routes.js';
import { staffCompanyRoutes } from './modules/companies/staff-routes.js';
import { stockCheckRoutes } from './modules/inventory/check-routes.js';
import { staffOrderActionRoutes } from './modules/orders/staff-action-routes.js';
import { staffRoutes } from './modules/staff/routes.js';
import { staffTotpRoutes } from './modules/staff/totp-routes.js';
import { staffManageRoutes } from './modules/staff/manage-routes.js';
import { auditRoutes, auditSafetyNet } from './modules/audit/index.js';
import { activeStaffMember } from './modules/staff/index.js';
import { orderRoutes } from './modules/orders/routes.js';
import { paymentRoutes } from './modules/payments/routes.js';
import { NOTIFY_PATH, SIGNATURE_HEADER, orderMoneyPort, orderPayments, refundOrder, retryRefunds, sandboxGateway, sandboxProvider, voidClosedOrderAttempts } from './modules/payments/index.js';
import { createSweeper, type Sweeper } from './jobs/sweeper.js';
import { devClockRoutes } from './jobs/dev-clock-routes.js';
import { catalogRoutes, mediaRoutes } from './modules/catalog/routes.js';
import { contentRoutes } from './modules/content/routes.js';
import { searchOpsRoutes } from './modules/search/ops-routes.js';
import { ensureSearchIndex } from './modules/search/index.js';
import { searchRoutes } from './modules/search/routes.js';
import { siteRoutes } from './modules/site/routes.js';
import { authPlugin } from './plugins/auth.js';
import { findMembership } from './modules/companies/index.js';
import { approvalRoutes, approvalSweeps, purchaseControls } from './modules/approvals/index.js';
import { creditControls, creditInvoicePayments, creditRoutes, creditStatementRoutes, creditSweeps, onAccountOrderRefunds, onAccountRefunds, staffCreditRoutes } from './modules/credit/index.js';
import { redactErr } from './plugins/db-errors.js';
import { clientErrorHandler, envelopePlugin, frameworkErrors } from './plugins/envelope.js';
import { healthRoutes } from './plugins/health.js';
import { i18nPlugin } from './plugins/i18n.js';
import { openApiPlugin } from './plugins/openapi.js';
import { requestContextPlugin } from './plugins/request-context.js';
import { countInRedis } from './plugins/rate-limit.js';
import { staffAuthPlugin } from './plugins/staff-auth.js';
import { sitemapRoutes } from './web/sitemap.js';
import { registerSpa } from './web/spa.js';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
    config: Config;
    mail: MailSender;
    sweeper: Sweeper;
    /** Redis when REDIS_URL is set (ADR 0015): rate-limit counters, and a shared level for createMemo. */
    redis: SharedRedis | null;
    /** Publish/subscribe between processes (lib/bus.ts): in-process, or Redis pub/sub with REDIS_URL. */
    bus: Bus;
    /** Serialised anonymous answers, dropped when the database announces a change (ADR 0027). */
    publicCache: PublicCache;
    /** The moment arrival dates are computed for (checkout, order placement); tests replace `now` to fix it. */
    clock: { now(): Date };
  }
}

export interface BuildOptions {
  config: Config;
  /** An already prepared storage (tests share one per file); otherwise opened from config. */
  storage?: Storage;
  /** Where log lines go instead of stdout (tests read what the server logs). */
  logStream?: { write(line: string): void };
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,80}$/;

/** Builds the whole server as one Fastify app; tests call it with inject, server.ts listens. */
export async function buildApp({ config, storage, logStream }: BuildOptions) {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            // Failed queries carry their parameters (addresses, phone numbers): never log them.
            serializers: { err: redactErr },
            ...(logStream ? { stream: logStream } : {}),
          },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    // Keep a caller's request id (proxy, load balancer) so one request can be followed across logs.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    // The envelope also for what Fastify and Node refuse before any route runs (400/414, 431/408).
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ownsStorage = !storage;
  const store = storage ?? (await prepareStorage({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }));
  // The search index follows the seeded catalogue and content (a no-op while both are unchanged).
  // The app builds it, not db/, which imports no module (ADR 0016).
  await withStartupLock(store, () => ensureSearchIndex(store.db)).catch(async (err: unknown) => {
    if (ownsStorage) await store.close().catch(() => undefined);
    throw err;
  });
  app.decorate('storage', store);
  app.decorate('config', config);
  app.decorate('clock', { now: () => new Date() });
  if (ownsStorage) app.addHook('onClose', async () => store.close());

  // Connected at start, not awaited by anything else: an unreachable Redis only logs, and
  // counters and caches use their fallbacks until it answers (ADR 0015).
  const redis = config.REDIS_URL ? createRedis(config.REDIS_URL, { prefix: config.REDIS_KEY_PREFIX, log: app.log }) : null;
  app.decorate('redis', redis);
  const bus = redis ? createRedisBus(redis, app.log) : createLocalBus();
  app.decorate('bus', bus);
  app.addHook('onClose', async () => bus.close());
  if (redis) {
    const unbind = countInRedis(store.db, redis);
    app.addHook('onReady', async () => redis.connect());
    app.addHook('onClose', async () => {
      unbind();
      await redis.close();
    });
  }

  const publicCache = createPublicCache({
    ttlMs: config.PUBLIC_CACHE_TTL_MS,
    stockLagMs: config.PUBLIC_CACHE_STOCK_LAG_MS,
    sharedMaxAgeS: config.PUBLIC_CACHE_SHARED_MAX_AGE_S,
    maxBytes: config.PUBLIC_CACHE_MB * 1024 * 1024,
    shared: redis?.cache('public'),
    validate: config.NODE_ENV !== 'production',
  });
  app.decorate('publicCache', publicCache);
  if (config.PUBLIC_CACHE_TTL_MS > 0) {
    const unlisten = await store.listen(CATALOG_CHANNEL, (kind) => publicCache.changed(kind === 'stock' ? 'stock' : 'all'), (on) => {
      publicCache.listening(on);
      if (!on) app.log.warn('not hearing catalogue changes: public answers are not cached until the database answers again');
    });
    app.addHook('onClose', unlisten);
  }

  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  // Graceful shutdown: requests already running finish before the database closes (a rolling
  // restart must not turn an order being placed into a 500). Fastify answers new ones with 503.
  const inflight = new Set<string>();
  app.addHook('onRequest', async (req, reply) => {
    // A chat socket is not a request to wait for: it lives until closed (the gateway closes them).
    if (req.headers.upgrade?.toLowerCase() === 'websocket') return;
    inflight.add(req.id);
    // 'close' comes once the answer is sent or the client has gone, whichever happens.
    reply.raw.once('close', () => inflight.delete(req.id));
  });
  app.addHook('preClose', async () => {
    const until = Date.now() + config.SHUTDOWN_GRACE_MS;
    while (inflight.size > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React sets style attributes (positions, transitions); no inline <style> from users.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // A payment window (issue 5) is opened with window.open and must keep its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  // Scripts, HTML and JSON shrink four- to eightfold; on a mobile link that is most of the wait.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } } });
  await app.register(i18nPlugin);
  await app.register(requestContextPlugin);

  let fallback: ((req: FastifyRequest, reply: FastifyReply) => unknown) | undefined;
  await app.register(envelopePlugin, { fallback: (req, reply) => (fallback ? fallback(req, reply) : undefined) });

  // The OpenAPI document and its reference page at /api/docs (ADR 0036), before any route.
  await app.register(openApiPlugin);

  await app.register(authPlugin, { findMembership });
  await app.register(staffAuthPlugin, { findActiveStaff: activeStaffMember });
  const production = config.NODE_ENV === 'production';
  if (!production) await seedDemoBuyer(store.db);
  const mail = createMailSender(store.db, app.log, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, pollMs: config.MAIL_POLL_MS, retryBaseMs: config.MAIL_RETRY_BASE_MS });
  app.decorate('mail', mail);
  app.addHook('onReady', async () => mail.start());
  app.addHook('onClose', async () => mail.stop());
  const publicOrigin = config.PUBLIC_ORIGIN ?? `http://localhost:${config.PORT}`;
  const accounts = { secret: await appSecret(store.db, config.APP_SECRET), kickMail: () => void mail.kick(), codesPerIpHour: config.CODE_RATE_LIMIT_PER_IP, origin: publicOrigin };
  const chatOptions = { hours: parseChatHours(config.CHAT_HOURS, config.CHAT_TIMEZONE), kickMail: accounts.kickMail };

  // The sandbox gateway stands in for a payment provider's servers (ADR 0011); its notifications
  // reach the shop's notify route through Fastify's in-process HTTP (inject), headers and raw body included.
  const sandboxSecret = config.SANDBOX_PAY_SECRET ?? createHmac('sha256', accounts.secret).update('sandbox-pay').digest('hex');
  const providers = { sandbox: sandboxProvider(store.db, sandboxSecret) };
  // The clock of the sweeper's dated work (reminders, holds, expiring requests): the app's, plus the dev
  // time machine's offset (jobs/dev-clock-routes.ts), so a browser test moving it leaves checkout's
  // dates in the specs running beside it at real time.
  const sweepClock = { offsetMs: 0, now: () => new Date(app.clock.now().getTime() + sweepClock.offsetMs) };
  const sweeper = createSweeper(store.db, app.log, config.SWEEP_INTERVAL_MS, {
    voided: (ctx) => voidClosedOrderAttempts(ctx, providers, app.log),
    // Orders on account refunded in full get their money back on the credit account here too (issue 30).
    refunded: (ctx) => retryRefunds(ctx, providers, app.log, 50, onAccountOrderRefunds),
    ...accountSweeps(store.db, { uploadGraceHours: config.UPLOAD_GRACE_HOURS }),
    ...creditSweeps(store.db, sweepClock),
    // Credit notes for orders refunded in full outside the staff actions (the operator's completed return, the refund retry).
    creditNotes: (ctx) => creditRefundedOrders(ctx),
    ...approvalSweeps(store.db, sweepClock, publicOrigin),
  });
  app.decorate('sweeper', sweeper);
  app.addHook('onReady', async () => sweeper.start());
  app.addHook('onClose', async () => sweeper.stop());
  const deliver = (body: string, signature: string) =>
    app.inject({ method: 'POST', url: NOTIFY_PATH, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature }, payload: body });

  // How orders are placed, by the checkout and by the last approval of a company's request (issue 30):
  // the payment countdown, the reservation limits (ADR 0014), and the company's purchase controls (ADR 0046).
  const placing = {
    paymentTimeoutMinutes: config.PAYMENT_TIMEOUT_MINUTES,
    limits: { lineQuantity: config.ORDER_MAX_LINE_QUANTITY, perSku: config.ORDER_MAX_RESERVED_PER_SKU, total: config.ORDER_MAX_RESERVED_UNITS },
    controls: purchaseControls({ origin: publicOrigin, credit: creditControls }),
  };

  await app.register(healthRoutes);
  await app.register(
    async (api) => {
      await api.register(siteRoutes, { geoHeader: config.GEO_COUNTRY_HEADER, cacheTtlMs: config.REFERENCE_CACHE_TTL_MS, visitorsPerSourceHour: config.VISITORS_PER_SOURCE_HOUR });
      await api.register(catalogRoutes, { cacheTtlMs: config.REFERENCE_CACHE_TTL_MS });
      await api.register(contentRoutes, { cacheTtlMs: config.REFERENCE_CACHE_TTL_MS });
      await api.register(searchRoutes, { cacheTtlMs: config.REFERENCE_CACHE_TTL_MS });
      await api.register(accountRoutes, { settings: accounts });
      await api.register(cartRoutes, { cacheTtlMs: config.REFERENCE_CACHE_TTL_MS });
      await api.register(quickOrderRoutes, { cacheTtlMs: config.REFERENCE_CACHE_TTL_MS, limits: { lineQuantity: config.ORDER_MAX_LINE_QUANTITY, perSku: config.ORDER_MAX_RESERVED_PER_SKU, total: config.ORDER_MAX_RESERVED_UNITS } });
      await api.register(checkoutRoutes, { cacheTtlMs: config.REFERENCE_CACHE_TTL_MS });
      await api.register(inventoryRoutes);
      await api.register(companyRoutes, { origin: publicOrigin });
      await api.register(listRoutes, { cacheTtlMs: config.REFERENCE_CACHE_TTL_MS });
      await api.register(orderRoutes, { ...placing, cacheTtlMs: config.REFERENCE_CACHE_TTL_MS, afterCancel: (ctx, log) => voidClosedOrderAttempts(ctx, providers, log) });
      await api.register(approvalRoutes, {
        place: placing,
        cacheTtlMs: config.REFERENCE_CACHE_TTL_MS,
        origin: publicOrigin,
        // A company's quotation acceptance that waited for approval is placed by inquiries, at the quotation's prices.
        placeQuotation: (ctx, o, body, requestId) => placeApprovedQuotation(ctx, { pricing: o, paymentTimeoutMinutes: o.paymentTimeoutMinutes, controls: o.controls, now: o.now }, body, requestId),
      });
      await api.register(creditRoutes, { secret: accounts.secret });
      await api.register(creditStatementRoutes);
      // A company's open credit invoice is paid through the gateway too: credit posts the capture to its ledger (issue 30).
      await api.register(paymentRoutes, { providers, invoices: creditInvoicePayments(app.clock) });
      await api.register(chatRoutes, { secret: accounts.secret, chat: chatOptions });
      await api.register(couponRoutes, { cacheTtlMs: config.REFERENCE_CACHE_TTL_MS });
      await api.register(sampleRoutes, { cacheTtlMs: config.REFERENCE_CACHE_TTL_MS });
      await api.register(invoiceRoutes, { secret: accounts.secret });
      await api.register(reviewRoutes);
      await api.register(questionRoutes, { secret: accounts.secret });
      await api.register(inquiryRoutes, { secret: accounts.secret, cacheTtlMs: config.REFERENCE_CACHE_TTL_MS, paymentTimeoutMinutes: config.PAYMENT_TIMEOUT_MINUTES, controls: placing.controls });
    },
    { prefix: `${API_BASE}${API_MOUNTS.buyer}` },
  );

  await app.register(sandboxGateway(store.db, sandboxSecret, deliver));
  // The shop's side: staff sessions with roles, or the operator token of the CLI (ADR 0017).
  await app.register(
    async (staff) => {
      // Every staff change leaves an audit entry, even one whose service records none (ADR 0040).
      await staff.register(auditSafetyNet);
      await staff.register(staffRoutes);
      await staff.register(staffTotpRoutes, { secret: accounts.secret });
      await staff.register(staffManageRoutes, { origin: publicOrigin, kickMail: accounts.kickMail });
      await staff.register(auditRoutes);
      await staff.register(staffCustomerRoutes, { settings: accounts });
      await staff.register(staffOrderRoutes, { refund: (ctx, orderNo, log) => refundOrder(ctx, providers, orderNo, log, onAccountOrderRefunds), payments: orderPayments });
      await staff.register(staffOrderActionRoutes, { money: { ...onAccountRefunds(orderMoneyPort(providers, app.log)), afterRefund: creditNoteAfterRefund } });
      await staff.register(searchOpsRoutes);
      await staff.register(stockCheckRoutes);
      await staff.register(staffChatRoutes, { secret: accounts.secret });
      await staff.register(staffCouponRoutes);
      await staff.register(staffCatalogRoutes);
      await staff.register(staffStockRoutes);
      await staff.register(staffCatalogImportRoutes);
      await staff.register(staffCatalogImageRoutes);
      await staff.register(staffCatalogTreeRoutes);
      await staff.register(staffSkuRoutes);
      await staff.register(staffCatalogDataRoutes);
      await staff.register(staffContentRoutes);
      await staff.register(staffSampleRoutes, { cacheTtlMs: config.REFERENCE_CACHE_TTL_MS });
      await staff.register(staffInvoiceRoutes, { secret: accounts.secret });
      await staff.register(staffReviewRoutes);
      await staff.register(staffQuestionRoutes, { secret: accounts.secret });
      await staff.register(staffInquiryRoutes, { secret: accounts.secret, cacheTtlMs: config.REFERENCE_CACHE_TTL_MS });
      await staff.register(staffCompanyRoutes, { secret: accounts.secret });
      await staff.register(staffCreditRoutes, { secret: accounts.secret });
    },
    { prefix: `${API_BASE}${API_MOUNTS.staff}` },
  );
  await app.register(websocket, {
    options: { maxPayload: CHAT_FRAME_MAX_BYTES },
    // At shutdown the chat sockets are dropped, not closed: each window sees 1006 and reconnects
    // (docs/product.md#errors), to another process when several serve the shop, and resumes after its last seq. The
    // plugin's default closes them cleanly, which tells a window to stop for good.
    preClose(done) {
      for (const client of this.websocketServer.clients) client.terminate();
      this.websocketServer.close(() => done());
    },
  });
  await app.register(chatGateway, {
    bus,
    secret: accounts.secret,
    chat: chatOptions,
    limits: {
      perSource: config.CHAT_SOCKETS_PER_SOURCE,
      opensPerSourceMinute: config.CHAT_OPENS_PER_SOURCE_MINUTE,
      perVisitor: config.CHAT_SOCKETS_PER_VISITOR,
      allowedOrigins: [publicOrigin, ...config.CHAT_ALLOWED_ORIGINS],
    },
  });
  await app.register(mediaRoutes);
  await app.register(uploadRoutes, { perTenMinutes: config.UPLOAD_RATE_LIMIT, quotaBytes: config.UPLOAD_QUOTA_MB * 1024 * 1024, secret: accounts.secret });
  if (!production) await app.register(mailboxRoutes);
  if (!production) await app.register(devClockRoutes, { clock: sweepClock });
  await app.register(sitemapRoutes, { origin: publicOrigin });

  const serveIndex = await registerSpa(app, { origin: publicOrigin, dist: config.WEB_DIST, apiBase: config.PUBLIC_API_BASE, cacheTtlMs: config.REFERENCE_CACHE_TTL_MS, geoHeader: config.GEO_COUNTRY_HEADER });
  if (serveIndex) fallback = serveIndex;

  return app;
}

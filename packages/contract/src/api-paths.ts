// The API's paths, declared once (issue 12): the server registers its routes with them, the
// web's fetch functions and the server's inlined first-visit answers build their URLs with them.
// No zod: the web shell imports this file.
//
// One declaration serves both sides:
// - `pattern` is the path under the API base as the web's HTTP client is given it
//   ('/ew/buyer/orders/:orderNo'); the client prepends the base (API_BASE, or the api-base meta
//   tag the server writes into index.html). `path(params)` fills it in: that is what a fetch
//   function passes to http.get/post/….
// - The server mounts buyer and staff routes in plugins registered under API_BASE + a mount of
//   API_MOUNTS ('/api/ew/buyer', '/api/ew/staff'; app.ts uses these constants), so a route also
//   carries `local`, its pattern inside that plugin ('/orders/:orderNo'), found by the mount the
//   pattern starts with. Routes outside any mount (the upload, health) register `full`.
// - `full` / `href(params)` are the pattern and the path with API_BASE in front: what the server
//   matches, and a link that goes around the HTTP client (a PDF link, a URL the server hands out).
// Each route names its HTTP method too: apps/server/src/api-paths.api.test.ts checks that every
// declared method and pattern is a registered route, and every documented route is declared.
// Only the path is declared: query strings stay with their callers.

/** Where the server serves the API; the web's HTTP client prepends the same (lib/api.ts). */
export const API_BASE = '/api';

/** Prefixes (under API_BASE) of the server's route plugins (app.ts). */
export const API_MOUNTS = { buyer: '/ew/buyer', staff: '/ew/staff' } as const;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Mount = (typeof API_MOUNTS)[keyof typeof API_MOUNTS];

type Segments<P extends string> = P extends `${infer Head}/${infer Tail}` ? Head | Segments<Tail> : P;
/** The names of a pattern's `:param` segments: '/orders/:orderNo/cancel' → 'orderNo'. */
export type PathParamNames<P extends string> = Segments<P> extends infer S ? (S extends `:${infer Name}` ? Name : never) : never;
/** The values of a pattern's parameters: every one required, no other key allowed. */
export type PathParams<P extends string> = { [K in PathParamNames<P>]: string | number };
type PathArgs<P extends string> = [PathParamNames<P>] extends [never] ? [] : [params: PathParams<P>];

type StripMount<P extends string, M extends string> = M extends unknown ? (P extends `${M}/${infer Rest}` ? `/${Rest}` : never) : never;
type LocalOf<P extends string> = [StripMount<P, Mount>] extends [never] ? P : StripMount<P, Mount>;

export interface ApiRoute<M extends HttpMethod = HttpMethod, P extends string = string, B extends string = string> {
  readonly method: M;
  /** The Fastify pattern under the base, with `:param`s: '/ew/buyer/orders/:orderNo'. */
  readonly pattern: P;
  /** The server plugin's prefix (under the base) the pattern lies in, '' for none. */
  readonly mount: string;
  /** The pattern inside the plugin registered under base + mount: '/orders/:orderNo'. */
  readonly local: LocalOf<P>;
  /** The pattern with the base in front, as the server matches it: '/api/ew/buyer/orders/:orderNo'. */
  readonly full: `${B}${P}`;
  /** The pattern with each `:param` filled in, URI-encoded (no base: the HTTP client adds it). */
  path(...params: PathArgs<P>): string;
  /** As path, with the base in front: a link or a URL that does not go through the HTTP client. */
  href(...params: PathArgs<P>): string;
}

function fill(pattern: string, params: Record<string, string | number> | undefined): string {
  return pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const value = params?.[segment.slice(1)];
      if (value === undefined || value === null) throw new Error(`${pattern}: no value for ${segment}`);
      return encodeURIComponent(String(value));
    })
    .join('/');
}

function route<const M extends HttpMethod, const P extends `/${string}`, const B extends string = typeof API_BASE>(method: M, pattern: P, base?: B): ApiRoute<M, P, B> {
  const prefix = (base ?? API_BASE) as B;
  const mount = Object.values(API_MOUNTS).find((m) => pattern.startsWith(`${m}/`)) ?? '';
  return {
    method,
    pattern,
    mount,
    local: pattern.slice(mount.length) as LocalOf<P>,
    full: `${prefix}${pattern}`,
    path: (...params) => fill(pattern, params[0]),
    href: (...params) => prefix + fill(pattern, params[0]),
  };
}

/** Every endpoint of the API (docs/product.md#calls and the ones added since), by domain. */
export const API = {
  site: {
    languages: route('GET', '/ew/buyer/home/lang'),
    baseConfig: route('GET', '/ew/buyer/home/config/:languageId'),
    countries: route('GET', '/ew/buyer/home/country/:languageId'),
    websiteConfig: route('GET', '/ew/buyer/home/websiteConfig'),
    countryLangCurrency: route('GET', '/ew/buyer/home/countryLangCurrency/:countryId'),
    dict: route('GET', '/ew/buyer/home/dict/:type/:languageId'),
    /** Countries for address forms (served with the site's reference data). */
    userCountries: route('GET', '/ew/buyer/user/country/:languageId'),
    regions: route('GET', '/ew/buyer/user/region/:countryId/:languageId'),
    visitorId: route('GET', '/ew/buyer/chat/visitorId'),
  },
  chat: {
    /** docs/product.md#calls: the visitor's conversation by their uuid (the default messages on first open). */
    messages: route('GET', '/ew/buyer/chat/message/:id'),
    /** A logged-in buyer's one-minute ticket for the socket URL (browsers give sockets no headers). */
    ticket: route('POST', '/ew/buyer/chat/ticket'),
    /** "Send to e-mail" (docs/product.md#screens): the logged-in buyer's conversation to their own address. */
    transcript: route('POST', '/ew/buyer/chat/transcript'),
    /** A file the visitor attaches (multipart `file`, optional `clientMsgId`): stored, then sent as their message. */
    attach: route('POST', '/ew/buyer/chat/file/:id'),
    /** A chat file, by the signed link its message carries (`?t=`). */
    file: route('GET', '/ew/buyer/chat/files/:fileId'),
  },
  account: {
    registerEmail: route('POST', '/ew/buyer/user/register/email'),
    registerCheck: route('POST', '/ew/buyer/user/register1'),
    register: route('POST', '/ew/buyer/user/register2'),
    login: route('POST', '/ew/buyer/user/login'),
    logout: route('POST', '/ew/buyer/user/logout'),
    loginUser: route('GET', '/ew/buyer/user/loginUser'),
    forgotEmail: route('POST', '/ew/buyer/user/forgot/email'),
    forgotCheck: route('GET', '/ew/buyer/user/forgot/qs/:param'),
    resetPassword: route('PUT', '/ew/buyer/user/forgot/reset'),
    profile: route('PUT', '/ew/buyer/user/profile'),
    password: route('PUT', '/ew/buyer/user/password'),
    emailCode: route('POST', '/ew/buyer/user/email/code'),
    changeEmail: route('PUT', '/ew/buyer/user/email'),
  },
  addresses: {
    list: route('GET', '/ew/buyer/user/addresses'),
    create: route('POST', '/ew/buyer/user/addresses'),
    update: route('PUT', '/ew/buyer/user/addresses/:id'),
    remove: route('DELETE', '/ew/buyer/user/addresses/:id'),
    setDefault: route('PUT', '/ew/buyer/user/addresses/:id/default'),
  },
  messages: {
    list: route('GET', '/ew/buyer/user/messages'),
    readAll: route('PUT', '/ew/buyer/user/messages/read-all'),
    read: route('PUT', '/ew/buyer/user/messages/:id/read'),
  },
  common: {
    /** Multipart image upload (docs/product.md#calls); the server registers it at the root, outside the buyer mount. */
    upload: route('POST', '/common/upload'),
    /** A private upload (a question or inquiry file): for its owner, staff, or whoever has its signed link (`?t=`). */
    file: route('GET', '/common/files/:id'),
  },
  catalog: {
    categories: route('GET', '/ew/buyer/catalog/categories'),
    products: route('GET', '/ew/buyer/catalog/products'),
    product: route('GET', '/ew/buyer/catalog/products/:spuId'),
    specSheet: route('GET', '/ew/buyer/catalog/products/:spuId/spec-sheet.pdf'),
    documents: route('GET', '/ew/buyer/catalog/documents'),
    documentDownload: route('GET', '/ew/buyer/catalog/documents/:docId/download'),
    recordView: route('POST', '/ew/buyer/catalog/recently-viewed'),
    recentlyViewed: route('GET', '/ew/buyer/catalog/recently-viewed'),
    mergeRecentlyViewed: route('POST', '/ew/buyer/catalog/recently-viewed/merge'),
  },
  content: {
    newsByCategory: route('GET', '/ew/buyer/content/news/category/:cateId'),
    news: route('GET', '/ew/buyer/content/news/:newsId'),
    articles: route('GET', '/ew/buyer/content/articles/:kind'),
    case: route('GET', '/ew/buyer/content/cases/:id'),
    solution: route('GET', '/ew/buyer/content/solutions/:id'),
    page: route('GET', '/ew/buyer/content/pages/:key'),
    /** The home page's edited texts and featured solutions (issue 27). */
    home: route('GET', '/ew/buyer/content/home'),
  },
  search: {
    search: route('GET', '/ew/buyer/search'),
    suggest: route('GET', '/ew/buyer/search/suggest'),
    hot: route('GET', '/ew/buyer/search/hot'),
    history: route('GET', '/ew/buyer/search/history'),
    clearHistory: route('DELETE', '/ew/buyer/search/history'),
  },
  cart: {
    get: route('GET', '/ew/buyer/cart'),
    add: route('POST', '/ew/buyer/cart/items'),
    update: route('PUT', '/ew/buyer/cart/items/:skuId'),
    check: route('PUT', '/ew/buyer/cart/check'),
    remove: route('POST', '/ew/buyer/cart/remove'),
    moveToFavorites: route('POST', '/ew/buyer/cart/items/:skuId/favorite'),
    merge: route('POST', '/ew/buyer/cart/merge'),
    quote: route('POST', '/ew/buyer/cart/quote'),
  },
  quickOrder: {
    /** Quick order by part number (issue 29): every line checked (up to 500), nothing stored. */
    check: route('POST', '/ew/buyer/quick-order/check'),
    /** Part numbers of ours (and other brands' numbers we replace) starting like `?q=`, while typing. */
    suggest: route('GET', '/ew/buyer/quick-order/suggest'),
    /** A CSV or XLSX file (multipart, told apart by content) read into lines, and their check. */
    parse: route('POST', '/ew/buyer/quick-order/parse'),
    /** The file to fill in (`?format=csv|xlsx`). */
    template: route('GET', '/ew/buyer/quick-order/template'),
    /** The lines that check ok go to the cart in one transaction; the others are answered again. */
    add: route('POST', '/ew/buyer/quick-order/add'),
  },
  favorites: {
    list: route('GET', '/ew/buyer/favorites'),
    ids: route('GET', '/ew/buyer/favorites/ids'),
    add: route('POST', '/ew/buyer/favorites'),
    remove: route('DELETE', '/ew/buyer/favorites/:spuId'),
  },
  checkout: {
    preview: route('POST', '/ew/buyer/checkout/preview'),
    coupons: route('GET', '/ew/buyer/checkout/coupons'),
  },
  inventory: {
    /** A product's stock per serving warehouse with "ships today" and "arrives by" per method (`?spuId=&countryId=`; issue 28). */
    availability: route('GET', '/ew/buyer/inventory/availability'),
    /** Listing cards' short form for several products (`?spuIds=1,2,3&countryId=`). */
    summary: route('GET', '/ew/buyer/inventory/summary'),
  },
  companies: {
    /** Apply to open a company account (issue 29, ADR 0045). */
    apply: route('POST', '/ew/buyer/companies'),
    /** The buyer's membership (company, roles, permissions) and their latest own application. */
    mine: route('GET', '/ew/buyer/companies/mine'),
    /** The admin edits the company's profile (over the version read). */
    update: route('PUT', '/ew/buyer/companies/mine'),
    /** Members (every member sees them) and open invitations (admins only). */
    members: route('GET', '/ew/buyer/companies/mine/members'),
    invite: route('POST', '/ew/buyer/companies/mine/invitations'),
    revokeInvitation: route('DELETE', '/ew/buyer/companies/mine/invitations/:id'),
    memberRoles: route('PUT', '/ew/buyer/companies/mine/members/:id'),
    /** Ends the member's place and every session of theirs at once; what they placed stays the company's. */
    deactivate: route('POST', '/ew/buyer/companies/mine/members/:id/deactivate'),
    /** What an invitation link's page shows before anyone signs in (`?token=`). */
    invitation: route('GET', '/ew/buyer/companies/invitations/preview'),
    /** The signed-in buyer with the invited e-mail joins (once, before it expires). */
    accept: route('POST', '/ew/buyer/companies/invitations/accept'),
  },
  approvals: {
    /** The company's approval rules (every member reads them; approvals.manage writes; issue 30, ADR 0046). */
    rules: route('GET', '/ew/buyer/approvals/rules'),
    createRule: route('POST', '/ew/buyer/approvals/rules'),
    updateRule: route('PUT', '/ew/buyer/approvals/rules/:id'),
    removeRule: route('DELETE', '/ew/buyer/approvals/rules/:id'),
    /** Currency, expiry, the company-wide limit, and each member's limit with what is spent and left this period. */
    settings: route('GET', '/ew/buyer/approvals/settings'),
    saveSettings: route('PUT', '/ew/buyer/approvals/settings'),
    memberLimit: route('PUT', '/ew/buyer/approvals/limits/:memberId'),
    /** Requests: the reader's own, the queue waiting for their role, or all of the company's (`?view=&status=&page=`). */
    requests: route('GET', '/ew/buyer/approvals/requests'),
    request: route('GET', '/ew/buyer/approvals/requests/:requestNo'),
    /** Approve or reject the current level with a comment; the last approval places the order. */
    decide: route('POST', '/ew/buyer/approvals/requests/:requestNo/decision'),
    /** The requester withdraws a pending request. */
    cancel: route('POST', '/ew/buyer/approvals/requests/:requestNo/cancel'),
  },
  credit: {
    /** The company's credit account, application and open invoices (statements.read; issue 30). */
    overview: route('GET', '/ew/buyer/credit'),
    apply: route('POST', '/ew/buyer/credit/application'),
    settings: route('PUT', '/ew/buyer/credit/settings'),
    ledger: route('GET', '/ew/buyer/credit/ledger'),
    /** The ledger as CSV (formula cells neutralised). */
    ledgerCsv: route('GET', '/ew/buyer/credit/ledger.csv'),
    invoices: route('GET', '/ew/buyer/credit/invoices'),
    /** A monthly statement as a PDF in the reader's language (`?month=YYYY-MM`). */
    statement: route('GET', '/ew/buyer/credit/statement'),
    /** The credit invoice of an order on account, for its order page: the company's statement readers, or the member who placed it (issue 30). */
    orderInvoice: route('GET', '/ew/buyer/credit/orders/:orderNo/invoice'),
    /** A member with statements.read or credit.manage pays an open invoice online: one open attempt per invoice, as orders (ADR 0046). */
    payInvoice: route('POST', '/ew/buyer/credit/invoices/:invoiceNo/pay'),
    /** How that payment stands (asks the provider while it is pending); the page follows the gateway's window with it. */
    invoicePayment: route('GET', '/ew/buyer/credit/invoices/:invoiceNo/payment'),
  },
  lists: {
    /** Requisition lists (issue 29): the buyer's own and their company's shared ones, with item counts. */
    mine: route('GET', '/ew/buyer/lists'),
    create: route('POST', '/ew/buyer/lists'),
    /** An order's lines as a list (new, or added to one the buyer may change). */
    fromOrder: route('POST', '/ew/buyer/lists/from-order'),
    /** One list with its items priced now (`?currencyId=`). */
    one: route('GET', '/ew/buyer/lists/:id'),
    rename: route('PUT', '/ew/buyer/lists/:id'),
    remove: route('DELETE', '/ew/buyer/lists/:id'),
    copy: route('POST', '/ew/buyer/lists/:id/copy'),
    /** Items in a batch (product page, cart, quick order); a SKU already listed adds up. */
    addItems: route('POST', '/ew/buyer/lists/:id/items'),
    setQuantity: route('PUT', '/ew/buyer/lists/:id/items/:skuId'),
    removeItems: route('POST', '/ew/buyer/lists/:id/items/remove'),
    /** All or some items into the buyer's cart; what could not go is reported. */
    toCart: route('POST', '/ew/buyer/lists/:id/cart'),
    /** The list as a file (`?format=csv|xlsx`), named in the request's language. */
    export: route('GET', '/ew/buyer/lists/:id/export'),
  },
  coupons: {
    /** The buyer's coupons: claimed or issued to them, with unused / used / expired. */
    mine: route('GET', '/ew/buyer/coupons'),
    /** The coupon centre: public coupons one may claim, once per buyer. */
    centre: route('GET', '/ew/buyer/coupons/centre'),
    claim: route('POST', '/ew/buyer/coupons/claim'),
  },
  orders: {
    place: route('POST', '/ew/buyer/orders'),
    list: route('GET', '/ew/buyer/orders'),
    one: route('GET', '/ew/buyer/orders/:orderNo'),
    cancel: route('POST', '/ew/buyer/orders/:orderNo/cancel'),
    receive: route('POST', '/ew/buyer/orders/:orderNo/receive'),
    requestReturn: route('POST', '/ew/buyer/orders/:orderNo/return'),
    repurchase: route('POST', '/ew/buyer/orders/:orderNo/repurchase'),
    moveToBin: route('POST', '/ew/buyer/orders/:orderNo/delete'),
    restore: route('POST', '/ew/buyer/orders/:orderNo/restore'),
    purge: route('DELETE', '/ew/buyer/orders/:orderNo'),
  },
  payments: {
    pay: route('POST', '/ew/buyer/orders/:orderNo/pay'),
    status: route('GET', '/ew/buyer/orders/:orderNo/payment'),
    /** Server to server: a provider's signed notification. */
    notify: route('POST', '/ew/buyer/payments/notify/:provider'),
  },
  staff: {
    login: route('POST', '/ew/staff/login'),
    logout: route('POST', '/ew/staff/logout'),
    me: route('GET', '/ew/staff/me'),
    accounts: route('GET', '/ew/staff/staff'),
    createAccount: route('POST', '/ew/staff/staff'),
    /** An account's name and roles (admins). */
    updateAccount: route('PUT', '/ew/staff/staff/:staffId'),
    disableAccount: route('POST', '/ew/staff/staff/:staffId/disable'),
    enableAccount: route('POST', '/ew/staff/staff/:staffId/enable'),
    /** Ends the member's sessions and password and mails them a one-time reset link. */
    forcePasswordReset: route('POST', '/ew/staff/staff/:staffId/password-reset'),
    /** Public: a new password from a reset link's token. */
    resetPassword: route('POST', '/ew/staff/password-reset'),
    /** The audit log of staff changes (admins). */
    audit: route('GET', '/ew/staff/audit'),
    /** What restoring the values before an entry would write (ADR 0043). */
    auditRevertPreview: route('GET', '/ew/staff/audit/:id/revert'),
    /** Restores the values before an entry, as a new audited change. */
    auditRevert: route('POST', '/ew/staff/audit/:id/revert'),
  },
  /** Two-factor sign-in of staff (issue 27). */
  staffSecurity: {
    /** The second step of signing in: a challenge and a code (or a recovery code); msg is the session token. */
    loginVerify: route('POST', '/ew/staff/login/verify'),
    state: route('GET', '/ew/staff/security/totp'),
    start: route('POST', '/ew/staff/security/totp/start'),
    confirm: route('POST', '/ew/staff/security/totp/confirm'),
    recoveryCodes: route('POST', '/ew/staff/security/recovery-codes'),
    /** An admin resets another member's authenticator (a lost phone). */
    reset: route('POST', '/ew/staff/security/totp/reset'),
  },
  /** The console's customers (issue 27, ADR 0041): search, a buyer's page, block, reset, export, erase. */
  /** Content in the console (issue 27): news, cases, solutions, pages and the home page. */
  staffContent: {
    list: route('GET', '/ew/staff/content'),
    create: route('POST', '/ew/staff/content/:type'),
    one: route('GET', '/ew/staff/content/:type/:id'),
    update: route('PUT', '/ew/staff/content/:type/:id'),
    publish: route('POST', '/ew/staff/content/:type/:id/publish'),
    unpublish: route('POST', '/ew/staff/content/:type/:id/unpublish'),
    remove: route('DELETE', '/ew/staff/content/:type/:id'),
    preview: route('POST', '/ew/staff/content-preview'),
    home: route('GET', '/ew/staff/content-home'),
    saveHome: route('PUT', '/ew/staff/content-home'),
  },
  staffCustomers: {
    list: route('GET', '/ew/staff/customers'),
    one: route('GET', '/ew/staff/customers/:userId'),
    block: route('POST', '/ew/staff/customers/:userId/block'),
    unblock: route('POST', '/ew/staff/customers/:userId/unblock'),
    passwordReset: route('POST', '/ew/staff/customers/:userId/password-reset'),
    /** Everything held about the buyer, as a JSON file (logged). */
    export: route('POST', '/ew/staff/customers/:userId/export'),
    erase: route('POST', '/ew/staff/customers/:userId/erase'),
  },
  reviews: {
    /** A product's published reviews with the summary, filtered and sorted (guests too). */
    list: route('GET', '/ew/buyer/reviews'),
    /** The buyer's received order lines (of a product or an order) and which are reviewed. */
    reviewable: route('GET', '/ew/buyer/reviews/reviewable'),
    create: route('POST', '/ew/buyer/reviews'),
    helpful: route('POST', '/ew/buyer/reviews/:id/helpful'),
  },
  staffReviews: {
    list: route('GET', '/ew/staff/reviews'),
    hide: route('POST', '/ew/staff/reviews/:id/hide'),
    publish: route('POST', '/ew/staff/reviews/:id/publish'),
    reply: route('POST', '/ew/staff/reviews/:id/reply'),
  },
  questions: {
    /** A product's answered public questions (guests too), with a search over question and answer. */
    list: route('GET', '/ew/buyer/questions'),
    /** Ask about a product (logged in). */
    ask: route('POST', '/ew/buyer/questions'),
    /** The buyer's own questions with their answers. */
    mine: route('GET', '/ew/buyer/questions/mine'),
  },
  staffQuestions: {
    list: route('GET', '/ew/staff/questions'),
    one: route('GET', '/ew/staff/questions/:id'),
    /** Answer (or edit the answer); the asker gets a message and a mail the first time. */
    answer: route('POST', '/ew/staff/questions/:id/answer'),
  },
  samples: {
    /** Apply for free samples of eligible SKUs (logged in). */
    apply: route('POST', '/ew/buyer/samples'),
    /** The buyer's applications with their limits. */
    mine: route('GET', '/ew/buyer/samples'),
    one: route('GET', '/ew/buyer/samples/:id'),
  },
  staffSamples: {
    /** By status: pending (oldest first), approved or rejected (latest decision first). */
    list: route('GET', '/ew/staff/samples'),
    one: route('GET', '/ew/staff/samples/:id'),
    /** Approve: ships as a zero-price order of kind sample, in status to ship. */
    approve: route('POST', '/ew/staff/samples/:id/approve'),
    reject: route('POST', '/ew/staff/samples/:id/reject'),
  },
  inquiries: {
    /** Send an inquiry (multipart, optional `file`); guests too, with an e-mail. */
    create: route('POST', '/ew/buyer/inquiries'),
    /** The contact-us form (multipart, optional `file`): an inquiry of kind contact, for anyone. */
    contact: route('POST', '/ew/buyer/inquiries/contact'),
    /** The buyer's inquiries by status, searchable. */
    mine: route('GET', '/ew/buyer/inquiries'),
    /** One of the buyer's inquiries with its thread. */
    one: route('GET', '/ew/buyer/inquiries/:inquiryNo'),
    /** The buyer's reply (multipart, optional `file`). */
    reply: route('POST', '/ew/buyer/inquiries/:inquiryNo/messages'),
    close: route('POST', '/ew/buyer/inquiries/:inquiryNo/close'),
    /** A file of an inquiry: its buyer, staff, or whoever has its signed link (`?t=`). */
    file: route('GET', '/ew/buyer/inquiries/files/:fileId'),
    /** A quotation as PDF: for its inquiry's buyer, or the signed link (`?t=`) the detail hands out. */
    quotationPdf: route('GET', '/ew/buyer/inquiries/quotations/:id/pdf'),
    /** Accept the valid quotation: an unpaid order at the quoted prices (once per idempotency key). */
    acceptQuotation: route('POST', '/ew/buyer/inquiries/quotations/:id/accept'),
    /** Ask for a revision: a reply in the thread; the inquiry goes to processing. */
    reviseQuotation: route('POST', '/ew/buyer/inquiries/quotations/:id/revision'),
    /** Ask for a revision to the stock available (one click when accepting found stock short). */
    stockRevision: route('POST', '/ew/buyer/inquiries/quotations/:id/stock-revision'),
  },
  staffInquiries: {
    /** The queue by status and age (oldest waiting first). */
    list: route('GET', '/ew/staff/inquiries'),
    one: route('GET', '/ew/staff/inquiries/:id'),
    /** A sales reply (multipart, optional `file`); the buyer gets a message and a mail. */
    reply: route('POST', '/ew/staff/inquiries/:id/messages'),
    status: route('PUT', '/ew/staff/inquiries/:id/status'),
    /** The next version of the inquiry's quotation (the previous one is superseded). */
    quote: route('POST', '/ew/staff/inquiries/:id/quotations'),
    /** SKUs by product number with list prices in a currency (the quotation builder's search). */
    skus: route('GET', '/ew/staff/inquiries/skus'),
  },
  invoices: {
    /** The buyer's invoice titles (company or personal), the default first. */
    titles: route('GET', '/ew/buyer/invoices/titles'),
    createTitle: route('POST', '/ew/buyer/invoices/titles'),
    updateTitle: route('PUT', '/ew/buyer/invoices/titles/:id'),
    removeTitle: route('DELETE', '/ew/buyer/invoices/titles/:id'),
    setDefaultTitle: route('PUT', '/ew/buyer/invoices/titles/:id/default'),
    /** Paid or completed orders of the buyer's with no invoice yet (the application form's choices). */
    orders: route('GET', '/ew/buyer/invoices/orders'),
    apply: route('POST', '/ew/buyer/invoices'),
    /** The buyer's applications, by status, with counts. */
    mine: route('GET', '/ew/buyer/invoices'),
    one: route('GET', '/ew/buyer/invoices/:id'),
    /** An approved invoice as PDF: for its owner's session or the signed link (`?t=`) the detail hands out. */
    pdf: route('GET', '/ew/buyer/invoices/:id/pdf'),
    /** A credit note (red-letter invoice, issue 30) as PDF: for a session that may read its invoice, or the signed link (`?t=`). */
    creditNotePdf: route('GET', '/ew/buyer/invoices/credit-notes/:id/pdf'),
  },
  staffInvoices: {
    /** By status: pending (oldest first), approved or rejected (latest decision first). */
    list: route('GET', '/ew/staff/invoices'),
    one: route('GET', '/ew/staff/invoices/:id'),
    /** Approve: the invoice gets the next number of its year (INV-2026-000123). */
    approve: route('POST', '/ew/staff/invoices/:id/approve'),
    reject: route('POST', '/ew/staff/invoices/:id/reject'),
  },
  /** The catalogue's products in the console (issue 27): staff with catalog.edit. */
  staffCatalog: {
    /** Filtered and paged, with each language's completeness. */
    list: route('GET', '/ew/staff/catalog/products'),
    /** A new product, as a draft. */
    create: route('POST', '/ew/staff/catalog/products'),
    one: route('GET', '/ew/staff/catalog/products/:productId'),
    /** Identity and six languages' texts, over the version the editor loaded (409 when another save came first). */
    update: route('PUT', '/ew/staff/catalog/products/:productId'),
    publish: route('POST', '/ew/staff/catalog/products/:productId/publish'),
    unpublish: route('POST', '/ew/staff/catalog/products/:productId/unpublish'),
    /** A copy as a draft, with its texts and SKUs. */
    duplicate: route('POST', '/ew/staff/catalog/products/:productId/duplicate'),
    /** The whole SKU list over the product's version: existing SKUs by id, new ones without, the others removed. */
    skus: route('PUT', '/ew/staff/catalog/products/:productId/skus'),
    /** The sale attributes and values a SKU may take, in the staff member's language, and the currencies. */
    skuOptions: route('GET', '/ew/staff/catalog/sku-options'),
  },
  /** Bulk import and export of the catalogue, and category price changes (issue 27): previewed, then applied by the preview's id. */
  staffCatalogImport: {
    /** The file's columns and an example row, as CSV or XLSX (?format=). */
    template: route('GET', '/ew/staff/catalog/import/template'),
    /** The catalogue, or a category with its descendants (?categoryId=), in the import's format. */
    export: route('GET', '/ew/staff/catalog/export'),
    /** A dry run of an uploaded file (multipart): every line's errors and what would change. */
    preview: route('POST', '/ew/staff/catalog/import'),
    /** Writes a preview, all or nothing, once. */
    apply: route('POST', '/ew/staff/catalog/import/:importId/apply'),
    /** What a percentage does to every price of a category and its descendants. */
    pricePreview: route('POST', '/ew/staff/catalog/price-change'),
    pricesApply: route('POST', '/ew/staff/catalog/price-change/:importId/apply'),
  },
  /** The category tree and the filter attributes with their values (issue 27): staff with catalog.edit. */
  staffCatalogTree: {
    categories: route('GET', '/ew/staff/catalog/categories'),
    createCategory: route('POST', '/ew/staff/catalog/categories'),
    /** Icon and six languages' texts, over the version edited (409 when another save came first). */
    updateCategory: route('PUT', '/ew/staff/catalog/categories/:categoryId'),
    /** Under another parent (or to the top): no cycles, no deeper than the menus show. */
    moveCategory: route('POST', '/ew/staff/catalog/categories/:categoryId/move'),
    reorderCategory: route('POST', '/ew/staff/catalog/categories/:categoryId/reorder'),
    /** Only a category without products and sub-categories (?version=). */
    deleteCategory: route('DELETE', '/ew/staff/catalog/categories/:categoryId'),
    attributes: route('GET', '/ew/staff/catalog/attributes'),
    createAttribute: route('POST', '/ew/staff/catalog/attributes'),
    /** Names and the facet flag, over the version edited. */
    updateAttribute: route('PUT', '/ew/staff/catalog/attributes/:attributeId'),
    reorderAttribute: route('POST', '/ew/staff/catalog/attributes/:attributeId/reorder'),
    createValue: route('POST', '/ew/staff/catalog/attributes/:attributeId/values'),
    updateValue: route('PUT', '/ew/staff/catalog/attributes/:attributeId/values/:valueId'),
    reorderValue: route('POST', '/ew/staff/catalog/attributes/:attributeId/values/:valueId/reorder'),
    /** Only a value no product or SKU carries (?version= of the attribute). */
    deleteValue: route('DELETE', '/ew/staff/catalog/attributes/:attributeId/values/:valueId'),
  },
  /** A product's documents and compatibility list in the console (issue 27): each change over the product's version (409 when another save came first). */
  staffCatalogData: {
    /** The documents (with their uploaded files' names) and the compatibility list, at the product's version. */
    get: route('GET', '/ew/staff/catalog/products/:productId/data'),
    /** A PDF (multipart: the field meta, JSON with version, type and six titles, then the file). */
    addDocument: route('POST', '/ew/staff/catalog/products/:productId/documents'),
    /** Removes a document and its file (?version=). */
    removeDocument: route('DELETE', '/ew/staff/catalog/products/:productId/documents/:docId'),
    /** The whole compatibility list, in order. */
    compat: route('PUT', '/ew/staff/catalog/products/:productId/compat'),
  },
  /** A product's pictures (issue 27): uploaded, ordered and described in six languages, removed; each change over the product's version. */
  staffCatalogMedia: {
    list: route('GET', '/ew/staff/catalog/products/:productId/images'),
    /** One picture (multipart: version, then file): JPEG, PNG or WebP by content, metadata left out. */
    upload: route('POST', '/ew/staff/catalog/products/:productId/images'),
    /** The pictures' order and every picture's alternative texts. */
    save: route('PUT', '/ew/staff/catalog/products/:productId/images'),
    /** One picture (?version=). */
    remove: route('DELETE', '/ew/staff/catalog/products/:productId/images/:imageId'),
  },
  /** The stock console (issue 28): staff with stock.read see stock per warehouse and the ledger; stock.write change stock and the warehouses' settings. */
  staffStock: {
    /** SKUs with on hand, reserved and available per warehouse and their open incoming deliveries (?q=&filter=&warehouseId=&page=). */
    list: route('GET', '/ew/staff/inventory/stock'),
    /** Sets on hand in one warehouse after a count, with a reason (never below what orders hold there). */
    set: route('PUT', '/ew/staff/inventory/skus/:skuId/stock/:warehouseId'),
    /** Moves available units from one warehouse to another. */
    transfer: route('POST', '/ew/staff/inventory/skus/:skuId/transfers'),
    /** Records a delivery on its way to a warehouse, with its expected date. */
    addIncoming: route('POST', '/ew/staff/inventory/skus/:skuId/incoming'),
    /** The delivery arrived: its units go on hand (once). */
    receive: route('POST', '/ew/staff/inventory/skus/:skuId/incoming/:incomingId/receive'),
    cancelIncoming: route('POST', '/ew/staff/inventory/skus/:skuId/incoming/:incomingId/cancel'),
    /** The SKU's stock ledger, newest first (?warehouseId=&page=). */
    ledger: route('GET', '/ew/staff/inventory/skus/:skuId/ledger'),
    /** Every warehouse with its cutoff, working days and active flag. */
    warehouses: route('GET', '/ew/staff/inventory/warehouses'),
    /** Cutoff, working days and active flag, over the version edited (409 when another save came first). */
    updateWarehouse: route('PUT', '/ew/staff/inventory/warehouses/:warehouseId'),
    /** A warehouse country's holidays (?countryId=&year=). */
    holidays: route('GET', '/ew/staff/inventory/holidays'),
    addHoliday: route('POST', '/ew/staff/inventory/holidays'),
    removeHoliday: route('DELETE', '/ew/staff/inventory/holidays/:countryId/:day'),
    /** Carriers' transit days per method and warehouse: the default row and per-country rows (?warehouseId=). */
    transit: route('GET', '/ew/staff/inventory/transit'),
    /** Creates or changes the row of (method, warehouse, country or default). */
    setTransit: route('PUT', '/ew/staff/inventory/transit'),
    /** A country's row only: the default stays. */
    removeTransit: route('DELETE', '/ew/staff/inventory/transit/:transitId'),
    /** The warehouses serving a destination country, nearest first (?countryId=). */
    routes: route('GET', '/ew/staff/inventory/routes'),
    /** Replaces a country's serving order: every warehouse once, nearest first. */
    setRoutes: route('PUT', '/ew/staff/inventory/routes/:countryId'),
  },
  /** Company accounts in the console (issue 29): companies.read (every role) see the applications and companies; companies.write (sales, admin) decide. */
  staffCompanies: {
    /** Applications and companies, pending first and oldest first (?status=&q=&page=), with counts per status. */
    list: route('GET', '/ew/staff/companies'),
    /** One company: applicant, members, invitations, history with notes, orders. */
    one: route('GET', '/ew/staff/companies/:id'),
    /** approve, reject, suspend, reactivate or close, with a note, over the version read. */
    decide: route('POST', '/ew/staff/companies/:id/decision'),
    /** A fresh signed link to one of the application's private documents. */
    file: route('GET', '/ew/staff/companies/:id/files/:fileId'),
  },
  /** Credit accounts in the console (issue 30): credit.read (sales, finance, admin) see them; credit.write (finance, admin) decide and record payments. */
  staffCredit: {
    /** Applications, accounts or overdue accounts (?view=&q=&page=), with counts. */
    list: route('GET', '/ew/staff/credit'),
    one: route('GET', '/ew/staff/credit/:companyId'),
    /** Grant (limit, currency, terms) or reject the application with a reason. */
    decide: route('POST', '/ew/staff/credit/:companyId/decision'),
    /** Change limit, terms or status (hold, release, close) over the version read. */
    account: route('PUT', '/ew/staff/credit/:companyId/account'),
    /** A bank transfer received, allocated to invoices. */
    payment: route('POST', '/ew/staff/credit/:companyId/payments'),
    /** Reverse a ledger entry made by mistake. */
    reversal: route('POST', '/ew/staff/credit/:companyId/reversals'),
    /** A signed link to one of the application's documents. */
    file: route('GET', '/ew/staff/credit/:companyId/files/:fileId'),
    /** The credit invoice of an order on account, for the console's order page (credit.read). */
    orderInvoice: route('GET', '/ew/staff/credit/orders/:orderNo/invoice'),
  },
  staffCoupons: {
    list: route('GET', '/ew/staff/coupons'),
    create: route('POST', '/ew/staff/coupons'),
    /** Ends a coupon now: nobody can use or claim it from then on (used ones stay used). */
    end: route('POST', '/ew/staff/coupons/:id/end'),
  },
  staffOrders: {
    list: route('GET', '/ew/staff/orders'),
    /** Every order (delivered, completed, cancelled and refunded too), searched and filtered, newest first. */
    search: route('GET', '/ew/staff/orders/search'),
    /** The same filtered list as a CSV file (UTF-8 with BOM, at most STAFF_ORDER_EXPORT_MAX rows). */
    exportCsv: route('GET', '/ew/staff/orders/export'),
    one: route('GET', '/ew/staff/orders/:orderNo'),
    /** A staff member's internal note on the order (shown in the console's timeline, never to the buyer). */
    note: route('POST', '/ew/staff/orders/:orderNo/notes'),
    ship: route('POST', '/ew/staff/orders/:orderNo/ship'),
    deliver: route('POST', '/ew/staff/orders/:orderNo/deliver'),
    /** One shipment leaves with its carrier and tracking number (issue 28); the order is shipped when the last one has. */
    shipShipment: route('POST', '/ew/staff/orders/:orderNo/shipments/:seq/ship'),
    /** One shipment arrived; the order is delivered when every shipment has. */
    deliverShipment: route('POST', '/ew/staff/orders/:orderNo/shipments/:seq/deliver'),
    expire: route('POST', '/ew/staff/orders/:orderNo/expire'),
    refund: route('POST', '/ew/staff/orders/:orderNo/refund'),
    /** What the order paid, refunded and may still refund, with its staff refunds (issue 27). */
    refunds: route('GET', '/ew/staff/orders/:orderNo/refunds'),
    /** A full or partial refund through the payment provider. */
    refundPart: route('POST', '/ew/staff/orders/:orderNo/refunds'),
    /** Cancel an unpaid or paid-not-shipped order with a reason; a paid one is refunded in full. */
    cancel: route('POST', '/ew/staff/orders/:orderNo/cancel'),
    /** The packing list as a PDF, in ?lang= or the console's language. */
    packingList: route('GET', '/ew/staff/orders/:orderNo/packing-list.pdf'),
  },
  staffChat: {
    conversations: route('GET', '/ew/staff/chat/conversations'),
    conversation: route('GET', '/ew/staff/chat/conversations/:conversationId'),
    claim: route('POST', '/ew/staff/chat/conversations/:conversationId/claim'),
    reply: route('POST', '/ew/staff/chat/conversations/:conversationId/messages'),
    close: route('POST', '/ew/staff/chat/conversations/:conversationId/close'),
    /** The agent is typing: rung to the visitor's window (nothing stored). */
    typing: route('POST', '/ew/staff/chat/conversations/:conversationId/typing'),
    topics: route('GET', '/ew/staff/chat/topics'),
    updateTopic: route('PUT', '/ew/staff/chat/topics/:key'),
    /** A one-minute ticket for the agents' socket (/ws/staff). */
    ticket: route('POST', '/ew/staff/chat/ticket'),
  },
  staffSearch: {
    hide: route('POST', '/ew/staff/search/hide'),
    show: route('POST', '/ew/staff/search/show'),
  },
  staffStockCheck: {
    /** The stock consistency check (issue 28): every difference between stock, ledger, open orders and the catalogue's totals. */
    differences: route('GET', '/ew/staff/inventory/check'),
  },
  health: {
    live: route('GET', '/health'),
    ready: route('GET', '/ready'),
  },
  dev: {
    /** The dev mailbox as JSON (registered outside production only). */
    mailbox: route('GET', '/dev/mailbox'),
    /** Moves the server's clock (app.clock) by whole days from real time and runs one sweep (issue 30's e2e: an invoice falls due). */
    clock: route('POST', '/dev/clock'),
  },
} as const;

/** Paths the server serves outside the API base (patterns are absolute): pictures and uploaded files. */
export const MEDIA = {
  productImage: route('GET', '/media/products/:key/:view', ''),
  upload: route('GET', '/media/uploads/:name', ''),
  /** A product's uploaded picture: <id>-<hash>.<ext> (content-hashed, cached for ever); one no longer there sends to the product's drawing. */
  productPicture: route('GET', '/media/product-images/:key/:name', ''),
} as const;

/** The dev mailbox's HTML pages, outside the API base (registered outside production only). */
export const DEV_PAGES = {
  mailbox: route('GET', '/dev/mailbox', ''),
  mail: route('GET', '/dev/mailbox/:id', ''),
} as const;

/** Every declared route, for checks that walk them all (tests). */
export function allRoutes(): ApiRoute[] {
  const groups = [...Object.values(API), MEDIA, DEV_PAGES] as Record<string, ApiRoute>[];
  return groups.flatMap((group) => Object.values(group));
}

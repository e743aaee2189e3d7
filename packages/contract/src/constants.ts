// Business constants and limits of docs/product.md#limits, shared by server and web so both enforce the same numbers.
export const ALERT_TIMEOUT_MS = 3000;
export const HTTP_TIMEOUT_MS = 30_000;
export const REPEAT_SUBMIT_WINDOW_MS = 1000;
/** Requests whose body is this large or larger skip the duplicate-submit guard (docs/product.md#calls). */
export const REPEAT_SUBMIT_SIZE_LIMIT = 5 * 1024 * 1024;
export const CACHE_TTL_MS = 24 * 60 * 60 * 1000;
/** Guest cart expiry value stored with the cart (docs/product.md#entities): hours. */
export const GUEST_CART_EXPIRY_HOURS = 24;
export const CHAT_MESSAGE_MAX = 1000;
export const BACK_TO_TOP_OFFSET_PX = 150;
export const CHAT_HEARTBEAT_MS = 60_000;
export const CHAT_RECONNECT_ATTEMPTS = 3;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 24;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Photos one return request may carry (the order's return form; the support page says so). */
export const RETURN_PHOTOS_MAX = 5;

/**
 * What an upload is for (multipart field `purpose`, sent before `file`; `image` when absent):
 * `image` (an avatar, a return's photos) and `review` take JPG, PNG and WEBP pictures and are
 * public; `question` and `inquiry` take PDF, JPG, PNG, DOC, DOCX, XLS, XLSX and TXT (docs/product.md#validation) and are
 * readable only by their owner and staff. The type is decided by content, never by the name.
 */
export const UPLOAD_PURPOSES = ['image', 'review', 'question', 'inquiry'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
export const PUBLIC_UPLOAD_PURPOSES: readonly UploadPurpose[] = ['image', 'review'];
/** The file input's `accept` for each purpose (the server checks the content again). */
export const UPLOAD_ACCEPT: Record<UploadPurpose, string> = {
  image: '.jpg,.jpeg,.png,.webp',
  review: '.jpg,.jpeg,.png,.webp',
  question: '.pdf,.jpg,.jpeg,.png,.doc,.docx,.xls,.xlsx,.txt',
  inquiry: '.pdf,.jpg,.jpeg,.png,.doc,.docx,.xls,.xlsx,.txt',
};
/** How long the link an upload answer gives to a private file opens it. */
export const PRIVATE_UPLOAD_LINK_TTL_MS = 6 * 60 * 60_000;
export const RECYCLE_BIN_RETENTION_DAYS = 30;
/** How many products a recently viewed list holds (the home strip, /recentlyViewed), newest first. */
export const RECENTLY_VIEWED_MAX = 12;
export const OTP_LENGTH = 6;
export const RATING_ITEMS = 5;
export const COOKIE_CONSENT_ACCEPT = '1';
export const COOKIE_CONSENT_DECLINE = '0';
/** Name of the session cookie; the spec fixes it but does not show it (ADR 0002). */
export const SESSION_COOKIE = 'yt_us_token';

/** Persistent client keys of docs/product.md#entities, with exactly those names, plus the cache entries it mentions. */
export const STORAGE_KEYS = {
  language: 'yt_us_lan',
  country: 'yt_us_cou',
  currencyId: 'yt_us_currency_id',
  currencyInfo: 'yt_us_currency_info',
  guestCart: 'yt_us_cart_info',
  cookieConsent: 'yt_use_cookie',
  // Cache entries the spec says exist without naming them.
  version: 'yt_us_version',
  visitorUuid: 'yt_us_uuid',
  baseConfig: 'yt_us_base_config',
  languageList: 'yt_us_lang_list',
  countryList: 'yt_us_country_list',
  basePriceInfo: 'yt_us_base_price_info',
} as const;

/** Session-storage keys. */
export const SESSION_KEYS = {
  redirectPath: 'yt_us_redirect',
  userInfoLoaded: 'yt_us_user_loaded',
  scrollPositions: 'yt_us_scroll',
  /** When a verification code may be asked for again, per purpose and address. */
  codeTimer: 'yt_us_code_timer',
  /** The address and checked code carried from /enterCode to /newPassword (never in the URL). */
  passwordReset: 'yt_us_reset',
  /** The staff console's session token (per tab; a buyer's cookie is never used there). */
  staffToken: 'yt_staff_token',
} as const;

/**
 * Resources are counted up to this many; a count that reaches it reads "1000+". Documents exist
 * for every product, so a broad query on a large catalogue matches hundreds of thousands.
 */
export const RESOURCE_COUNT_CAP = 1000;

/** Most units of one SKU in one cart line: stock caps it further. */
export const CART_LINE_MAX_QTY = 9999;
/** Most distinct SKUs in one cart. */
export const CART_MAX_LINES = 100;
export const FAVORITES_PAGE_SIZE = 20;

/** Tax and discount rates are in basis points: 2000 = 20 %. */
export const BASIS_POINTS = 10_000;

// Product questions (issue 14; the schemas are in questions.ts). Here, without zod, so the product
// page's question form can use them without loading zod on a first visit (ADR 0012).
export const QUESTION_TYPES = ['presale', 'technical', 'aftersale'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const QUESTION_TAGS = ['compatibility', 'specification', 'installation', 'price', 'delivery', 'warranty', 'other'] as const;
export type QuestionTag = (typeof QUESTION_TAGS)[number];
export const QUESTION_STATUSES = ['pending', 'answered'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];
export const QUESTION_TEXT_MAX = 1000;
export const QUESTION_ANSWER_MAX = 4000;
export const QUESTION_PAGE_SIZE = 10;
/** docs/product.md#limits: the shop answers a question within 12–24 hours (the text of the success message of docs/product.md#errors). */
export const QUESTION_REPLY_HOURS = { min: 12, max: 24 } as const;
/** Questions one buyer may ask per hour: enough for real use, too few to flood the staff queue. */
export const QUESTIONS_PER_HOUR = 10;

// Reviews (issue 14; schemas in reviews.ts). Here, without zod, for the product page's first paint.
export const REVIEW_MAX_IMAGES = 6;
export const REVIEW_TEXT_MAX = 2000;
/** Shorter texts say nothing a rating does not; a minimum keeps "ok" out of the list. */
export const REVIEW_TEXT_MIN = 5;
export const REVIEW_PAGE_SIZE = 10;
export const REVIEW_SORTS = ['newest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
/** mine: in the visitor's language; others: every other language (folded on the page); all. */
export const REVIEW_LANG_SCOPES = ['mine', 'others', 'all'] as const;
export const REVIEW_HIDE_REASON_MAX = 300;
export const REVIEW_REPLY_MAX = 2000;

/**
 * The kinds of a product's documents. Firmware: release notes of a firmware version, uploaded by
 * staff (issue 27); the other types may be generated from the product's data. Kept here, away from
 * the schemas, so the buyers' documents page reads the list without loading zod on a first visit.
 */
export const DOC_TYPES = ['datasheet', 'manual', 'guide', 'certificate', 'firmware'] as const;

/** Products one listing-card stock summary may ask for (issue 28): a listing page's most (MAX_PAGE_SIZE). */
export const AVAILABILITY_SUMMARY_MAX = 60;

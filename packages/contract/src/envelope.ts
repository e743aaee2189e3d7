import { z } from 'zod';

/** Envelope codes: 200 success, HTTP-like failures, 601 a warning the client shows and rejects (§7, §8). */
export const CODES = {
  OK: 200,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  SERVER_ERROR: 500,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
  WARNING: 601,
} as const;
export type Code = (typeof CODES)[keyof typeof CODES];

/** The response envelope of §3: every JSON answer of the API has this shape. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}
export const errorEnvelope = z.object({
  code: z.number().int(),
  msg: z.string(),
  data: z.union([z.null(), z.object({ fields: z.record(z.string(), z.string()) })]),
});
export type Envelope<T> = { code: number; msg: string; data: T };

/** Server message keys: the server translates them into the request's language. */
export const MESSAGE_KEYS = [
  'ok',
  'badRequest',
  'unauthorized',
  'forbidden',
  'notFound',
  'conflict',
  'payloadTooLarge',
  'validationFailed',
  'tooManyRequests',
  'serverError',
  'serviceUnavailable',
  'uriTooLong',
  'headersTooLarge',
  'requestTimeout',
  'invalidId',
  'incorrectCode',
  'loginFailed',
  'codeSent',
  'registered',
  'passwordReset',
  'passwordChanged',
  'emailUpdated',
  'wrongPassword',
  'deleted',
  'fileType',
  'fileTooLarge',
  'uploadRateLimited',
  'chatTranscriptSent',
  'uploadQuotaExceeded',
  'cartEmpty',
  'skuIncomplete',
  'outOfStock',
  'cartFull',
  'priceChanged',
  'couponInvalid',
  'couponClaimed',
  'couponAlreadyClaimed',
  'couponCodeTaken',
  'shippingUnavailable',
  'orderNotAllowed',
  'orderPlaced',
  'orderCancelled',
  'paymentSuccessful',
  'paymentFailed',
  'paymentExpired',
  'paymentPending',
  'addedToCart',
  'favoriteAdded',
  'favoriteRemoved',
  'receiptConfirmed',
  'returnRequested',
  'orderRestored',
  'movedToBin',
  'cartUpdated',
  'paymentProviderError',
  'quantityLimit',
  'idempotencyMismatch',
] as const;
export type MessageKey = (typeof MESSAGE_KEYS)[number];

import type { PaymentMethod } from '@netshop/contract';

// The payment-provider interface (ADR 0011). A real provider (Stripe, PayPal, Alipay) is one more
// implementation of it; the orders, the notification route and the status check never change.

export interface CreatePaymentInput {
  /** Our payment id: the provider hands it back as its merchant reference. */
  paymentId: string;
  orderNo: string;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  minorUnits: number;
  description: string;
  /** Where the provider's page sends the buyer back, with the outcome added. */
  returnUrl: (status: 'success' | 'failed') => string;
  lang: string;
}

/** What a verified notification or a status query says about one payment. */
export interface ProviderEvent {
  /** Unique per notification; a repeat of the same id has no effect. */
  eventId: string;
  providerRef: string;
  status: 'succeeded' | 'failed';
  amount: number;
  currency: string;
}

export class NotificationRejected extends Error {
  constructor(readonly reason: 'signature' | 'stale' | 'malformed') {
    super(`notification rejected: ${reason}`);
  }
}

export interface PaymentProvider {
  readonly name: PaymentMethod;
  /** Opens a payment with the provider; the buyer pays on `payUrl` (a new window, docs/product.md#screens). */
  createPayment(input: CreatePaymentInput): Promise<{ providerRef: string; payUrl: string }>;
  /** Checks a server-to-server notification's signature and freshness; throws NotificationRejected. */
  verifyNotification(headers: Record<string, string | string[] | undefined>, rawBody: string, now?: number): ProviderEvent;
  /** Asks the provider for the real state of a payment ("payment completed" does not trust the page). */
  fetchStatus(providerRef: string): Promise<ProviderEvent | null>;
  /**
   * Cancels a payment that has not been captured, so its page can no longer take money (a newer
   * attempt replaced it). 'captured' when the buyer paid on it first: its capture is then handled
   * like any other (it pays the order or is refunded).
   */
  voidPayment(providerRef: string): Promise<'voided' | 'captured' | 'closed'>;
  /**
   * Returns the whole captured amount. Idempotent per payment, as providers' refund calls are with
   * an idempotency key: asking again returns the same refund. Throws ProviderError when refused.
   */
  refund(providerRef: string, amount: number, currency: string): Promise<{ refundRef: string }>;
  /**
   * Returns part (or the rest) of a capture; staff refunds (issue 27). `key` is our refund's id,
   * sent as the provider's idempotency key: the same key again answers the refund already made,
   * never a second one. Throws ProviderError when refused (more than is left, nothing captured).
   */
  refundPart(providerRef: string, amount: number, currency: string, key: string): Promise<{ refundRef: string }>;
}

/** The provider could not be reached or refused a call; the caller retries later. */
export class ProviderError extends Error {}

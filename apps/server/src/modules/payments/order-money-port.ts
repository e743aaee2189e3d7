import type { PaymentMethod } from '@netshop/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { RequestContext } from '../../lib/request-context.js';
import type { PaymentProvider } from './provider.js';
import { voidClosedOrderAttempts } from './service.js';
import { staffRefunds } from './staff-refunds.js';

// What the orders' staff actions need of payments (orders/staff-actions.ts OrderMoneyPort), which
// app.ts hands to their routes: orders may not import payments, which imports orders.

export function orderMoneyPort(providers: Record<PaymentMethod, PaymentProvider>, log: FastifyBaseLogger) {
  return {
    ...staffRefunds(providers, log),
    /** A cancelled unpaid order's open payment pages are voided, so they cannot take money any more. */
    async voidClosed(ctx: RequestContext): Promise<void> {
      await voidClosedOrderAttempts(ctx, providers, log);
    },
  };
}

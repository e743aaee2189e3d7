import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The company's credit account, application, ledger and invoices (issue 30, ADR 0046). Being built. */
export const creditRoutes: FastifyPluginAsyncZod<{ secret: string }> = async () => undefined;

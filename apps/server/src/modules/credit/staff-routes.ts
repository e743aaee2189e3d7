import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** /console/credit: applications, accounts, payments, reversals (issue 30). Being built. */
export const staffCreditRoutes: FastifyPluginAsyncZod<{ secret: string }> = async () => undefined;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlaceOptions } from '../orders/index.js';

/** A company's approval rules, limits and requests (issue 30, ADR 0046). Being built. */
export const approvalRoutes: FastifyPluginAsyncZod<{ place: Omit<PlaceOptions, 'now' | 'ref' | 'currencies'>; cacheTtlMs: number }> = async () => undefined;

import { CODES } from '@netshop/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import type { BuyerPrincipal, CompanyPrincipal } from '../lib/request-context.js';
import { buyerSessions } from '../lib/session-store.js';
import { AppError } from './envelope.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in buyer of this request, set by `requireUser`. */
    user: BuyerPrincipal | null;
  }
}

/** Reads a buyer's company membership (modules/companies, given at registration: plugins import no module). */
export type FindMembership = (db: Db, userId: number) => Promise<CompanyPrincipal | null>;

declare module 'fastify' {
  interface FastifyInstance {
    findMembership: FindMembership;
  }
}

async function resolveBuyer(req: FastifyRequest, token: string): Promise<BuyerPrincipal | null> {
  const db = req.server.storage.db;
  const s = await buyerSessions.resolve(db, token);
  if (!s) return null;
  return { userId: s.ownerId, sessionId: s.sessionId, company: await req.server.findMembership(db, s.ownerId) };
}

export function bearerToken(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  return typeof h === 'string' && h.startsWith('Bearer ') ? h.slice(7).trim() : null;
}

/** A preHandler for routes that need a logged-in buyer: 401 envelope otherwise (docs/product.md#states, #errors). */
export async function requireUser(req: FastifyRequest): Promise<void> {
  const token = bearerToken(req);
  const session = token ? await resolveBuyer(req, token) : null;
  if (!session) throw new AppError(CODES.UNAUTHORIZED, 'unauthorized');
  req.user = session;
  req.ctx.buyer = session;
}

/** The buyer of a request when it carries a live session; a guest (null) otherwise, never a 401. */
export async function optionalUser(req: FastifyRequest): Promise<number | null> {
  const token = bearerToken(req);
  const session = token ? await resolveBuyer(req, token) : null;
  return session?.userId ?? null;
}

/** Puts the buyer of a live session in the request context, if there is one; a guest otherwise (never a 401). */
export async function optionalBuyer(req: FastifyRequest): Promise<void> {
  const token = bearerToken(req);
  const session = token ? await resolveBuyer(req, token) : null;
  if (session) {
    req.user = session;
    req.ctx.buyer = session;
  }
}

export const authPlugin = fp(async (app, opts: { findMembership: FindMembership }) => {
  app.decorateRequest('user', null);
  app.decorate('findMembership', opts.findMembership);
});

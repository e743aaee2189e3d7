import { CODES } from '@netshop/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from './envelope.js';

// The demo conveniences of a development server (the dev mailbox, the default operator token)
// are public knowledge, so they answer only to the machine the server runs on.

/**
 * True when the request comes from this machine: decided by the socket's peer address, never by
 * X-Forwarded-For (anyone can send it), and refused when forwarding headers are present, since a
 * reverse proxy on the same machine connects from loopback on behalf of everyone.
 */
export function isLocalRequest(req: FastifyRequest): boolean {
  const peer = req.socket.remoteAddress ?? '';
  const loopback = peer === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(peer);
  const h = req.headers;
  return loopback && !h['x-forwarded-for'] && !h.forwarded && !h['x-real-ip'];
}

/** An onRequest hook for routes that exist only for local requests: anyone else gets 404. */
export async function localOnly(req: FastifyRequest): Promise<void> {
  if (!isLocalRequest(req)) throw new AppError(CODES.NOT_FOUND, 'notFound');
}

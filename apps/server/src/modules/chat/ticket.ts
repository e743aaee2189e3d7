import { createHmac, timingSafeEqual } from 'node:crypto';

// A browser cannot give a WebSocket an Authorization header, so a logged-in buyer's window asks
// for a ticket over HTTP (bearer) and puts it in the socket's URL. The ticket names the buyer and
// the visitor uuid, lives a minute, and is signed with the app secret: any process can check it,
// and nothing is stored.

export const TICKET_TTL_MS = 60_000;

const sign = (secret: string, text: string) => createHmac('sha256', secret).update(`chat-ticket|${text}`).digest('base64url');

export function issueTicket(secret: string, userId: number, visitorId: string, now = Date.now()): string {
  const text = `${userId}.${visitorId}.${now + TICKET_TTL_MS}`;
  return `${text}.${sign(secret, text)}`;
}

/** The buyer a ticket was issued to for this visitor, or null (forged, expired, another visitor's). */
export function checkTicket(secret: string, ticket: string, visitorId: string, now = Date.now()): number | null {
  const parts = ticket.split('.');
  if (parts.length !== 4) return null;
  const [userId, visitor, exp, sig] = parts as [string, string, string, string];
  const expected = Buffer.from(sign(secret, `${userId}.${visitor}.${exp}`));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (visitor !== visitorId || !/^\d{1,10}$/.test(userId) || !(Number(exp) > now)) return null;
  return Number(userId);
}

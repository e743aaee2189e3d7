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

// The agents' console has the same problem with its socket: its ticket names the staff member
// and is signed in its own domain, so a buyer's ticket never opens the agents' socket.
const signStaff = (secret: string, text: string) => createHmac('sha256', secret).update(`staff-chat-ticket|${text}`).digest('base64url');

export function issueStaffTicket(secret: string, staffId: number, now = Date.now()): string {
  const text = `${staffId}.${now + TICKET_TTL_MS}`;
  return `${text}.${signStaff(secret, text)}`;
}

/** The staff member a ticket was issued to, or null (forged, expired). */
export function checkStaffTicket(secret: string, ticket: string, now = Date.now()): number | null {
  const parts = ticket.split('.');
  if (parts.length !== 3) return null;
  const [staffId, exp, sig] = parts as [string, string, string];
  const expected = Buffer.from(signStaff(secret, `${staffId}.${exp}`));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (!/^\d{1,10}$/.test(staffId) || !(Number(exp) > now)) return null;
  return Number(staffId);
}

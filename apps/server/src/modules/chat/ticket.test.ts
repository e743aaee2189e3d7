import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkTicket, issueTicket, TICKET_TTL_MS } from './ticket.js';

const secret = 'x'.repeat(40);

describe('chat socket tickets', () => {
  it('name the buyer for the visitor they were issued for, for one minute', () => {
    const v = randomUUID();
    const now = 1_800_000_000_000;
    const t = issueTicket(secret, 42, v, now);
    expect(checkTicket(secret, t, v, now + 1000)).toBe(42);
    expect(checkTicket(secret, t, v, now + TICKET_TTL_MS + 1)).toBeNull();
    expect(checkTicket(secret, t, randomUUID(), now)).toBeNull();
  });

  it('cannot be forged or altered', () => {
    const v = randomUUID();
    const t = issueTicket(secret, 42, v);
    expect(checkTicket('y'.repeat(40), t, v)).toBeNull();
    expect(checkTicket(secret, t.replace(/^42\./, '43.'), v)).toBeNull();
    expect(checkTicket(secret, `${t}x`, v)).toBeNull();
    expect(checkTicket(secret, 'a.b.c', v)).toBeNull();
    expect(checkTicket(secret, '', v)).toBeNull();
  });
});

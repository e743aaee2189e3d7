import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import type { api } from './buyers.js';

// Signing staff in from API tests now that admin and finance need two-factor sign-in (issue 27):
// staffLogin answers a full session token whatever the member's roles, enrolling an authenticator
// with codes computed by the same library an authenticator app follows (RFC 6238) when one is due,
// and answering the code step when one is on. Each member's secret stays here for later sign-ins.

type Call = ReturnType<typeof api>;

export interface Enrolled {
  secret: string;
  /** The last step a code was sent for: the server accepts no step twice. */
  lastStep: number;
  recoveryCodes: string[];
}

/** Members this test file enrolled, by e-mail. */
export const enrolled = new Map<string, Enrolled>();

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A code for a step later than `after` that the server accepts now (it allows one step either
 * side of its clock), waiting for the clock when the next step is not yet in reach.
 */
export async function nextTotpCode(secret: string, after = -1): Promise<{ code: string; step: number }> {
  let now = TOTP.counter();
  while (after + 1 > now + 1) {
    await sleep(1000);
    now = TOTP.counter();
  }
  const step = Math.max(now, after + 1);
  return { code: TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: step * 30_000 }), step };
}

/** Enrols the authenticator of a session's member: the secret and recovery codes, as the security page shows them. */
export async function enrolTotp(call: Call, token: string): Promise<Enrolled> {
  const headers = { authorization: `Bearer ${token}` };
  const start = await call('POST', '/api/ew/staff/security/totp/start', { headers });
  expect(start.status, start.body.msg).toBe(200);
  const { code, step } = await nextTotpCode(start.body.data.secret);
  const confirm = await call('POST', '/api/ew/staff/security/totp/confirm', { headers, body: { code } });
  expect(confirm.status, confirm.body.msg).toBe(200);
  return { secret: start.body.data.secret, lastStep: step, recoveryCodes: confirm.body.data.codes };
}

/** A full staff session token for the e-mail and password, enrolling or answering a code as needed. */
export async function staffLogin(call: Call, email: string, password: string): Promise<string> {
  const r = await call('POST', '/api/ew/staff/login', { body: { email, password } });
  expect(r.body.code, r.body.msg).toBe(200);
  if (r.body.data?.next === 'enrol') {
    enrolled.set(email, await enrolTotp(call, r.body.msg));
    return r.body.msg;
  }
  if (r.body.data?.next === 'code') {
    const e = enrolled.get(email);
    if (!e) throw new Error(`${email} has an authenticator this test did not enrol`);
    const { code, step } = await nextTotpCode(e.secret, e.lastStep);
    e.lastStep = step;
    const v = await call('POST', '/api/ew/staff/login/verify', { body: { challenge: r.body.data.challenge, code } });
    expect(v.status, v.body.msg).toBe(200);
    return v.body.msg;
  }
  return r.body.msg;
}

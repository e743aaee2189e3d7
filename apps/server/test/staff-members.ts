import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { api } from './buyers.js';
import type { TestContext } from './test-app.js';

/** The operator token's header: acts as an administrator. */
export const OPS = { authorization: 'Bearer dev-ops-token' };

/** A new staff member of `role`, signed in: the header to act as them. */
export async function staffOf(ctx: TestContext, role: 'agent' | 'sales' | 'finance' | 'admin'): Promise<{ authorization: string }> {
  const call = api(ctx);
  const email = `${role}-${randomUUID().slice(0, 8)}@yt-networks.example`;
  const made = await call('POST', '/api/ew/staff/staff', { headers: OPS, body: { email, name: `${role} ${email.slice(0, 12)}`, password: 'Staff#2026', roles: [role] } });
  expect(made.status, made.body.msg).toBe(200);
  const login = await call('POST', '/api/ew/staff/login', { body: { email, password: 'Staff#2026' } });
  expect(login.status, login.body.msg).toBe(200);
  return { authorization: `Bearer ${login.body.msg}` };
}

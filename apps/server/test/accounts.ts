import { expect } from 'vitest';
import type { TestContext } from './test-app.js';

/** Calls of the account API as the web app makes them, for the account tests. */
export function accountClient(ctx: TestContext, ip = '10.0.0.1') {
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, opts: { token?: string; lang?: string } = {}) => {
    const res = await ctx.app.inject({
      method,
      url: url.startsWith('/api/') ? url : `/api/ew/buyer${url}`,
      remoteAddress: ip,
      headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...(opts.lang ? { lang: opts.lang } : {}) },
      ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
    });
    return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: any } };
  };

  /** The newest mail to an address, from the dev mailbox. */
  async function lastMail(to: string) {
    const res = await ctx.app.inject({ url: `/api/dev/mailbox?to=${encodeURIComponent(to)}` });
    return (res.json().data as { subject: string; text: string; status: string }[])[0];
  }
  async function codeFor(to: string) {
    const mail = await lastMail(to);
    const code = /^(\d{6})$/m.exec(mail?.text ?? '')?.[1];
    expect(code, `a code mailed to ${to}`).toBeDefined();
    return code!;
  }

  async function register(email: string, password = 'Abc@1234', extra: Record<string, unknown> = {}) {
    expect((await call('POST', '/user/register/email', { email })).status).toBe(200);
    const code = await codeFor(email);
    const r = await call('POST', '/user/register2', { email, code, password, confirmPassword: password, firstName: 'Ann', lastName: 'Lee', countryId: 1, agree: true, ...extra });
    expect(r.status).toBe(200);
  }
  async function login(email: string, password = 'Abc@1234') {
    const r = await call('POST', '/user/login', { email, password });
    expect(r.status, r.body.msg).toBe(200);
    return r.body.msg;
  }
  return { call, lastMail, codeFor, register, login };
}

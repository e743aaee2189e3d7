import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bootKey } from '@netshop/contract/boot';
import { HTTP_TIMEOUT_MS } from '@netshop/contract/constants';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient, HttpError, type HttpHooks, unwrap, unwrapWithMsg } from './http.js';

// A real HTTP server on loopback answers as the API would; the client under test talks to it
// over the network with Node's fetch. Only the app-side hooks are recorded.

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}
const seen: Seen[] = [];
type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;
const routes: Record<string, Handler> = {
  '/api/ok': (_q, res) => json(res, 200, { code: 200, msg: 'fine', data: { a: 1 } }),
  '/api/echo': (req, res, body) => json(res, 200, { code: 200, msg: 'echo', data: { url: req.url, body } }),
  '/api/e401': (_q, res) => json(res, 401, { code: 401, msg: 'expired', data: null }),
  '/api/e500': (_q, res) => json(res, 500, { code: 500, msg: 'boom', data: { partial: true } }),
  '/api/e601': (_q, res) => json(res, 200, { code: 601, msg: 'careful', data: null }),
  '/api/e403': (_q, res) => json(res, 403, { code: 403, msg: 'server says no', data: null }),
  '/api/e422': (_q, res) => json(res, 422, { code: 422, msg: 'check fields', data: { fields: { email: 'bad' } } }),
  '/api/e418': (_q, res) => json(res, 200, { code: 418, data: null }),
  '/api/e409': (_q, res) => json(res, 409, { code: 409, msg: 'changed meanwhile', data: null }),
  '/api/html502': (_q, res) => {
    res.writeHead(502, { 'content-type': 'text/html' });
    res.end('<html>bad gateway</html>');
  },
  // Answered only when the tests are over: longer than any client timeout under test.
  '/api/slow': (_q, res) => void held.push(res),
  '/api/blob': (_q, res) => {
    res.writeHead(200, { 'content-type': 'application/pdf' });
    res.end(Buffer.from([37, 80, 68, 70]));
  },
  '/api/ew/buyer/user/loginUser': (_q, res) => json(res, 200, { code: 401, msg: 'no user', data: null }),
};
function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

let server: Server;
let base = '';
const held: ServerResponse[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      const handler = routes[req.url!.split('?')[0]];
      if (handler) handler(req, res, body);
      else json(res, 404, { code: 404, msg: 'nope', data: null });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => {
  for (const res of held.splice(0)) json(res, 200, { code: 200, msg: 'late', data: null });
  return new Promise<void>((r) => server.close(() => r()));
});

let alerts: [string, string][];
let unauthorized: number;
let token: string | undefined;
let clock: number;
function client(extra: Partial<Parameters<typeof createHttpClient>[0]> = {}, hookOverrides: Partial<HttpHooks> = {}) {
  return createHttpClient({
    baseUrl: base,
    now: () => clock,
    hooks: {
      getToken: () => token,
      getLangId: () => 4,
      notify: (kind, m) => alerts.push([kind, m]),
      onUnauthorized: () => {
        unauthorized++;
      },
      t: (key, vars) => (vars ? `${key}:${JSON.stringify(vars)}` : key),
      ...hookOverrides,
    },
    ...extra,
  });
}
beforeEach(() => {
  seen.length = 0;
  alerts = [];
  unauthorized = 0;
  token = 'tok123';
  clock = 1_000_000;
});

describe('requests', () => {
  it('uses /api as base, sends JSON, the bearer token and the Lang header', async () => {
    const res = await client().post('/echo', { x: 1 });
    expect(res).toEqual({ code: 200, msg: 'echo', data: { url: '/api/echo', body: '{"x":1}' } });
    expect(seen[0].headers.authorization).toBe('Bearer tok123');
    expect(seen[0].headers.lang).toBe('4');
    expect(seen[0].headers['content-type']).toBe('application/json;charset=utf-8');
  });
  it('puts GET params into the query string, skipping empty ones', async () => {
    await client().get('/echo', { q: 'SFP+ 10G', page: 2, empty: undefined, ids: [1, 2] });
    expect(seen[0].url).toBe('/api/echo?q=SFP%2B+10G&page=2&ids=1&ids=2');
  });
  it('omits the token when the request sets isToken=false, and sends neither custom flag', async () => {
    await client().get('/ok', undefined, { headers: { isToken: 'false' } });
    expect(seen[0].headers.authorization).toBeUndefined();
    expect(seen[0].headers.istoken).toBeUndefined();
  });
  it('times out after 30 s by default (configurable), with the timeout text', async () => {
    expect(HTTP_TIMEOUT_MS).toBe(30_000);
    const err = await client({ timeoutMs: 50 }).get('/slow').catch((e) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect(err.kind).toBe('timeout');
    expect(alerts).toEqual([['error', 'http.timeout']]);
  });
  it('reports a network failure as backend connection abnormal', async () => {
    const err = await createHttpClient({
      baseUrl: 'http://127.0.0.1:1/api',
      hooks: { getToken: () => undefined, getLangId: () => 1, notify: (k, m) => alerts.push([k, m]), onUnauthorized: () => {}, t: (k) => k },
    })
      .get('/ok')
      .catch((e) => e);
    expect(err.kind).toBe('network');
    expect(alerts).toEqual([['error', 'http.network']]);
  });
  it('rejects an upload’s network failure without an alert (docs/product.md#errors: upload network errors are ignored)', async () => {
    const err = await createHttpClient({
      baseUrl: 'http://127.0.0.1:1/api',
      hooks: { getToken: () => undefined, getLangId: () => 1, notify: (k, m) => alerts.push([k, m]), onUnauthorized: () => {}, t: (k) => k },
    })
      .post('/common/upload', new FormData(), { silentNetwork: true })
      .catch((e) => e);
    expect(err.kind).toBe('network');
    expect(alerts).toEqual([]);
  });
  it('passes blob and arraybuffer answers through unchanged', async () => {
    const blob = (await client().get('/blob', undefined, { responseType: 'blob' })) as unknown as Blob;
    expect(blob.size).toBe(4);
    const buf = (await client().get('/blob', undefined, { responseType: 'arraybuffer' })) as unknown as ArrayBuffer;
    expect(new Uint8Array(buf)[0]).toBe(37);
  });
  it('returns login-user answers unchanged, without alerts or redirects', async () => {
    const res = await client().get('/ew/buyer/user/loginUser');
    expect(res.code).toBe(401);
    expect(alerts).toEqual([]);
    expect(unauthorized).toBe(0);
  });
});

describe('duplicate submits', () => {
  it('rejects the same url and body by POST or PUT within 1000 ms', async () => {
    const c = client();
    await c.post('/echo', { a: 1 });
    await expect(c.post('/echo', { a: 1 })).rejects.toMatchObject({ kind: 'repeat' });
    await expect(c.put('/echo', { a: 1 })).rejects.toMatchObject({ kind: 'repeat' }); // docs/product.md#calls: same url and body
    clock += 999;
    await expect(c.put('/echo', { a: 1 })).rejects.toMatchObject({ kind: 'repeat' });
    clock += 1000;
    await expect(c.put('/echo', { a: 1 })).resolves.toMatchObject({ code: 200 });
  });
  it('lets a different body through, and repeatSubmit=false bypasses the guard', async () => {
    const c = client();
    await c.post('/echo', { a: 1 });
    await expect(c.post('/echo', { a: 2 })).resolves.toMatchObject({ code: 200 });
    await expect(c.post('/echo', { a: 2 }, { headers: { repeatSubmit: false } })).resolves.toMatchObject({ code: 200 });
    expect(seen.every((s) => s.headers.repeatsubmit === undefined)).toBe(true);
  });
  it('skips the guard for bodies of 5 MB or more', async () => {
    const c = client();
    const big = { blob: 'x'.repeat(5 * 1024 * 1024) };
    // The loopback server has no body limit; both go through.
    await c.post('/ok', big);
    await expect(c.post('/ok', big)).resolves.toMatchObject({ code: 200 });
  });
});

describe('answers', () => {
  it('resolves code 200 with the envelope', async () => {
    expect(await client().get('/ok')).toEqual({ code: 200, msg: 'fine', data: { a: 1 } });
  });
  it('handles 401 once: repeats are suppressed while the first is pending', async () => {
    // The first 401's handling (a logout, a redirect) stays pending until the test lets it end.
    let finish: () => void = () => undefined;
    const pending = new Promise<void>((r) => (finish = r));
    const c = client({}, {
      onUnauthorized: async () => {
        unauthorized++;
        await pending;
      },
    });
    const gets = [c.get('/e401'), c.get('/e401'), c.get('/e401')];
    let done = 0;
    for (const g of gets) void g.catch(() => undefined).finally(() => done++);
    // The two repeats are answered while the first is still being handled.
    await vi.waitFor(() => expect(done).toBe(2));
    expect(unauthorized).toBe(1);
    finish();
    const results = await Promise.allSettled(gets);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(unauthorized).toBe(1);
    expect(alerts).toEqual([['error', 'http.sessionExpired']]);
    await c.get('/e401').catch(() => undefined);
    expect(unauthorized).toBe(2);
  });
  it('shows the message of a 500 and still returns the data', async () => {
    const res = await client().get('/e500');
    expect(res.data).toEqual({ partial: true });
    expect(alerts).toEqual([['error', 'boom']]);
  });
  it('shows 601 as a warning and rejects', async () => {
    await expect(client().get('/e601')).rejects.toMatchObject({ code: 601 });
    expect(alerts).toEqual([['warning', 'careful']]);
  });
  it('takes other messages from the code table, else msg, else the default', async () => {
    await expect(client().get('/e403')).rejects.toMatchObject({ code: 403, message: 'http.403' });
    await expect(client().get('/nothing')).rejects.toMatchObject({ code: 404, message: 'http.404' });
    await expect(client().get('/e422')).rejects.toMatchObject({ code: 422, message: 'check fields', data: { fields: { email: 'bad' } } });
    await expect(client().get('/e418')).rejects.toMatchObject({ code: 418, message: 'http.default' });
    expect(alerts.map((a) => a[1])).toEqual(['http.403', 'http.404', 'check fields', 'http.default']);
  });
  it('keeps the server’s own message beside the table’s, for a caller that explains a 403 itself', async () => {
    await expect(client().get('/e403', undefined, { quiet: [403] })).rejects.toMatchObject({ code: 403, message: 'http.403', serverMessage: 'server says no' });
    expect(alerts).toEqual([]);
  });
  it('leaves the alert of a code the caller explains itself (quiet) to the caller, and still rejects', async () => {
    await expect(client().post('/e409', {}, { quiet: [409] })).rejects.toMatchObject({ code: 409, message: 'changed meanwhile' });
    expect(alerts).toEqual([]);
    await expect(client().get('/e409', undefined, { quiet: [404] })).rejects.toMatchObject({ code: 409 });
    expect(alerts).toEqual([['error', 'changed meanwhile']]);
  });
  it('reports a non-envelope status as system interface {status} abnormal', async () => {
    await expect(client().get('/html502')).rejects.toMatchObject({ kind: 'status', code: 502 });
    expect(alerts).toEqual([['error', 'http.status:{"status":502}']]);
  });
});

describe('answers inlined into the page (ADR 0009)', () => {
  const inlined = () => {
    const answers: Record<string, { code: number; msg: string; data: unknown }> = {
      [bootKey(4, '/echo?a=1&b=2')]: { code: 200, msg: 'inlined', data: { from: 'page' } },
      [bootKey(4, '/e404')]: { code: 404, msg: 'inlined failure', data: null },
    };
    return (key: string) => {
      const hit = answers[key];
      delete answers[key];
      return hit;
    };
  };
  it('answers an anonymous GET from the page once, with its parameters in any order, then asks the server', async () => {
    token = undefined;
    const http = client({ preloaded: inlined() });
    expect((await http.get('/echo', { b: 2, a: 1 })).msg).toBe('inlined');
    expect(seen).toHaveLength(0);
    expect((await http.get('/echo', { a: 1, b: 2 })).msg).toBe('echo');
    expect(seen).toHaveLength(1);
  });
  it('never answers a request with a session, another language or a failure from the page', async () => {
    const http = client({ preloaded: inlined() });
    expect((await http.get('/echo', { a: 1, b: 2 })).msg).toBe('echo'); // a token is set
    token = undefined;
    const other = client({ preloaded: inlined() }, { getLangId: () => 2 });
    expect((await other.get('/echo', { a: 1, b: 2 })).msg).toBe('echo');
    await http.get('/e404').catch(() => undefined);
    expect(seen.map((s) => s.url)).toEqual(['/api/echo?a=1&b=2', '/api/echo?a=1&b=2', '/api/e404']);
  });
});

describe('unwrap (what every feature API function returns)', () => {
  it('gives the data of a code-200 answer, null data included', async () => {
    expect(await unwrap(client().get('/ok'))).toEqual({ a: 1 });
    expect(await unwrapWithMsg(client().get('/ok'))).toEqual({ data: { a: 1 }, msg: 'fine' });
  });
  it('rejects a code-500 answer the client passed through, with its message; the alert is shown once', async () => {
    await expect(unwrap(client().get('/e500'))).rejects.toMatchObject({ kind: 'api', code: 500, message: 'boom', data: { partial: true } });
    await expect(unwrapWithMsg(client().get('/e500'))).rejects.toBeInstanceOf(HttpError);
    expect(alerts).toEqual([
      ['error', 'boom'],
      ['error', 'boom'],
    ]);
  });
  it('rejects any other code the client returns (the login-user answer is passed through unchanged)', async () => {
    await expect(unwrap(client().get('/ew/buyer/user/loginUser'))).rejects.toMatchObject({ code: 401, message: 'no user' });
  });
});

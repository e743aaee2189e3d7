import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.js';

// The OpenAPI document others generate clients from (ADR 0036): every operation named, tagged,
// summarised and with its security; the reference page at /api/docs; and a client generated
// from the document (openapi-typescript) that compiles. `npm run openapi:lint` lints the same
// document with Redocly.

interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
}
interface Document {
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
}

let ctx: TestContext;
let doc: Document;
let work: string;
const operations: { method: string; path: string; op: Operation }[] = [];

beforeAll(async () => {
  // A built web app in miniature: the SPA fallback is in place, as in production.
  work = mkdtempSync(join(tmpdir(), 'netshop-openapi-'));
  mkdirSync(join(work, 'dist'));
  writeFileSync(join(work, 'dist', 'index.html'), '<!doctype html><html lang="en"><head><title>YT</title></head><body><div id="root"></div></body></html>');
  ctx = await createTestApp({ WEB_DIST: join(work, 'dist') });
  const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json() as Document;
  for (const [path, ops] of Object.entries(doc.paths)) for (const [method, op] of Object.entries(ops)) operations.push({ method, path, op });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('the OpenAPI document at /api/docs/json', () => {
  it('names every operation once, readably: <group>.<name> of the contract’s API table', () => {
    expect(operations.length).toBeGreaterThan(150);
    const ids = operations.map((o) => o.op.operationId);
    expect(operations.filter((o) => !/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/.test(o.op.operationId ?? '')).map((o) => `${o.method} ${o.path}`)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    // Stable names a generated client's callers rely on.
    const byId = new Map(operations.map((o) => [o.op.operationId, `${o.method.toUpperCase()} ${o.path}`]));
    expect(byId.get('orders.list')).toBe('GET /api/ew/buyer/orders');
    expect(byId.get('staffInquiries.status')).toBe('PUT /api/ew/staff/inquiries/{id}/status');
    expect(byId.get('common.upload')).toBe('POST /api/common/upload');
  });

  it('gives every operation a summary and one tag the document declares', () => {
    const declared = new Set(doc.tags.map((t) => t.name));
    expect(operations.filter((o) => !o.op.summary?.trim()).map((o) => o.op.operationId)).toEqual([]);
    expect(operations.filter((o) => o.op.tags?.length !== 1 || !declared.has(o.op.tags[0]!)).map((o) => `${o.op.operationId}: ${o.op.tags}`)).toEqual([]);
  });

  it('gives every operation its security, derived from the route’s guard', () => {
    const schemes = new Set(Object.keys(doc.components.securitySchemes));
    expect(operations.filter((o) => !Array.isArray(o.op.security)).map((o) => o.op.operationId)).toEqual([]);
    const unknown = operations.flatMap((o) => o.op.security!.flatMap((r) => Object.keys(r))).filter((s) => !schemes.has(s));
    expect(unknown).toEqual([]);
    const security = (id: string) => operations.find((o) => o.op.operationId === id)!.op.security;
    expect(security('catalog.products')).toEqual([]);
    expect(security('orders.list')).toEqual([{ buyerSession: [] }]);
    expect(security('chat.messages')).toEqual([{ buyerSession: [] }, {}]);
    expect(security('staffOrders.refund')).toEqual([{ staffSession: [] }, { operatorToken: [] }]);
    expect(operations.find((o) => o.op.operationId === 'staffOrders.refund')!.op).toMatchObject({ 'x-staff-permission': 'orders.refund' });
    expect(security('invoices.pdf')).toEqual([{ buyerSession: [] }, { signedLink: [] }]);
  });

  it('matches what the server does without credentials: open operations never answer 401/403, guarded ones never 2xx', async () => {
    const wrong: string[] = [];
    for (const { method, path, op } of operations) {
      if (method === 'head') continue;
      const url = path.replace(/\{[^}]+\}/g, '1');
      const res = await ctx.app.inject({ method: method.toUpperCase() as 'GET', url, headers: { 'content-type': 'application/json' }, payload: method === 'get' || method === 'delete' ? undefined : '{}' });
      const open = op.security!.length === 0 || op.security!.some((r) => Object.keys(r).length === 0);
      if (open && (res.statusCode === 401 || res.statusCode === 403)) wrong.push(`${op.operationId} is documented open but answered ${res.statusCode}`);
      if (!open && res.statusCode < 300) wrong.push(`${op.operationId} is documented guarded but answered ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('resolves every $ref within the document', () => {
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(0);
    const resolve = (ref: string) =>
      ref
        .slice(2)
        .split('/')
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
    expect([...new Set(refs)].filter((r) => !r.startsWith('#/') || resolve(r) === undefined)).toEqual([]);
  });
});

describe('the API reference page at /api/docs', () => {
  it('serves Swagger UI from this server, under the CSP, not the SPA', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('swagger-ui-bundle.js');
    expect(page.body).not.toContain('id="root"');
    // No inline script: the page's scripts are this server's files, which script-src 'self' allows.
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    // The page reads ./json, shows operation ids, and asks no outside validator for a badge.
    const init = await ctx.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(init.statusCode).toBe(200);
    expect(init.body).toMatch(/displayOperationId"?:\s*true/);
    expect(init.body).toMatch(/validatorUrl:\s*null/);
    expect(init.body).toContain("resolveUrl('./json')");
    const bundle = await ctx.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/javascript/);
  });
});

describe('a client generated from the document', () => {
  it('compiles, with typed calls by operationId and path', async () => {
    const dir = join(work, 'client');
    mkdirSync(dir);
    writeFileSync(join(dir, 'api.d.ts'), astToString(await openapiTS(doc as never)));
    // A small typed client over fetch, and calls a buyer page and a staff console would make.
    writeFileSync(
      join(dir, 'client.ts'),
      `import type { components, operations, paths } from './api';
type Json<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type Ok<Id extends keyof operations> = Json<operations[Id]['responses'][200]>;
type Body<Id extends keyof operations> = operations[Id] extends { requestBody?: infer B } ? Json<NonNullable<B>> : never;

export async function call<Id extends keyof operations>(method: string, url: string, body?: Body<Id>): Promise<Ok<Id>> {
  const res = await fetch(url, { method, headers: { 'content-type': 'application/json', lang: '2' }, body: body === undefined ? undefined : JSON.stringify(body) });
  return (await res.json()) as Ok<Id>;
}

export async function sample(): Promise<string[]> {
  const tree = await call<'catalog.categories'>('GET', '/api/ew/buyer/catalog/categories');
  const node: components['schemas']['CategoryNode'] = tree.data[0]!;
  const grandchildren: number = node.children.flatMap((c) => c.children).length;
  const orders = await call<'orders.list'>('GET', '/api/ew/buyer/orders');
  const code: number = orders.code;
  const query: paths['/api/ew/buyer/orders']['get']['parameters']['query'] = {};
  await call<'staffInquiries.status'>('PUT', '/api/ew/staff/inquiries/1/status', { status: 'processing' });
  // @ts-expect-error: a status the API does not know
  await call<'staffInquiries.status'>('PUT', '/api/ew/staff/inquiries/1/status', { status: 'no-such-status' });
  // @ts-expect-error: an operation the API does not have
  await call<'orders.nothing'>('GET', '/');
  return [node.name, String(grandchildren), String(code), JSON.stringify(query)];
}
`,
    );
    const program = ts.createProgram([join(dir, 'client.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
    });
    const errors = ts.getPreEmitDiagnostics(program).map((d) => `${d.file?.fileName.split('/').pop() ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    expect(errors).toEqual([]);
  }, 60_000);
});

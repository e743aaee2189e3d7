import { allRoutes } from '@netshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.js';

// The API's paths are declared once, in packages/contract/src/api-paths.ts (issue 12): the
// server registers its routes with them and the web builds its URLs with them. This holds the
// two together: a path renamed or a method changed on one side only fails here.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

describe('declared API paths', () => {
  it('are each a route the server registers, with the declared method', () => {
    const missing = allRoutes().filter((r) => !ctx.app.hasRoute({ method: r.method, url: r.full }));
    expect(missing.map((r) => `${r.method} ${r.full}`)).toEqual([]);
  });

  it('cover every route of the API documentation', () => {
    // OpenAPI writes {param} where Fastify has :param; HEAD is added by Fastify for each GET.
    const declared = new Set(allRoutes().map((r) => `${r.method} ${r.full.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`));
    const paths = (ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
    const documented = Object.entries(paths).flatMap(([path, ops]) => Object.keys(ops).filter((m) => m !== 'head').map((m) => `${m.toUpperCase()} ${path}`));
    expect(documented.length).toBeGreaterThan(50);
    expect(documented.filter((route) => !declared.has(route))).toEqual([]);
  });
});

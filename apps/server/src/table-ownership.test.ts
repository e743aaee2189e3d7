import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error the check is plain JavaScript so that `node scripts/table-ownership.mjs` runs without a build
import { accessMap, check, sqlInRoutes, sqlOutsideQueries, sqlTemplates, tableOwners } from '../../../scripts/table-ownership.mjs';

// Table ownership (ADR 0035): a module's SQL names only its own tables; what predates the rule is
// listed in apps/server/table-access.json and may only shrink.

type Access = { owner: string; kind: 'read' | 'write'; files: string[] };
type AccessMap = Record<string, Record<string, Access>>;

describe('table ownership', () => {
  it('holds for the server as it is: no unlisted cross-module SQL, no stale allow-list entry', () => {
    const { violations, stale } = check() as { violations: string[]; stale: string[] };
    expect(violations).toEqual([]);
    expect(stale).toEqual([]);
  });

  it('keeps the SQL of the modules that moved to queries.ts there, and only there', () => {
    expect(sqlOutsideQueries()).toEqual([]);
    // a module listed as queries-only whose service still has SQL is caught (a module of the
    // test's own: every real module has moved its SQL since orders did)
    const src = mkdtempSync(join(tmpdir(), 'table-ownership-'));
    mkdirSync(join(src, 'modules', 'demo'), { recursive: true });
    writeFileSync(join(src, 'modules', 'demo', 'service.ts'), 'export const q = sql`SELECT 1`;\n');
    writeFileSync(join(src, 'modules', 'demo', 'queries.ts'), 'export const q = sql`SELECT 1`;\n');
    writeFileSync(join(src, 'modules', 'demo', 'part-queries.ts'), 'export const q = sql`SELECT 1`;\n');
    try {
      expect(sqlOutsideQueries({ $queriesOnly: ['demo'] }, src)).toEqual(['modules/demo/service.ts has SQL, but demo keeps its SQL in queries.ts']);
    } finally {
      rmSync(src, { recursive: true, force: true });
    }
  });

  it('finds no SQL in a routes file (ADR 0018)', () => {
    expect(sqlInRoutes()).toEqual([]);
  });

  it('knows an owner for every table, stock included', () => {
    const owners = tableOwners() as Map<string, string>;
    expect(owners.get('sku')).toBe('catalog');
    expect(owners.get('shop_order')).toBe('orders');
    expect(owners.get('rate_limit')).toBe('platform');
    expect(owners.size).toBeGreaterThanOrEqual(79);
  });

  it('fails on a module that writes another module’s table without being listed, and on a listed access that is gone', () => {
    const map: AccessMap = { orders: { payment: { owner: 'payments', kind: 'write', files: ['modules/orders/x.ts'] } } };
    expect(check(map, {}).violations).toEqual(["orders writes payments's table payment (modules/orders/x.ts)"]);
    expect(check(map, { orders: { payment: 'read → modules/payments/index.ts' } }).violations[0]).toMatch(/now writes payments's table payment/);
    expect(check({}, { orders: { payment: 'write → modules/payments/index.ts' } }).stale[0]).toMatch(/orders → payment is listed but no longer accessed/);
  });

  it('reads table names out of sql templates, nested ones included, and not out of comments', () => {
    const code = [
      '// we read from product pages here (a comment, not SQL)',
      'const a = sql`UPDATE sku SET stock = stock - ${q} WHERE id = ${id}`;',
      'const b = sql`SELECT 1 FROM shop_order o ${cond ? sql`JOIN order_line l ON l.order_id = o.id` : sql``}`;',
      'const c = sql.raw(`delete from cart_item`);',
    ].join('\n');
    const text = (sqlTemplates(code) as string[]).join('\n');
    expect(text).toMatch(/UPDATE sku/);
    expect(text).toMatch(/JOIN order_line/);
    expect(text).toMatch(/delete from cart_item/);
    expect(text).not.toMatch(/product pages/);
  });

  it('sees the accesses the allow-list still names (so the list is a measurement, not a guess)', () => {
    const map = accessMap() as AccessMap;
    for (const accesses of Object.values(map)) for (const a of Object.values(accesses)) expect(a.files.length).toBeGreaterThan(0);
  });
});

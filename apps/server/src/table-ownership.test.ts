import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error the check is plain JavaScript so that `node scripts/table-ownership.mjs` runs without a build
import { accessMap, check, sqlInRoutes, sqlOutsideQueries, sqlTemplates, tableOwners, untypedRows } from '../../../scripts/table-ownership.mjs';

// Table ownership (ADR 0035, ADR 0039): a module's SQL names only its own tables, lives in its
// queries files and is read with typed rows; another module's rows come through the owner's
// index.ts. The allow-list of older accesses emptied in issue 26 and is gone: none is allowed.

type Access = { owner: string; kind: 'read' | 'write'; files: string[] };
type AccessMap = Record<string, Record<string, Access>>;

describe('table ownership', () => {
  it('holds for the server as it is: no SQL names another module’s table', () => {
    expect(check()).toEqual([]);
  });

  it('finds no answer read with the unchecked rows() outside db/ and the tests', () => {
    expect(untypedRows()).toEqual([]);
    const src = mkdtempSync(join(tmpdir(), 'table-ownership-'));
    mkdirSync(join(src, 'modules', 'demo'), { recursive: true });
    writeFileSync(join(src, 'modules', 'demo', 'queries.ts'), '// rows (a comment)\nconst [a] = await rows<{ n: number }>(db, sql`SELECT 1 AS n`);\nconst b = await typedRows(db, r, q);\n');
    try {
      expect(untypedRows(src)).toEqual(['modules/demo/queries.ts reads 1 answer(s) with rows(): use typedRow(s) from db/typed-rows.ts']);
    } finally {
      rmSync(src, { recursive: true, force: true });
    }
  });

  it('keeps every module’s SQL in its queries files, and only there', () => {
    expect(sqlOutsideQueries()).toEqual([]);
    // a module whose service has SQL is caught (a module of the test's own)
    const src = mkdtempSync(join(tmpdir(), 'table-ownership-'));
    mkdirSync(join(src, 'modules', 'demo'), { recursive: true });
    writeFileSync(join(src, 'modules', 'demo', 'service.ts'), 'export const q = sql`SELECT 1`;\n');
    writeFileSync(join(src, 'modules', 'demo', 'queries.ts'), 'export const q = sql`SELECT 1`;\n');
    writeFileSync(join(src, 'modules', 'demo', 'part-queries.ts'), 'export const q = sql`SELECT 1`;\n');
    try {
      expect(sqlOutsideQueries(src)).toEqual(["modules/demo/service.ts has SQL: move it into its module's queries.ts (ADR 0035)"]);
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

  it('fails on a module that writes or reads another module’s table', () => {
    const map: AccessMap = {
      orders: { payment: { owner: 'payments', kind: 'write', files: ['modules/orders/x.ts'] } },
      platform: { sku: { owner: 'catalog', kind: 'read', files: ['web/sitemap.ts'] } },
    };
    expect(check(map)).toEqual(["orders writes payments's table payment (modules/orders/x.ts)", "platform reads catalog's table sku (web/sitemap.ts)"]);
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

  it('finds no access in the real tree (the scan itself is checked on the templates above)', () => {
    // the map of the server as it is is empty; the scan itself is checked on the templates above
    // and here on a file of the real tree that names its own tables only
    const map = accessMap() as AccessMap;
    expect(Object.keys(map)).toEqual([]);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { rows } from '../client.js';
import { seedInventory } from './inventory/index.js';

// The destinations' holidays (issue 28 review) reach databases seeded before they were in the
// file: every start runs the seeder, which gives a country without holidays the file's list and
// leaves a country that has some alone, so an operator's renamed or removed holiday stays so; the
// same holds for a carrier's transit rows from a warehouse.

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const holidaysOf = (code: string) =>
  rows<{ day: string; name: string }>(
    ctx.storage.db,
    sql`SELECT to_char(h.day, 'YYYY-MM-DD') AS day, h.name FROM holiday h JOIN country c ON c.id = h.country_id WHERE c.code = ${code} ORDER BY h.day`,
  );

describe('the inventory seeder and holidays', () => {
  it("a database without the destinations' holidays gets them at the next start; existing rows keep the operator's names", async () => {
    const db = ctx.storage.db;
    // As a database seeded before: no Finnish or French holidays; an operator renamed a German one.
    await db.execute(sql`DELETE FROM holiday WHERE country_id IN (SELECT id FROM country WHERE code IN ('FI', 'FR'))`);
    await db.execute(sql`UPDATE holiday SET name = 'Weihnachten (Betriebsruhe)' WHERE day = '2026-12-25' AND country_id = (SELECT id FROM country WHERE code = 'DE')`);
    expect(await holidaysOf('FI')).toEqual([]);
    const before = (await holidaysOf('DE')).length;

    await seedInventory(db);

    const fi = await holidaysOf('FI');
    expect(fi.map((h) => h.day)).toEqual(expect.arrayContaining(['2026-12-06', '2026-12-24', '2026-12-25', '2026-12-26', '2026-06-19']));
    expect(fi.find((h) => h.day === '2026-12-25')?.name).toBe('Christmas Day');
    expect((await holidaysOf('FR')).map((h) => h.day)).toContain('2026-07-14');
    const de = await holidaysOf('DE');
    expect(de).toHaveLength(before);
    expect(de.find((h) => h.day === '2026-12-25')?.name).toBe('Weihnachten (Betriebsruhe)');
    // A second run adds nothing.
    await seedInventory(db);
    expect(await holidaysOf('FI')).toEqual(fi);
  });

  it('a holiday or a transit row the operator removed is not put back at the next start', async () => {
    const db = ctx.storage.db;
    await db.execute(sql`DELETE FROM holiday WHERE day = '2026-12-26' AND country_id = (SELECT id FROM country WHERE code = 'DE')`);
    const transitCount = async () =>
      Number((await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM transit_time t JOIN warehouse w ON w.id = t.warehouse_id JOIN country c ON c.id = t.country_id WHERE w.code = 'MUC' AND c.code = 'FI'`))[0]!.n);
    const finnish = await transitCount();
    expect(finnish).toBeGreaterThan(0);
    await db.execute(sql`DELETE FROM transit_time t USING warehouse w, country c WHERE w.id = t.warehouse_id AND c.id = t.country_id AND w.code = 'MUC' AND c.code = 'FI'`);

    await seedInventory(db);

    expect((await holidaysOf('DE')).map((h) => h.day)).not.toContain('2026-12-26');
    expect(await transitCount()).toBe(0);
  });
});

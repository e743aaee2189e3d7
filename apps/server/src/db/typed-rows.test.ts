import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from './client.js';
import { col, row, typedRow, typedRows } from './typed-rows.js';

// typedRows checks rows at the boundary instead of asserting their type (ADR 0035). A stand-in
// for the driver answers the rows node-postgres would (int8 as a string, timestamps as Date).
const answering = (answer: unknown[]) => ({ execute: async () => ({ rows: answer }) }) as unknown as Db;

describe('typedRows', () => {
  const shape = row({ id: col.int, total: col.int, status: col.text, paidAt: col.time.nullable() });

  it('converts what the driver gives into what the type says: int8 strings to numbers, timestamps to dates', async () => {
    const at = new Date('2026-11-27T10:00:00Z');
    const [r] = await typedRows(answering([{ id: 7, total: '9007199254740991', status: 'unpaid', paidAt: at }]), shape, sql`SELECT 1`);
    expect(r).toEqual({ id: 7, total: 9007199254740991, status: 'unpaid', paidAt: at });
    expect((await typedRow(answering([{ id: '8', total: 1, status: 'paid', paidAt: '2026-11-27T10:00:00Z' }]), shape, sql`SELECT 1`))?.paidAt).toEqual(at);
  });

  it('fails naming the column when the SQL and the shape drift apart', async () => {
    await expect(typedRows(answering([{ id: 1, total: 2, paidAt: null }]), shape, sql`SELECT 1`)).rejects.toThrow(/column "status"/);
    await expect(typedRows(answering([{ id: 1, total: 2, status: 'x', paidAt: null, extra: 1 }]), shape, sql`SELECT 1`)).rejects.toThrow(/row 0/);
    await expect(typedRows(answering([{ id: 1, total: '12.5', status: 'x', paidAt: null }]), shape, sql`SELECT 1`)).rejects.toThrow(/column "total"/);
    // past 2^53 a number is no longer exact: refused, not rounded
    await expect(typedRows(answering([{ id: 1, total: '9007199254740993', status: 'x', paidAt: null }]), shape, sql`SELECT 1`)).rejects.toThrow(/column "total"/);
  });

  it('answers undefined for no row', async () => {
    expect(await typedRow(answering([]), shape, sql`SELECT 1`)).toBeUndefined();
  });
});

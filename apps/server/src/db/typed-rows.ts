import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import { rows, type Db } from './client.js';

// Raw SQL answers rows whose types the database driver decides: int8 and numeric arrive as
// strings from node-postgres, timestamps as Date, and a renamed column as undefined. `rows<T>()`
// only asserts T. `typedRows()` checks each row against a zod object at the boundary instead, so
// the rest of the module gets what the type says (ADR 0035); a mismatch is a bug and fails loudly,
// naming the column.

/** Column types as both drivers answer them, converted to what the code uses. */
export const col = {
  /** int2/int4/int8 (ids, counts, money in minor units): a number, whether the driver gave a number or a string. */
  int: z.union([z.number(), z.string().regex(/^-?\d+$/)]).transform((v) => Number(v)).pipe(z.number().int().safe()),
  /** numeric kept exact as its text (rates, averages). */
  decimal: z.union([z.string(), z.number()]).transform(String),
  text: z.string(),
  bool: z.boolean(),
  /** timestamptz: a Date (node-postgres and PGlite parse it; a string is parsed too). */
  time: z.union([z.date(), z.string()]).transform((v) => (v instanceof Date ? v : new Date(v))).pipe(z.date()),
  /** uuid as text. */
  uuid: z.string().uuid(),
};

/** A json/jsonb column checked by `shape`: both drivers usually parse it, but a string is parsed here too. */
export const json = <T extends z.ZodType>(shape: T) => z.preprocess((v) => (typeof v === 'string' ? JSON.parse(v) : v), shape);

/**
 * A row shape: an object of column checks. Extra columns are refused, so the SQL and the shape
 * cannot drift apart. Make a shape once, at module level, not inside the query function: zod
 * compiles a shape the first time it parses, and a shape made per call pays that on every call
 * (30–100 µs measured, more than the parse of 24 product cards with a shape made once).
 */
export const row = <S extends z.ZodRawShape>(shape: S) => z.strictObject(shape);

/** Rows of a raw SQL query, each checked and converted by `shape`. */
export async function typedRows<S extends z.ZodType>(db: Db, shape: S, query: SQL): Promise<z.output<S>[]> {
  const answer = await rows<unknown>(db, query);
  return answer.map((r, i) => {
    const parsed = shape.safeParse(r);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0]!;
    throw new Error(`typedRows: row ${i}, column "${issue.path.join('.')}": ${issue.message}`);
  });
}

/** The first row of a raw SQL query, checked, or undefined when there is none. */
export async function typedRow<S extends z.ZodType>(db: Db, shape: S, query: SQL): Promise<z.output<S> | undefined> {
  return (await typedRows(db, shape, query))[0];
}

import { sql, type SQL } from 'drizzle-orm';

// Reads of buyer-facing text fall back from the requested language to English, then to Chinese
// (ARCHITECTURE §4). This writes the three joins of a translation table once.

const EN = 2;
const ZH = 1;

/**
 * `joins` joins `table` (rows keyed by `fk` and lang_id) to `owner` three times under the
 * aliases `<alias>_l`, `<alias>_e` and `<alias>_z`; `pick(column)` is the first translation
 * that exists.
 */
export function translated(table: string, fk: string, owner: SQL, langId: number, alias: string) {
  const t = sql.raw(table);
  const k = sql.raw(fk);
  const [l, e, z] = ['l', 'e', 'z'].map((s) => sql.raw(`${alias}_${s}`));
  return {
    joins: sql`LEFT JOIN ${t} ${l} ON ${l}.${k} = ${owner} AND ${l}.lang_id = ${langId}
               LEFT JOIN ${t} ${e} ON ${e}.${k} = ${owner} AND ${e}.lang_id = ${EN}
               LEFT JOIN ${t} ${z} ON ${z}.${k} = ${owner} AND ${z}.lang_id = ${ZH}`,
    pick: (column: string) => {
      const c = sql.raw(column);
      return sql`coalesce(${l}.${c}, ${e}.${c}, ${z}.${c})`;
    },
  };
}

import { sql, type SQL } from 'drizzle-orm';

// Reads of buyer-facing text fall back from the requested language to English, then to Chinese.
// Every translated read goes through one of the two helpers below, so no query
// can stop at English (issue 12 found catalogue and reference reads that did).

export const EN_LANG_ID = 2;
export const ZH_LANG_ID = 1;

export interface Translated {
  /** The three LEFT JOINs: requested language, English, Chinese. */
  joins: SQL;
  /** The first translation of `column` that exists, in that order. */
  pick(column: string): SQL;
}

/**
 * Joins `table` (rows keyed by `fk` and lang_id) to `owner` three times under the aliases
 * `<alias>_l`, `<alias>_e` and `<alias>_z`; `pick(column)` is the first translation that exists.
 * Table, key, alias and column are identifiers (quoted), the language a parameter.
 */
export function translated(table: string, fk: string, owner: SQL, langId: number, alias: string): Translated {
  const t = sql.identifier(table);
  const k = sql.identifier(fk);
  const [l, e, z] = ['l', 'e', 'z'].map((s) => sql.identifier(`${alias}_${s}`));
  return {
    joins: sql`LEFT JOIN ${t} ${l} ON ${l}.${k} = ${owner} AND ${l}.lang_id = ${langId}
               LEFT JOIN ${t} ${e} ON ${e}.${k} = ${owner} AND ${e}.lang_id = ${EN_LANG_ID}
               LEFT JOIN ${t} ${z} ON ${z}.${k} = ${owner} AND ${z}.lang_id = ${ZH_LANG_ID}`,
    pick: (column: string) => {
      const c = sql.identifier(column);
      return sql`coalesce(${l}.${c}, ${e}.${c}, ${z}.${c})`;
    },
  };
}

/**
 * The ORDER BY terms that put the best translation row first, for a correlated
 * `(SELECT x.name FROM table x WHERE … ORDER BY ${bestLanguageFirst('x', langId)} LIMIT 1)`.
 */
export function bestLanguageFirst(alias: string, langId: number): SQL {
  const a = sql.identifier(alias);
  return sql`(${a}.lang_id <> ${langId}), (${a}.lang_id <> ${EN_LANG_ID}), (${a}.lang_id <> ${ZH_LANG_ID})`;
}

import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { col, row, typedRows } from '../../db/typed-rows.js';
import type { CurrencyRow } from '../../lib/pricing.js';

// The currencies prices are converted into (lib/pricing.ts, docs/architecture.md#money), on the
// site's own table (ADR 0035). Callers keep them in their reference memo (catalog withMemo).

const currencyRow = row({ currencyId: col.int, code: col.text, minorUnits: col.int, rate: col.text, isBase: col.bool });

/** Every currency with its rate against the base currency, as exact text. */
export async function loadCurrencies(db: Db): Promise<CurrencyRow[]> {
  return typedRows(
    db,
    currencyRow,
    sql`SELECT id AS "currencyId", code, minor_units AS "minorUnits", rate::text AS rate, is_base AS "isBase" FROM currency`,
  );
}

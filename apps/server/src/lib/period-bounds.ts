import type { LimitPeriod } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { col, row, typedRow } from '../db/typed-rows.js';

// A calendar period as a company lives it (issue 30): its months and quarters begin at midnight in
// the company's own time zone (companies' time_zone), not the server's or the shop's. Spending
// limits (approvals) count a period's orders with it; credit statements read a month's entries
// with it. PostgreSQL does the arithmetic, so daylight-saving changes fall where the zone says.

const boundsRow = row({ from: col.time, to: col.time });

/**
 * The period containing `now` in the time zone `tz`: from its first midnight there to the next
 * period's (a month begins on the 1st at 00:00 in Shanghai, 16:00 UTC the day before).
 */
export async function periodBounds(db: Db, period: LimitPeriod, tz: string, now: Date): Promise<{ from: Date; to: Date }> {
  const unit = period === 'month' ? sql.raw(`'month'`) : sql.raw(`'quarter'`);
  const step = period === 'month' ? sql.raw(`interval '1 month'`) : sql.raw(`interval '3 months'`);
  const local = sql`date_trunc(${unit}, (${now}::timestamptz) AT TIME ZONE ${tz})`;
  return (await typedRow(db, boundsRow, sql`SELECT ${local} AT TIME ZONE ${tz} AS "from", (${local} + ${step}) AT TIME ZONE ${tz} AS "to"`))!;
}

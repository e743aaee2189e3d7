import type { Db } from '../../db/client.js';
import type { RequestContext } from '../../lib/request-context.js';
import { holdOverdueAccounts, releaseClearedHolds } from './holds.js';
import { sendReminders } from './reminders.js';

/**
 * The sweeper's credit work (issue 30, ADR 0046): reminders before and after due dates, overdue
 * holds and their release, each returning how many it did. Time is the app's clock (`app.clock`,
 * moved by the tests), never the machine's.
 */
export function creditSweeps(_db: Db, clock: { now(): Date }): Record<string, (ctx: RequestContext) => Promise<number>> {
  return {
    creditReminders: (ctx) => sendReminders(ctx, clock.now()),
    creditHolds: (ctx) => holdOverdueAccounts(ctx, clock.now()),
    creditReleases: (ctx) => releaseClearedHolds(ctx, clock.now()),
  };
}

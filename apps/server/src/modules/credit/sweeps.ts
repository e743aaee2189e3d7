import type { Db } from '../../db/client.js';
import type { RequestContext } from '../../lib/request-context.js';

/** The sweeper's credit work (issue 30): reminders before and after due dates, holds and their release. Being built. */
export function creditSweeps(_db: Db, _clock: { now(): Date }): Record<string, (ctx: RequestContext) => Promise<number>> {
  return {};
}

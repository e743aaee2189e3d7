import type { Db } from '../../db/client.js';
import { purgeDeliveredMail } from '../notifications/index.js';
import { prune } from '../../plugins/rate-limit.js';
import { purgeEndedSessions } from './sessions.js';
import { purgeUnattachedUploads } from './upload-queries.js';

/**
 * The account tables that would otherwise only grow, as sweeper tasks: old rate-limit counters,
 * ended sessions, delivered mails, uploads nothing references. Each runs at most every
 * `everyMs` in a process (its deletes scan tables that keep no index for them, and nothing here
 * is urgent) and deletes in batches until done; processes running it at once skip each other's rows.
 */
export function accountSweeps(db: Db, opts: { uploadGraceHours: number; everyMs?: number }): Record<string, () => Promise<number>> {
  const everyMs = opts.everyMs ?? 10 * 60_000;
  const periodic = (batch: () => Promise<number>) => {
    let last = Number.NEGATIVE_INFINITY;
    return async () => {
      if (Date.now() - last < everyMs) return 0;
      last = Date.now();
      let total = 0;
      for (let n = await batch(); n > 0; n = await batch()) total += n;
      return total;
    };
  };
  return {
    rateLimitsPruned: periodic(() => prune(db)),
    sessionsPurged: periodic(() => purgeEndedSessions(db)),
    mailsPurged: periodic(() => purgeDeliveredMail(db)),
    uploadsPurged: periodic(() => purgeUnattachedUploads(db, opts.uploadGraceHours)),
  };
}

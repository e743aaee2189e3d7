import { RECYCLE_BIN_RETENTION_DAYS } from '@netshop/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { createContext, type RequestContext } from '../lib/request-context.js';
import { expireUnpaid, purgeRecycleBins } from '../modules/orders/index.js';

// The background sweeper of every server process: closes unpaid orders whose countdown ended
// and empties recycle bins after 30 days. Several processes may sweep at once: each order is
// claimed with SKIP LOCKED and changed by a conditional UPDATE, so none is handled twice. There is
// no request: each pass makes a context of its own (no buyer, the default language) for the
// services it calls, and hands it to the other domains' tasks.

export interface Sweeper {
  start(): void;
  stop(): Promise<void>;
  /** One pass now (tests call it instead of waiting). */
  sweep(): Promise<{ expired: number; purged: number } & Record<string, number>>;
}

/** Other domains' periodic work (refund retries, …), each returning how many things it did. */
export type SweepTasks = Record<string, (ctx: RequestContext) => Promise<number>>;

export function createSweeper(db: Db, log: FastifyBaseLogger, intervalMs: number, tasks: SweepTasks = {}): Sweeper {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const sweep = async () => {
    const ctx = createContext(db);
    let expired = 0;
    // Batches until none are left, so a backlog after downtime clears in one pass.
    for (let n = await expireUnpaid(ctx); n > 0; n = await expireUnpaid(ctx)) expired += n;
    const purged = await purgeRecycleBins(ctx, RECYCLE_BIN_RETENTION_DAYS);
    const done: Record<string, number> = {};
    for (const [name, task] of Object.entries(tasks)) done[name] = await task(ctx);
    if (expired || purged || Object.values(done).some(Boolean)) log.info({ expired, purged, ...done }, 'sweeper');
    return { ...done, expired, purged };
  };
  return {
    sweep,
    start() {
      if (!intervalMs || timer) return;
      timer = setInterval(() => {
        running = sweep().catch((err) => log.error({ err }, 'sweeper failed'));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

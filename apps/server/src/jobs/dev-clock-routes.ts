import { API } from '@netshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../plugins/envelope.js';
import { localOnly } from '../plugins/local-only.js';
import { SECURITY } from '../plugins/openapi.js';

const DAY_MS = 86_400_000;

/** Days after real time the sweeper's clock shows; 0 puts it back. */
const devClockBody = z.object({ days: z.number().int().min(0).max(400) });

/**
 * A development server's time machine (issue 30): what happens days from now (an invoice falling due,
 * reminders, a company put on hold, a request expiring) is the sweeper's work against its clock (the
 * app's plus an offset), which the API tests replace in-process. A browser test runs the real server
 * in another process, so it moves the sweeper's clock here: only that one, so checkout's delivery
 * dates in the specs running beside it stay real. The offset stays until it is set back to 0 (a hold
 * the moved clock set would otherwise be lifted by the next sweep at real time), and one sweep runs
 * at once so the caller need not wait for the interval. Registered outside production only and, like
 * the dev mailbox, answering only this machine: anyone moving the shop's time could expire others' requests.
 */
export const devClockRoutes: FastifyPluginAsyncZod<{ clock: { offsetMs: number; now(): Date } }> = async (app, opts) => {
  app.addHook('onRequest', localOnly);
  app.post(
    API.dev.clock.full,
    {
      schema: {
        tags: ['dev'],
        security: SECURITY.public,
        summary: 'Sets the sweeper\'s clock to real time plus `days` (0: real time again) and runs one sweeper pass; answers that clock and what the pass did',
        body: devClockBody,
        response: { 200: z.object({ code: z.number(), msg: z.string(), data: z.object({ now: z.string(), swept: z.record(z.string(), z.number()) }) }) },
      },
    },
    async (req) => {
      opts.clock.offsetMs = req.body.days * DAY_MS;
      const swept = await app.sweeper.sweep();
      return ok(req, { now: opts.clock.now().toISOString(), swept });
    },
  );
};

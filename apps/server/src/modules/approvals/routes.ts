import {
  API,
  approvalDecisionBody,
  approvalDecisionResult,
  approvalList,
  approvalListQuery,
  approvalNoParams,
  approvalRequestDetail,
  approvalRule,
  approvalRuleBody,
  approvalSettings,
  approvalSettingsBody,
  envelope,
  memberLimitBody,
  memberLimitParams,
  ruleIdParams,
} from '@netshop/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createMemo } from '../../lib/memo.js';
import { requireUser } from '../../plugins/auth.js';
import { fillMessage, ok } from '../../plugins/envelope.js';
import { withMemo } from '../catalog/index.js';
import type { PlaceOptions } from '../orders/index.js';
import { cancelRequest, decide, requestDetail, requestList, type QuotationPlacer } from './requests.js';
import { approvalSettingsView, changeRule, createRule, listRules, removeRule, saveMemberLimit, saveSettings, type Reference } from './settings.js';

export interface ApprovalRouteOptions {
  /** How orders are placed (the app's `placing`): the last approval places its request with them. */
  place: Omit<PlaceOptions, 'now' | 'ref' | 'currencies'>;
  cacheTtlMs: number;
  /** The shop's public address, for the links in approval mails. */
  origin?: string;
  /** How the last approval places a quotation's acceptance (the inquiries module's, given by the app). */
  placeQuotation?: QuotationPlacer;
}

/** /api/ew/buyer/approvals: a company's approval rules, spending limits and approval requests (issue 30, ADR 0046). */
export const approvalRoutes: FastifyPluginAsyncZod<ApprovalRouteOptions> = async (app, opts) => {
  const { db } = app.storage;
  const cached = withMemo(createMemo(opts.cacheTtlMs, { since: () => app.publicCache.changedSince() }), db);
  const tags = ['approvals'];
  const auth = { preHandler: requireUser };
  const origin = opts.origin ?? '';
  const reference = async (req: FastifyRequest): Promise<Reference> => {
    const [ref, currencies] = await Promise.all([cached.reference(req.langId), cached.currencies()]);
    return { ref, currencies, now: app.clock.now() };
  };
  const settingsReply = { 200: envelope(approvalSettings) };

  app.get(API.approvals.rules.local, { ...auth, schema: { tags, summary: 'The company’s approval rules, each with how many active members may approve what it matches', response: { 200: envelope(z.array(approvalRule)) } } }, async (req) =>
    ok(req, await listRules(req.ctx, await reference(req))),
  );

  app.post(API.approvals.createRule.local, { ...auth, schema: { tags, summary: 'Add a rule (approvals.manage); refused when nobody could approve it', body: approvalRuleBody, response: { 200: envelope(z.object({ id: z.number().int() })) } } }, async (req) =>
    ok(req, await createRule(req.ctx, await reference(req), req.body), req.t('approvalRuleSaved')),
  );

  app.put(API.approvals.updateRule.local, { ...auth, schema: { tags, summary: 'Change a rule over the version read (approvals.manage)', params: ruleIdParams, body: approvalRuleBody, response: { 200: envelope(z.null()) } } }, async (req) => {
    await changeRule(req.ctx, await reference(req), req.params.id, req.body);
    return ok(req, null, req.t('approvalRuleSaved'));
  });

  app.delete(API.approvals.removeRule.local, { ...auth, schema: { tags, summary: 'Remove a rule (approvals.manage); pending requests keep their steps', params: ruleIdParams, response: { 200: envelope(z.null()) } } }, async (req) => {
    await removeRule(req.ctx, req.params.id);
    return ok(req, null, req.t('approvalRuleRemoved'));
  });

  app.get(API.approvals.settings.local, { ...auth, schema: { tags, summary: 'Currency, expiry and limits with what is spent and left this period (every limit for managers and finance, one’s own for the others)', response: settingsReply } }, async (req) =>
    ok(req, await approvalSettingsView(req.ctx, await reference(req))),
  );

  app.put(API.approvals.saveSettings.local, { ...auth, schema: { tags, summary: 'Change the currency, the expiry and the company-wide limit (approvals.manage)', body: approvalSettingsBody, response: settingsReply } }, async (req) => {
    const r = await reference(req);
    await saveSettings(req.ctx, r, req.body);
    return ok(req, await approvalSettingsView(req.ctx, r), req.t('approvalSettingsSaved'));
  });

  app.put(API.approvals.memberLimit.local, { ...auth, schema: { tags, summary: 'Set or remove a member’s spending limit (approvals.manage)', params: memberLimitParams, body: memberLimitBody, response: settingsReply } }, async (req) => {
    const r = await reference(req);
    await saveMemberLimit(req.ctx, r, req.params.memberId, req.body);
    return ok(req, await approvalSettingsView(req.ctx, r), req.t('approvalLimitSaved'));
  });

  app.get(API.approvals.requests.local, { ...auth, schema: { tags, summary: 'Approval requests: the reader’s own, the queue waiting for their role, or all of the company’s', querystring: approvalListQuery, response: { 200: envelope(approvalList) } } }, async (req) =>
    ok(req, await requestList(req.ctx, req.query)),
  );

  app.get(API.approvals.request.local, { ...auth, schema: { tags, summary: 'One request with its lines, steps and decisions', params: approvalNoParams, response: { 200: envelope(approvalRequestDetail) } } }, async (req) =>
    ok(req, await requestDetail(req.ctx, req.params.requestNo)),
  );

  app.post(
    API.approvals.decide.local,
    { ...auth, schema: { tags, summary: 'Approve or reject the current level; the last approval places the order as the requester (or returns the request with the reason)', params: approvalNoParams, body: approvalDecisionBody, response: { 200: envelope(approvalDecisionResult) } } },
    async (req) => {
      const now = app.clock.now();
      const placing = async (langId: number): Promise<PlaceOptions> => {
        const [ref, currencies] = await Promise.all([cached.reference(langId), cached.currencies()]);
        return { ...opts.place, ref, currencies, now };
      };
      const r = await decide(req.ctx, req.params.requestNo, req.body, { origin, now, placing, placeQuotation: opts.placeQuotation });
      const msg =
        r.status === 'approved'
          ? fillMessage(req.t('approvalPlaced'), { orderNo: r.orderNo ?? '' })
          : r.status === 'returned'
            ? fillMessage(req.t('approvalReturnedDone'), { reason: r.returnReason ?? '' })
            : r.status === 'rejected'
              ? req.t('approvalRejectedDone')
              : req.t('approvalForwarded');
      return ok(req, r, msg);
    },
  );

  app.post(API.approvals.cancel.local, { ...auth, schema: { tags, summary: 'The requester withdraws a pending request', params: approvalNoParams, response: { 200: envelope(z.null()) } } }, async (req) => {
    await cancelRequest(req.ctx, req.params.requestNo, app.clock.now());
    return ok(req, null, req.t('approvalCancelled'));
  });
};

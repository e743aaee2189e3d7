import { API, companyDecisionBody, companyFileLink, companyFileParams, companyIdParams, envelope, staffCompaniesQuery, staffCompanyDetail, staffCompanyList } from '@netshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope.js';
import { requireStaff } from '../../plugins/staff-auth.js';
import { companyDetail, companyFileLink as fileLink, decideCompany, listCompanies } from './staff-service.js';

/**
 * /api/ew/staff/companies (issue 29): every staff role with companies.read (agent, sales, finance,
 * admin) reads the applications and companies; companies.write (sales, admin) approve or reject an
 * application and suspend, reactivate or close a company, each with a note, audited.
 */
export const staffCompanyRoutes: FastifyPluginAsyncZod<{ secret: string }> = async (app, { secret }) => {
  const tags = ['companies'];
  const read = { onRequest: requireStaff('companies.read') };
  const write = { onRequest: requireStaff('companies.write') };
  const S = API.staffCompanies;

  app.get(S.list.local, { ...read, schema: { tags, summary: 'Applications and companies: pending first, oldest first; by status, searched by name, tax number or applicant e-mail; counts per status', querystring: staffCompaniesQuery, response: { 200: envelope(staffCompanyList) } } }, async (req) =>
    ok(req, await listCompanies(req.ctx, req.query)),
  );

  app.get(S.one.local, { ...read, schema: { tags, summary: 'One company: applicant, members, invitations, history with notes, orders; documents by signed links', params: companyIdParams, response: { 200: envelope(staffCompanyDetail) } } }, async (req) =>
    ok(req, await companyDetail(req.ctx, req.params.id, secret)),
  );

  app.post(
    S.decide.local,
    { ...write, schema: { tags, summary: 'Approve, reject, suspend, reactivate or close with a note, over the version read (409 companyStale, 409 companyDecisionInvalid); the applicant or every active member is told', params: companyIdParams, body: companyDecisionBody, response: { 200: envelope(staffCompanyDetail) } } },
    async (req) => {
      await decideCompany(req.ctx, req.params.id, req.body);
      return ok(req, await companyDetail(req.ctx, req.params.id, secret), req.t('companyDecided'));
    },
  );

  app.get(S.file.local, { ...read, schema: { tags, summary: "A fresh signed link to one of the application's private documents", params: companyFileParams, response: { 200: envelope(companyFileLink) } } }, async (req) =>
    ok(req, await fileLink(req.ctx, req.params.id, req.params.fileId, secret)),
  );
};

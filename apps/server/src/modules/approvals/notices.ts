import { formatMoney, langCodeById, type CompanyRole, type LangCode } from '@netshop/contract';
import type { RequestContext } from '../../lib/request-context.js';
import { buyerContact } from '../account/index.js';
import { companyMembersList } from '../companies/index.js';
import { addMessage, enqueue, linkMail, renderMessage, type MessageTextKey } from '../notifications/index.js';

// Who is told what about an approval request (issue 30): the approvers of a level when the request
// reaches it, and the requester of every outcome. Each gets an account-centre message and a mail
// in their own language, written in the caller's transaction; the mail carries a button to the
// request's page, so an approver decides from the mail's link.

const BUTTON: Record<LangCode, string> = {
  'zh-CN': '查看申请',
  en: 'Open the request',
  es: 'Ver la solicitud',
  fi: 'Avaa pyyntö',
  fr: 'Ouvrir la demande',
  ja: '申請を開く',
};

export const requestPath = (requestNo: string) => `/accountCenter/approvals/detail?no=${requestNo}`;

/** Parameters that depend on the reader's language (amounts), made for each recipient. */
export type ParamsFor = (lang: LangCode) => Record<string, string>;

export const moneyIn = (m: { amount: number; currency: string; minorUnits: number }) => (lang: LangCode) => formatMoney(m.amount, m.currency, m.minorUnits, lang);

export async function tell(ctx: RequestContext, origin: string, userId: number, key: MessageTextKey, params: ParamsFor, requestNo: string): Promise<void> {
  const contact = await buyerContact(ctx.db, userId);
  if (!contact) return;
  const lang = langCodeById(contact.langId) ?? 'zh-CN';
  const p = params(lang);
  await addMessage(ctx.db, userId, 'order', key, p);
  const text = renderMessage(lang, key, p);
  await enqueue(ctx.db, linkMail(lang, contact.email, text.title, [text.body], { label: BUTTON[lang], url: `${origin}${requestPath(requestNo)}` }));
}

/** The active members holding `role`, the requester left out (they never approve their own request). */
export async function approversOf(ctx: RequestContext, companyId: number, role: CompanyRole, requesterId: number): Promise<number[]> {
  return (await companyMembersList(ctx.db, companyId)).filter((m) => m.active && m.roles.includes(role) && m.userId !== requesterId).map((m) => m.userId);
}

/** Tells the approvers of a level that a request waits for them. */
export async function tellApprovers(
  ctx: RequestContext,
  origin: string,
  r: { companyId: number; userId: number; requestNo: string; requester: string; total: { amount: number; currency: string; minorUnits: number }; lineCount: number },
  role: CompanyRole,
): Promise<void> {
  const total = moneyIn(r.total);
  for (const userId of await approversOf(ctx, r.companyId, role, r.userId)) {
    await tell(ctx, origin, userId, 'approvalWaiting', (lang) => ({ requestNo: r.requestNo, requester: r.requester, total: total(lang), lines: String(r.lineCount) }), r.requestNo);
  }
}

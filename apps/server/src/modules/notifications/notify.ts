import { langCodeById, type LangCode } from '@netshop/contract';
import type { RequestContext } from '../../lib/request-context.js';
import { buyerContact } from '../account/index.js';
import { enqueue } from './mail/outbox.js';
import { noticeMail } from './mail/templates.js';
import { addMessage, renderMessage, type MessageTextKey } from './messages.js';

// The one way a domain tells a buyer something (a shared layer, ADR 0016): a message in
// /accountCenter/message and, unless told otherwise, a mail in the buyer's language through the
// outbox, both written in the caller's transaction (`ctx.db`) so they exist exactly when the
// change does. The buyer told is `userId`, not the context's: a staff member or the sweeper acts
// for them, and the mail goes out in the buyer's own language, not the request's.

export type MessageType = Parameters<typeof addMessage>[2];

export interface NotifyOptions {
  type: MessageType;
  /** false: the message only (the buyer did it themselves, e.g. confirmed receipt). */
  mail?: boolean;
  /** Added to the mail's subject after the title, e.g. the order number. */
  subjectSuffix?: string;
}

export async function notify(ctx: RequestContext, userId: number, key: MessageTextKey, params: Record<string, string>, opts: NotifyOptions): Promise<void> {
  const { db } = ctx;
  await addMessage(db, userId, opts.type, key, params);
  if (opts.mail === false) return;
  const user = await buyerContact(db, userId);
  if (!user) return;
  const lang = langCodeById(user.langId) ?? 'zh-CN';
  const text = renderMessage(lang, key, params);
  await enqueue(db, noticeMail(lang, user.email, opts.subjectSuffix ? `${text.title} · ${opts.subjectSuffix}` : text.title, text.body));
}

/**
 * A mail only, to an address with no account (a guest's inquiry), in the language it was written
 * in: the same texts as a buyer's message and mail, queued in the caller's transaction.
 */
export async function notifyAddress(ctx: RequestContext, email: string, lang: LangCode, key: MessageTextKey, params: Record<string, string>, opts: Pick<NotifyOptions, 'subjectSuffix'> = {}): Promise<void> {
  const text = renderMessage(lang, key, params);
  await enqueue(ctx.db, noticeMail(lang, email, opts.subjectSuffix ? `${text.title} · ${opts.subjectSuffix}` : text.title, text.body));
}

import type { LangCode, StaffOrderNotice } from '@netshop/contract';
import type { Db } from '../../db/client.js';
import { renderMessage } from './messages.js';
import { orderMails, orderMessages } from './order-notice-queries.js';

/**
 * Every message and mail the buyer got about an order, oldest first, for the console: a message's
 * title in the reader's (`lang`) language, a mail's subject as it was sent.
 */
export async function orderNotices(db: Db, lang: LangCode, buyer: { userId: number; email: string }, orderNo: string): Promise<StaffOrderNotice[]> {
  const [messages, mails] = await Promise.all([orderMessages(db, buyer.userId, orderNo), orderMails(db, buyer.email, orderNo)]);
  const notices: StaffOrderNotice[] = [
    ...messages.map((m) => ({ channel: 'message' as const, title: renderMessage(lang, m.titleKey, m.params).title, at: m.createdAt.toISOString(), state: m.readAt ? 'read' : 'unread' })),
    ...mails.map((m) => ({ channel: 'mail' as const, title: m.subject, at: m.createdAt.toISOString(), state: m.status })),
  ];
  return notices.sort((a, b) => a.at.localeCompare(b.at));
}

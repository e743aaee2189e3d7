import type { LangCode, MessageList } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.js';

// Messages of /accountCenter/message. A row keeps a text key and its parameters, so each buyer
// reads them in the language of the moment; later issues add shipping and logistics keys.

type Texts = Record<string, { title: string; body: string }> & { sender: { title: string; body: string } };
const TEXTS: Record<LangCode, Texts> = {
  'zh-CN': {
    sender: { title: 'YT 网络', body: '' },
    welcome: { title: '欢迎加入 YT 网络', body: '{name}，您的账户已创建。您可以在账户中心管理地址、订单和发票。' },
    passwordReset: { title: '密码已重置', body: '您的密码已通过邮箱验证码重置，所有设备上的登录均已退出。' },
    passwordChanged: { title: '密码已修改', body: '您的密码已修改，其他设备上的登录均已退出。如非本人操作，请立即重置密码。' },
    emailChanged: { title: '邮箱已更新', body: '您的账户邮箱已从 {from} 更改为 {to}。' },
  },
  en: {
    sender: { title: 'YT Networks', body: '' },
    welcome: { title: 'Welcome to YT Networks', body: '{name}, your account is ready. Manage addresses, orders and invoices in your account centre.' },
    passwordReset: { title: 'Password reset', body: 'Your password was reset with an e-mail code; you were signed out on every device.' },
    passwordChanged: { title: 'Password changed', body: 'Your password was changed and your other devices were signed out. If this was not you, reset your password now.' },
    emailChanged: { title: 'E-mail updated', body: 'Your account e-mail changed from {from} to {to}.' },
  },
  es: {
    sender: { title: 'YT Networks', body: '' },
    welcome: { title: 'Bienvenido a YT Networks', body: '{name}, su cuenta está lista. Gestione direcciones, pedidos y facturas en su área de cliente.' },
    passwordReset: { title: 'Contraseña restablecida', body: 'Su contraseña se restableció con un código enviado por correo; se ha cerrado la sesión en todos los dispositivos.' },
    passwordChanged: { title: 'Contraseña cambiada', body: 'Su contraseña ha cambiado y se ha cerrado la sesión en sus otros dispositivos. Si no ha sido usted, restablézcala ahora.' },
    emailChanged: { title: 'Correo actualizado', body: 'El correo de su cuenta ha cambiado de {from} a {to}.' },
  },
  fi: {
    sender: { title: 'YT Networks', body: '' },
    welcome: { title: 'Tervetuloa YT Networksiin', body: '{name}, tilisi on valmis. Hallitse osoitteita, tilauksia ja laskuja tilisi asetuksissa.' },
    passwordReset: { title: 'Salasana palautettu', body: 'Salasanasi palautettiin sähköpostikoodilla, ja sinut kirjattiin ulos kaikilta laitteilta.' },
    passwordChanged: { title: 'Salasana vaihdettu', body: 'Salasanasi vaihdettiin ja muut laitteesi kirjattiin ulos. Jos et tehnyt tätä itse, palauta salasana heti.' },
    emailChanged: { title: 'Sähköpostiosoite päivitetty', body: 'Tilisi sähköpostiosoite vaihtui osoitteesta {from} osoitteeseen {to}.' },
  },
  fr: {
    sender: { title: 'YT Networks', body: '' },
    welcome: { title: 'Bienvenue chez YT Networks', body: '{name}, votre compte est prêt. Gérez vos adresses, commandes et factures dans votre espace client.' },
    passwordReset: { title: 'Mot de passe réinitialisé', body: 'Votre mot de passe a été réinitialisé avec un code reçu par e-mail ; vous avez été déconnecté de tous vos appareils.' },
    passwordChanged: { title: 'Mot de passe modifié', body: "Votre mot de passe a été modifié et vos autres appareils ont été déconnectés. Si ce n'était pas vous, réinitialisez-le maintenant." },
    emailChanged: { title: 'Adresse e-mail mise à jour', body: "L'adresse e-mail de votre compte est passée de {from} à {to}." },
  },
  ja: {
    sender: { title: 'YT ネットワークス', body: '' },
    welcome: { title: 'YT ネットワークスへようこそ', body: '{name} 様、アカウントの準備ができました。住所・注文・請求書はアカウントセンターで管理できます。' },
    passwordReset: { title: 'パスワードを再設定しました', body: 'メールの認証コードでパスワードが再設定され、すべての端末からログアウトしました。' },
    passwordChanged: { title: 'パスワードを変更しました', body: 'パスワードが変更され、他の端末からログアウトしました。お心当たりのない場合は、すぐに再設定してください。' },
    emailChanged: { title: 'メールアドレスを更新しました', body: 'アカウントのメールアドレスが {from} から {to} に変更されました。' },
  },
};

export const MESSAGE_TEXT_KEYS = ['welcome', 'passwordReset', 'passwordChanged', 'emailChanged'] as const;
export type MessageTextKey = (typeof MESSAGE_TEXT_KEYS)[number];

export async function addMessage(db: Db, userId: number, type: 'account' | 'shipping' | 'logistics' | 'order', key: MessageTextKey, params: Record<string, string>): Promise<void> {
  await db.execute(sql`INSERT INTO user_message (user_id, type, title_key, params) VALUES (${userId}, ${type}, ${key}, ${JSON.stringify(params)}::jsonb)`);
}

const fill = (text: string, params: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, k: string) => params[k] ?? '');

export async function listMessages(db: Db, lang: LangCode, userId: number, q: { page: number; pageSize: number; unread?: '1' | '0' }): Promise<MessageList> {
  const filter = q.unread === '1' ? sql`AND read_at IS NULL` : q.unread === '0' ? sql`AND read_at IS NOT NULL` : sql``;
  const [counts] = await rows<{ total: number; unread: number }>(
    db,
    sql`SELECT count(*) FILTER (WHERE true ${filter})::int AS total, count(*) FILTER (WHERE read_at IS NULL)::int AS unread FROM user_message WHERE user_id = ${userId}`,
  );
  const r = await rows<{ id: number; type: MessageList['items'][number]['type']; titleKey: string; params: Record<string, string>; readAt: string | null; createdAt: string | Date }>(
    db,
    sql`SELECT id, type, title_key AS "titleKey", params, read_at AS "readAt", created_at AS "createdAt"
          FROM user_message WHERE user_id = ${userId} ${filter}
         ORDER BY created_at DESC, id DESC LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`,
  );
  const texts = TEXTS[lang];
  return {
    items: r.map((m) => {
      const t = texts[m.titleKey] ?? { title: m.titleKey, body: '' };
      const params = typeof m.params === 'string' ? JSON.parse(m.params) : m.params;
      return { messageId: Number(m.id), type: m.type, sender: texts.sender.title, title: fill(t.title, params), body: fill(t.body, params), read: m.readAt !== null, createdAt: new Date(m.createdAt).toISOString() };
    }),
    total: Number(counts.total),
    unread: Number(counts.unread),
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** Marks one of the user's messages read; false when it is not theirs (→ 404). */
export async function markRead(db: Db, userId: number, messageId: number): Promise<boolean> {
  const r = await rows(db, sql`UPDATE user_message SET read_at = coalesce(read_at, now()) WHERE id = ${messageId} AND user_id = ${userId} RETURNING id`);
  return r.length > 0;
}

export async function markAllRead(db: Db, userId: number): Promise<void> {
  await db.execute(sql`UPDATE user_message SET read_at = now() WHERE user_id = ${userId} AND read_at IS NULL`);
}

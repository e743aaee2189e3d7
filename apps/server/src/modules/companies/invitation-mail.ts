import { INVITATION_TTL_DAYS, type CompanyRole, type LangCode } from '@netshop/contract';
import { linkMail } from '../notifications/index.js';

// The invitation to join a company, in the language the inviting admin wrote it in (the invitee
// may have no account yet, so no language of their own): who invites, to which company, in which
// roles, and the link that works once, for INVITATION_TTL_DAYS days.

interface Texts {
  subject: string;
  intro: string;
  roles: string;
  validFor: string;
  notExpected: string;
  button: string;
  roleNames: Record<CompanyRole, string>;
}

const TEXTS: Record<LangCode, Texts> = {
  'zh-CN': {
    subject: '{inviter} 邀请您加入 {company} 的企业账户',
    intro: '{inviter} 邀请您加入 {company} 在 YT 网络的企业账户，与同事共享地址簿、订单、报价和发票。',
    roles: '您的角色：{roles}。',
    validFor: '链接 {days} 天内有效，只能使用一次。已有账户请用本邮箱登录后接受；没有账户可通过链接注册。',
    notExpected: '如果您不认识邀请人，请忽略此邮件。',
    button: '查看邀请',
    roleNames: { admin: '管理员', buyer: '采购员', approver: '审批人', finance: '财务', viewer: '只读成员' },
  },
  en: {
    subject: '{inviter} invites you to the company account of {company}',
    intro: '{inviter} invites you to join the YT Networks company account of {company}, to share its address book, orders, quotations and invoices with your colleagues.',
    roles: 'Your roles: {roles}.',
    validFor: 'The link works for {days} days, once. If you have an account, sign in with this e-mail address to accept; if not, you can register through the link.',
    notExpected: 'If you do not know who invited you, ignore this mail.',
    button: 'See the invitation',
    roleNames: { admin: 'administrator', buyer: 'buyer', approver: 'approver', finance: 'finance', viewer: 'viewer' },
  },
  es: {
    subject: '{inviter} le invita a la cuenta de empresa de {company}',
    intro: '{inviter} le invita a unirse a la cuenta de empresa de {company} en YT Networks para compartir con sus colegas la libreta de direcciones, los pedidos, los presupuestos y las facturas.',
    roles: 'Sus funciones: {roles}.',
    validFor: 'El enlace funciona durante {days} días y una sola vez. Si ya tiene cuenta, inicie sesión con esta dirección de correo para aceptar; si no, puede registrarse desde el enlace.',
    notExpected: 'Si no sabe quién le ha invitado, ignore este correo.',
    button: 'Ver la invitación',
    roleNames: { admin: 'administrador', buyer: 'comprador', approver: 'aprobador', finance: 'finanzas', viewer: 'solo lectura' },
  },
  fi: {
    subject: '{inviter} kutsuu sinut yrityksen {company} yritystilille',
    intro: '{inviter} kutsuu sinut liittymään yrityksen {company} YT Networks -yritystilille, jotta voit jakaa osoitekirjan, tilaukset, tarjoukset ja laskut kollegoidesi kanssa.',
    roles: 'Roolisi: {roles}.',
    validFor: 'Linkki toimii {days} päivää ja vain kerran. Jos sinulla on jo tili, kirjaudu tällä sähköpostiosoitteella ja hyväksy kutsu; muuten voit rekisteröityä linkin kautta.',
    notExpected: 'Jos et tiedä, kuka sinut kutsui, voit jättää tämän viestin huomiotta.',
    button: 'Näytä kutsu',
    roleNames: { admin: 'pääkäyttäjä', buyer: 'ostaja', approver: 'hyväksyjä', finance: 'talous', viewer: 'lukija' },
  },
  fr: {
    subject: '{inviter} vous invite sur le compte entreprise de {company}',
    intro: '{inviter} vous invite à rejoindre le compte entreprise de {company} chez YT Networks, pour partager avec vos collègues le carnet d’adresses, les commandes, les devis et les factures.',
    roles: 'Vos rôles : {roles}.',
    validFor: 'Le lien est valable {days} jours, une seule fois. Si vous avez un compte, connectez-vous avec cette adresse e-mail pour accepter ; sinon, vous pouvez vous inscrire depuis le lien.',
    notExpected: 'Si vous ne savez pas qui vous a invité, ignorez ce message.',
    button: 'Voir l’invitation',
    roleNames: { admin: 'administrateur', buyer: 'acheteur', approver: 'approbateur', finance: 'finance', viewer: 'lecture seule' },
  },
  ja: {
    subject: '{inviter} さんから {company} の法人アカウントへの招待',
    intro: '{inviter} さんが、YT Networks の {company} 法人アカウントにあなたを招待しました。同僚とアドレス帳、注文、見積、請求書を共有できます。',
    roles: 'あなたの役割：{roles}',
    validFor: 'リンクの有効期限は {days} 日間で、1 回のみ使用できます。アカウントをお持ちの場合はこのメールアドレスでログインして承諾してください。お持ちでない場合はリンクから登録できます。',
    notExpected: '招待者に心当たりがない場合は、このメールを無視してください。',
    button: '招待を確認する',
    roleNames: { admin: '管理者', buyer: '購買担当', approver: '承認者', finance: '経理', viewer: '閲覧のみ' },
  },
};

const fill = (s: string, p: Record<string, string | number>) => s.replace(/\{(\w+)\}/g, (m, k: string) => (k in p ? String(p[k]) : m));

export function invitationMail(lang: LangCode, to: string, p: { inviter: string; company: string; roles: readonly CompanyRole[]; url: string }) {
  const t = TEXTS[lang];
  const sep = lang === 'zh-CN' || lang === 'ja' ? '、' : ', ';
  const values = { inviter: p.inviter, company: p.company, roles: p.roles.map((r) => t.roleNames[r]).join(sep), days: INVITATION_TTL_DAYS };
  return linkMail(lang, to, fill(t.subject, values), [fill(t.intro, values), fill(t.roles, values), fill(t.validFor, values), t.notExpected], { label: t.button, url: p.url });
}

import type { LangCode } from '@netshop/contract';
import { escapeHtml } from '../../../lib/markdown.js';
import type { Mail } from './outbox.js';

export type CodePurpose = 'register' | 'reset' | 'email';

interface Texts {
  brand: string;
  subject: Record<CodePurpose, string>;
  intro: Record<CodePurpose, string>;
  validFor: string;
  notYou: string;
  existsSubject: string;
  exists: string;
  takenSubject: string;
  taken: string;
  /** To the old address after an e-mail change: {when} and the masked new address {to}. */
  changedSubject: string;
  changed: string;
  changedIfYou: string;
  changedNotYou: string;
  contactUs: string;
}

// Every mail in the buyer's language: subject, HTML and plain text from the same texts.
const TEXTS: Record<LangCode, Texts> = {
  'zh-CN': {
    brand: 'YT 网络',
    subject: { register: '您的注册验证码', reset: '您的密码重置验证码', email: '验证您的新邮箱' },
    intro: { register: '感谢注册 YT 网络。请在注册页面输入以下验证码：', reset: '我们收到了重置密码的请求。请输入以下验证码：', email: '您正在将账户邮箱更改为此地址。请输入以下验证码：' },
    validFor: '验证码 10 分钟内有效，只能使用一次。',
    notYou: '如果这不是您本人的操作，请忽略此邮件。',
    existsSubject: '您已拥有 YT 网络账户',
    exists: '有人尝试使用此邮箱注册。此邮箱已有账户：您可以直接登录，或通过“忘记密码”重置密码。',
    takenSubject: '有人尝试使用您的邮箱',
    taken: '有人尝试将另一个账户的邮箱更改为此地址。此地址已属于您的账户，因此未做任何更改。',
    changedSubject: '您的账户邮箱已更改',
    changed: '您的 YT 网络账户邮箱已于 {when} 由此地址更改为 {to}。今后的订单和账户邮件都会发送到新地址。',
    changedIfYou: '如果这是您本人的操作，无需任何处理。',
    changedNotYou: '如果这不是您本人的操作，说明他人可能已登录您的账户。请立即通过下面的链接联系我们，并注明此邮箱地址，我们会帮您找回账户。',
    contactUs: '联系我们',
  },
  en: {
    brand: 'YT Networks',
    subject: { register: 'Your registration code', reset: 'Your password reset code', email: 'Confirm your new e-mail address' },
    intro: { register: 'Thank you for registering with YT Networks. Enter this code on the registration page:', reset: 'We received a request to reset your password. Enter this code:', email: 'You are changing your account e-mail to this address. Enter this code:' },
    validFor: 'The code is valid for 10 minutes and can be used once.',
    notYou: 'If this was not you, you can ignore this e-mail.',
    existsSubject: 'You already have a YT Networks account',
    exists: 'Someone tried to register with this address. It already has an account: sign in, or reset your password with "Forgot password".',
    takenSubject: 'Someone tried to use your e-mail address',
    taken: 'Someone tried to change another account to this address. It already belongs to your account, so nothing was changed.',
    changedSubject: 'Your account e-mail address was changed',
    changed: 'The e-mail address of your YT Networks account was changed from this address to {to} on {when}. Order and account e-mails now go to the new address.',
    changedIfYou: 'If you made this change, there is nothing to do.',
    changedNotYou: 'If you did not, someone else may have signed in to your account. Contact us at once through the link below and mention this address: we will help you recover your account.',
    contactUs: 'Contact us',
  },
  es: {
    brand: 'YT Networks',
    subject: { register: 'Su código de registro', reset: 'Su código para restablecer la contraseña', email: 'Confirme su nueva dirección de correo' },
    intro: { register: 'Gracias por registrarse en YT Networks. Introduzca este código en la página de registro:', reset: 'Hemos recibido una solicitud para restablecer su contraseña. Introduzca este código:', email: 'Está cambiando el correo de su cuenta a esta dirección. Introduzca este código:' },
    validFor: 'El código es válido durante 10 minutos y solo puede usarse una vez.',
    notYou: 'Si no ha sido usted, ignore este mensaje.',
    existsSubject: 'Ya tiene una cuenta en YT Networks',
    exists: 'Alguien ha intentado registrarse con esta dirección, que ya tiene una cuenta: inicie sesión o restablezca su contraseña con «¿Ha olvidado su contraseña?».',
    takenSubject: 'Alguien ha intentado usar su dirección de correo',
    taken: 'Alguien ha intentado cambiar otra cuenta a esta dirección. Ya pertenece a su cuenta, así que no se ha cambiado nada.',
    changedSubject: 'Se ha cambiado el correo de su cuenta',
    changed: 'El correo de su cuenta de YT Networks se cambió de esta dirección a {to} el {when}. Los correos de pedidos y de la cuenta se envían ahora a la nueva dirección.',
    changedIfYou: 'Si ha sido usted, no tiene que hacer nada.',
    changedNotYou: 'Si no ha sido usted, es posible que otra persona haya accedido a su cuenta. Contáctenos de inmediato mediante el enlace de abajo e indique esta dirección: le ayudaremos a recuperar su cuenta.',
    contactUs: 'Contacte con nosotros',
  },
  fi: {
    brand: 'YT Networks',
    subject: { register: 'Rekisteröitymiskoodisi', reset: 'Salasanan palautuskoodisi', email: 'Vahvista uusi sähköpostiosoitteesi' },
    intro: { register: 'Kiitos, että rekisteröidyit YT Networksiin. Syötä tämä koodi rekisteröitymissivulle:', reset: 'Saimme pyynnön palauttaa salasanasi. Syötä tämä koodi:', email: 'Olet vaihtamassa tilisi sähköpostiosoitteeksi tämän osoitteen. Syötä tämä koodi:' },
    validFor: 'Koodi on voimassa 10 minuuttia ja sen voi käyttää kerran.',
    notYou: 'Jos et tehnyt tätä itse, voit jättää viestin huomiotta.',
    existsSubject: 'Sinulla on jo YT Networks -tili',
    exists: 'Joku yritti rekisteröityä tällä osoitteella. Osoitteella on jo tili: kirjaudu sisään tai palauta salasanasi kohdasta ”Unohtuiko salasana”.',
    takenSubject: 'Joku yritti käyttää sähköpostiosoitettasi',
    taken: 'Joku yritti vaihtaa toisen tilin osoitteeksi tämän osoitteen. Se kuuluu jo sinun tilillesi, joten mitään ei muutettu.',
    changedSubject: 'Tilisi sähköpostiosoite vaihdettiin',
    changed: 'YT Networks -tilisi sähköpostiosoite vaihdettiin {when} tästä osoitteesta osoitteeseen {to}. Tilaus- ja tiliviestit lähetetään nyt uuteen osoitteeseen.',
    changedIfYou: 'Jos teit muutoksen itse, sinun ei tarvitse tehdä mitään.',
    changedNotYou: 'Jos et tehnyt sitä, joku muu on ehkä kirjautunut tilillesi. Ota meihin heti yhteyttä alla olevan linkin kautta ja mainitse tämä osoite, niin autamme sinua saamaan tilisi takaisin.',
    contactUs: 'Ota yhteyttä',
  },
  fr: {
    brand: 'YT Networks',
    subject: { register: "Votre code d'inscription", reset: 'Votre code de réinitialisation du mot de passe', email: 'Confirmez votre nouvelle adresse e-mail' },
    intro: { register: "Merci de votre inscription chez YT Networks. Saisissez ce code sur la page d'inscription :", reset: 'Nous avons reçu une demande de réinitialisation de votre mot de passe. Saisissez ce code :', email: "Vous remplacez l'adresse e-mail de votre compte par celle-ci. Saisissez ce code :" },
    validFor: 'Ce code est valable 10 minutes et ne peut être utilisé qu’une fois.',
    notYou: "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail.",
    existsSubject: 'Vous avez déjà un compte YT Networks',
    exists: 'Quelqu’un a tenté de s’inscrire avec cette adresse, qui a déjà un compte : connectez-vous ou réinitialisez votre mot de passe via « Mot de passe oublié ».',
    takenSubject: 'Quelqu’un a tenté d’utiliser votre adresse e-mail',
    taken: 'Quelqu’un a tenté d’attribuer cette adresse à un autre compte. Elle appartient déjà à votre compte : rien n’a été modifié.',
    changedSubject: 'L’adresse e-mail de votre compte a été modifiée',
    changed: 'L’adresse e-mail de votre compte YT Networks a été remplacée par {to} le {when}. Les e-mails de commande et de compte partent désormais vers la nouvelle adresse.',
    changedIfYou: 'Si vous êtes à l’origine de ce changement, vous n’avez rien à faire.',
    changedNotYou: 'Sinon, quelqu’un s’est peut-être connecté à votre compte. Contactez-nous sans attendre via le lien ci-dessous en indiquant cette adresse : nous vous aiderons à récupérer votre compte.',
    contactUs: 'Nous contacter',
  },
  ja: {
    brand: 'YT ネットワークス',
    subject: { register: '会員登録の認証コード', reset: 'パスワード再設定の認証コード', email: '新しいメールアドレスの確認' },
    intro: { register: 'YT ネットワークスへのご登録ありがとうございます。登録ページで次のコードを入力してください：', reset: 'パスワード再設定のリクエストを受け付けました。次のコードを入力してください：', email: 'アカウントのメールアドレスをこのアドレスに変更しようとしています。次のコードを入力してください：' },
    validFor: 'コードの有効期限は 10 分間で、1 回のみ使用できます。',
    notYou: 'お心当たりのない場合は、このメールを無視してください。',
    existsSubject: 'YT ネットワークスのアカウントをすでにお持ちです',
    exists: 'このアドレスで会員登録が試みられました。このアドレスにはすでにアカウントがあります。ログインするか、「パスワードをお忘れの方」から再設定してください。',
    takenSubject: 'お客様のメールアドレスの使用が試みられました',
    taken: '別のアカウントのメールアドレスをこのアドレスに変更する操作が試みられました。このアドレスはお客様のアカウントのものなので、何も変更されていません。',
    changedSubject: 'アカウントのメールアドレスが変更されました',
    changed: 'YT ネットワークスのアカウントのメールアドレスが、{when}にこのアドレスから {to} に変更されました。今後、注文やアカウントに関するメールは新しいアドレスに送信されます。',
    changedIfYou: 'お客様ご自身による変更であれば、対応は不要です。',
    changedNotYou: 'お心当たりのない場合は、第三者がお客様のアカウントにログインした可能性があります。下のリンクからすぐにお問い合わせいただき、このメールアドレスをお知らせください。アカウントの復旧をお手伝いします。',
    contactUs: 'お問い合わせ',
  },
};

function layout(t: Texts, to: string, subject: string, paragraphs: string[], code?: string, link?: { label: string; url: string }): Mail {
  const html = `<!doctype html><html><body style="margin:0;background:#f4f6fa;font-family:Arial,'Noto Sans SC','Noto Sans JP',sans-serif;color:#1b2430">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fff;border-radius:8px;padding:32px">
<tr><td style="font-size:20px;font-weight:bold;color:#0a5bd3;padding-bottom:16px">${escapeHtml(t.brand)}</td></tr>
${paragraphs.map((p) => `<tr><td style="font-size:15px;line-height:1.6;padding-bottom:12px">${escapeHtml(p)}</td></tr>`).join('\n')}
${code ? `<tr><td style="font-size:32px;letter-spacing:8px;font-weight:bold;padding:12px 0 20px">${escapeHtml(code)}</td></tr>` : ''}
${link ? `<tr><td style="padding:8px 0 4px"><a href="${escapeHtml(link.url)}" style="display:inline-block;background:#0a5bd3;color:#fff;text-decoration:none;font-size:15px;padding:10px 20px;border-radius:6px">${escapeHtml(link.label)}</a></td></tr>` : ''}
</table></td></tr></table></body></html>`;
  const text = [t.brand, '', ...paragraphs.flatMap((p, i) => (i === 0 && code ? [p, '', code, ''] : [p, ''])), ...(link ? [`${link.label}: ${link.url}`] : [])].join('\n').trim();
  return { to, subject, html, text };
}

export function codeMail(lang: LangCode, purpose: CodePurpose, to: string, code: string): Mail {
  const t = TEXTS[lang];
  return layout(t, to, `${t.subject[purpose]}: ${code}`, [t.intro[purpose], t.validFor, t.notYou], code);
}

/** To an address that already has an account, instead of a registration code. */
export function alreadyRegisteredMail(lang: LangCode, to: string): Mail {
  const t = TEXTS[lang];
  return layout(t, to, t.existsSubject, [t.exists, t.notYou]);
}

/** To an address another account tried to move to, instead of an e-mail-change code. */
export function addressTakenMail(lang: LangCode, to: string): Mail {
  const t = TEXTS[lang];
  return layout(t, to, t.takenSubject, [t.taken, t.notYou]);
}

/** Hides most of an address while keeping it recognisable to its owner: ne****@e******.com. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const hide = (part: string, keep: number) => part.slice(0, keep) + '*'.repeat(Math.max(part.length - keep, 3));
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  return `${hide(local, local.length > 3 ? 2 : 1)}@${hide(host, 1)}${dot > 0 ? domain.slice(dot) : ''}`;
}

/**
 * To the old address once an e-mail change is done (a stolen session could otherwise move the
 * account away unseen): the masked new address, when, and a way to tell us it was not them.
 */
export function emailChangedMail(lang: LangCode, to: string, newEmail: string, at: Date, contactUrl: string): Mail {
  const t = TEXTS[lang];
  const when = new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' }).format(at);
  const changed = t.changed.replace('{when}', when).replace('{to}', maskEmail(newEmail));
  return layout(t, to, t.changedSubject, [changed, t.changedIfYou, t.changedNotYou], undefined, { label: t.contactUs, url: contactUrl });
}

/** A notice (order events): the message's title as subject, its text, and who it is from. */
export function noticeMail(lang: LangCode, to: string, subject: string, body: string): Mail {
  const t = TEXTS[lang];
  return layout(t, to, subject, [body]);
}

/** A mail of several paragraphs in the shop's layout (a chat transcript, a left message). */
export function paragraphsMail(lang: LangCode, to: string, subject: string, paragraphs: string[]): Mail {
  return layout(TEXTS[lang], to, subject, paragraphs);
}

/** A mail of paragraphs with one button (a staff member's password reset link), in the shop's layout. */
export function linkMail(lang: LangCode, to: string, subject: string, paragraphs: string[], link: { label: string; url: string }): Mail {
  return layout(TEXTS[lang], to, subject, paragraphs, undefined, link);
}

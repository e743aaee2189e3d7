import type { LangCode } from '@netshop/contract';
import { linkMail } from '../notifications/index.js';

// The mail of a forced password reset, in the staff member's language (staff_user.lang_id).

interface Texts {
  subject: string;
  intro: string;
  validFor: string;
  notExpected: string;
  button: string;
}

const TEXTS: Record<LangCode, Texts> = {
  'zh-CN': {
    subject: '请为您的控制台账户设置新密码',
    intro: '管理员已重置您的控制台密码，您之前的密码和所有登录会话均已失效。请通过下面的链接设置新密码。',
    validFor: '链接 1 小时内有效，只能使用一次。',
    notExpected: '如果您对此有疑问，请直接联系商店管理员。',
    button: '设置新密码',
  },
  en: {
    subject: 'Set a new password for your console account',
    intro: 'An administrator has reset your console password: your old password and all your sessions no longer work. Set a new password through the link below.',
    validFor: 'The link is valid for 1 hour and can be used once.',
    notExpected: 'If you did not expect this, contact the shop’s administrator directly.',
    button: 'Set a new password',
  },
  es: {
    subject: 'Establezca una nueva contraseña para su cuenta de la consola',
    intro: 'Un administrador ha restablecido su contraseña de la consola: la contraseña anterior y todas sus sesiones ya no funcionan. Establezca una nueva contraseña con el enlace de abajo.',
    validFor: 'El enlace es válido durante 1 hora y solo puede usarse una vez.',
    notExpected: 'Si no lo esperaba, póngase en contacto directamente con el administrador de la tienda.',
    button: 'Establecer nueva contraseña',
  },
  fi: {
    subject: 'Aseta uusi salasana konsolitunnuksellesi',
    intro: 'Ylläpitäjä on nollannut konsolin salasanasi: vanha salasanasi ja kaikki istuntosi eivät enää toimi. Aseta uusi salasana alla olevasta linkistä.',
    validFor: 'Linkki on voimassa tunnin ja sen voi käyttää kerran.',
    notExpected: 'Jos et odottanut tätä, ota yhteyttä suoraan kaupan ylläpitäjään.',
    button: 'Aseta uusi salasana',
  },
  fr: {
    subject: 'Choisissez un nouveau mot de passe pour votre compte de la console',
    intro: 'Un administrateur a réinitialisé votre mot de passe de la console : l’ancien mot de passe et toutes vos sessions ne fonctionnent plus. Choisissez un nouveau mot de passe via le lien ci-dessous.',
    validFor: 'Le lien est valable 1 heure et ne peut servir qu’une fois.',
    notExpected: 'Si vous ne vous y attendiez pas, contactez directement l’administrateur de la boutique.',
    button: 'Choisir un nouveau mot de passe',
  },
  ja: {
    subject: 'コンソールアカウントの新しいパスワードを設定してください',
    intro: '管理者がコンソールのパスワードをリセットしました。以前のパスワードとすべてのセッションは使えなくなっています。下のリンクから新しいパスワードを設定してください。',
    validFor: 'リンクの有効期限は 1 時間で、1 回のみ使用できます。',
    notExpected: 'お心当たりのない場合は、ショップの管理者に直接お問い合わせください。',
    button: '新しいパスワードを設定',
  },
};

export function staffResetMail(lang: LangCode, to: string, url: string) {
  const t = TEXTS[lang];
  return linkMail(lang, to, t.subject, [t.intro, t.validFor, t.notExpected], { label: t.button, url });
}

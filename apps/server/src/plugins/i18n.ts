import { DEFAULT_LANG, LANGUAGES, type LangCode, type MessageKey } from '@netshop/contract';
import fp from 'fastify-plugin';
import { MESSAGES } from '../i18n/messages.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Language of this request, from the `Lang` header (a language id, docs/product.md#calls). */
    lang: LangCode;
    langId: number;
    t(key: MessageKey): string;
  }
}

/** Reads `Lang: <languageId>` (a short name such as `en` is accepted too); default zh-CN. */
export function resolveLang(header: string | string[] | undefined): { lang: LangCode; langId: number } {
  const raw = (Array.isArray(header) ? header[0] : header)?.trim();
  const found = raw ? LANGUAGES.find((l) => String(l.langId) === raw || l.shortName.toLowerCase() === raw.toLowerCase()) : undefined;
  const l = found ?? LANGUAGES.find((x) => x.shortName === DEFAULT_LANG)!;
  return { lang: l.shortName, langId: l.langId };
}

export const i18nPlugin = fp(async (app) => {
  app.decorateRequest('lang', DEFAULT_LANG);
  app.decorateRequest('langId', 1);
  app.decorateRequest('t', function (this: { lang: LangCode }, key: MessageKey) {
    return MESSAGES[this.lang][key];
  });
  app.addHook('onRequest', async (req) => {
    const { lang, langId } = resolveLang(req.headers.lang);
    req.lang = lang;
    req.langId = langId;
  });
});

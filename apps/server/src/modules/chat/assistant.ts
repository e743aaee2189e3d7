import type { LangCode } from '@netshop/contract';

// The assistant's own words (issue 13), written natively per language. The topics it offers and
// their answers are rows (chat_topic, seeded from db/seed/chat and edited by staff).

export const ASSISTANT_NAME: Record<LangCode, string> = {
  'zh-CN': 'YT 在线助手',
  en: 'YT Assistant',
  es: 'Asistente YT',
  fi: 'YT-avustaja',
  fr: 'Assistant YT',
  ja: 'YT アシスタント',
};

export const GREETING: Record<LangCode, string> = {
  'zh-CN': '您好，欢迎来到 YT Networks！我是在线助手。请选择下面的问题，或直接输入您想咨询的内容，例如光模块与交换机的兼容性、发货时间或报价。',
  en: 'Hello and welcome to YT Networks! I’m the online assistant. Pick a topic below or type your question — for example whether an optic works in your switch, when an order ships, or a quote.',
  es: '¡Hola y bienvenido a YT Networks! Soy el asistente en línea. Elija un tema o escriba su pregunta: por ejemplo, si un transceptor es compatible con su switch, cuándo se envía un pedido o una cotización.',
  fi: 'Hei ja tervetuloa YT Networksiin! Olen verkkoavustaja. Valitse aihe alta tai kirjoita kysymyksesi – esimerkiksi sopiiko moduuli kytkimeesi, milloin tilaus lähtee tai tarjouspyyntö.',
  fr: 'Bonjour et bienvenue chez YT Networks ! Je suis l’assistant en ligne. Choisissez un sujet ci-dessous ou posez votre question : compatibilité d’un module optique avec votre commutateur, délai d’expédition, demande de devis…',
  ja: 'YT Networks へようこそ。オンラインアシスタントです。下のトピックを選ぶか、ご質問を入力してください（光モジュールとスイッチの互換性、出荷時期、お見積りなど）。',
};

/** A notice when an agent takes the conversation; `{name}` is the agent's name. */
export const AGENT_JOINED: Record<LangCode, string> = {
  'zh-CN': '客服 {name} 已接入，正在为您服务。',
  en: '{name} from our team has joined the chat.',
  es: '{name}, de nuestro equipo, se ha unido al chat.',
  fi: '{name} asiakaspalvelustamme liittyi keskusteluun.',
  fr: '{name}, de notre équipe, a rejoint la conversation.',
  ja: '担当者の {name} が参加しました。',
};

/** A notice when the agent closes the conversation. */
export const CONVERSATION_CLOSED: Record<LangCode, string> = {
  'zh-CN': '本次会话已结束。如有其他问题，欢迎随时再次发起咨询。',
  en: 'This conversation has been closed. Write again any time if you have another question.',
  es: 'Esta conversación se ha cerrado. Escríbanos de nuevo cuando tenga otra pregunta.',
  fi: 'Tämä keskustelu on päättynyt. Kirjoita uudelleen milloin tahansa, jos sinulla on muuta kysyttävää.',
  fr: 'Cette conversation est terminée. Écrivez-nous à nouveau si vous avez une autre question.',
  ja: 'この会話は終了しました。ほかにご質問があれば、いつでもお気軽にどうぞ。',
};

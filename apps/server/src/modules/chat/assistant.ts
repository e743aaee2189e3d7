import type { ChatQuickReply, LangCode } from '@netshop/contract';

// The assistant's first words and the topics it offers (issue 13). Written natively per language;
// the answers behind each topic, kept in the database and edited in the console, come with the
// assistant itself.

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

const TOPICS: Record<LangCode, [string, string, string, string, string, string]> = {
  'zh-CN': ['配送与运费', '付款方式', '退货与退款', '查询订单状态', '产品兼容性', '转人工客服'],
  en: ['Shipping and delivery', 'Payment methods', 'Returns and refunds', 'Order status', 'Product compatibility', 'Talk to a person'],
  es: ['Envío y entrega', 'Formas de pago', 'Devoluciones y reembolsos', 'Estado del pedido', 'Compatibilidad de productos', 'Hablar con una persona'],
  fi: ['Toimitus ja rahti', 'Maksutavat', 'Palautukset ja hyvitykset', 'Tilauksen tila', 'Tuotteiden yhteensopivuus', 'Puhu asiakaspalvelijan kanssa'],
  fr: ['Livraison et frais de port', 'Moyens de paiement', 'Retours et remboursements', 'Suivi de commande', 'Compatibilité des produits', 'Parler à un conseiller'],
  ja: ['配送と送料', 'お支払い方法', '返品・返金', 'ご注文状況', '製品の互換性', 'オペレーターと話す'],
};

const TOPIC_IDS = ['shipping', 'payment', 'returns', 'orderStatus', 'compatibility', 'human'] as const;

export const greetingTopics = (lang: LangCode): ChatQuickReply[] => TOPIC_IDS.map((itemId, i) => ({ itemId, item: TOPICS[lang][i]! }));

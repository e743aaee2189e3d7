import type { LangCode } from '@netshop/contract';

// The assistant's own words (issue 13), written natively per language. The topics it offers and
// their answers are rows (chat_topic, seeded from db/seed/chat and edited by staff).

/** Puts {name} parameters into a text. */
export const fillText = (text: string, params: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, k: string) => params[k] ?? '');

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

/** Order statuses as the buyer's order pages name them (a delivered one not yet confirmed says delivered, as its badge does). */
export const ORDER_STATUS_NAMES: Record<LangCode, Record<string, string>> = {
  'zh-CN': { unpaid: '待付款', to_ship: '待发货', to_receive: '已发货', delivered: '已送达', completed: '已完成', cancelled: '已取消', refunding: '退款中', refunded: '已退款' },
  en: { unpaid: 'Unpaid', to_ship: 'To ship', to_receive: 'Shipped', delivered: 'Delivered', completed: 'Completed', cancelled: 'Cancelled', refunding: 'Refund in progress', refunded: 'Refunded' },
  es: { unpaid: 'Pendiente de pago', to_ship: 'Por enviar', to_receive: 'Enviado', delivered: 'Entregado', completed: 'Completado', cancelled: 'Cancelado', refunding: 'Reembolso en curso', refunded: 'Reembolsado' },
  fi: { unpaid: 'Maksamatta', to_ship: 'Odottaa lähetystä', to_receive: 'Lähetetty', delivered: 'Toimitettu', completed: 'Valmis', cancelled: 'Peruttu', refunding: 'Hyvitys käsittelyssä', refunded: 'Hyvitetty' },
  fr: { unpaid: 'À payer', to_ship: 'À expédier', to_receive: 'Expédiée', delivered: 'Livrée', completed: 'Terminée', cancelled: 'Annulée', refunding: 'Remboursement en cours', refunded: 'Remboursée' },
  ja: { unpaid: '未払い', to_ship: '発送待ち', to_receive: '発送済み', delivered: '配達済み', completed: '完了', cancelled: 'キャンセル済み', refunding: '返金手続き中', refunded: '返金済み' },
};

/** "Order status" for a logged-in buyer: their latest order. {orderNo}, {status}, {date}, {tracking}. */
export const LATEST_ORDER: Record<LangCode, { text: string; tracking: string }> = {
  'zh-CN': { text: '您最近的订单 {orderNo}（{date} 下单）当前状态：{status}。{tracking}完整记录请查看“我的订单”。', tracking: '承运商 {carrier}，运单号 {trackingNo}。' },
  en: { text: 'Your latest order {orderNo} (placed {date}) is: {status}. {tracking}See “My orders” for its full timeline.', tracking: 'Carrier {carrier}, tracking number {trackingNo}. ' },
  es: { text: 'Su último pedido {orderNo} (realizado el {date}) está: {status}. {tracking}Consulte «Mis pedidos» para ver todo el historial.', tracking: 'Transportista {carrier}, número de seguimiento {trackingNo}. ' },
  fi: { text: 'Viimeisin tilauksesi {orderNo} (tehty {date}): {status}. {tracking}Koko tapahtumahistoria on kohdassa ”Omat tilaukset”.', tracking: 'Kuljetusliike {carrier}, seurantanumero {trackingNo}. ' },
  fr: { text: 'Votre dernière commande {orderNo} (passée le {date}) : {status}. {tracking}Retrouvez tout son historique dans « Mes commandes ».', tracking: 'Transporteur {carrier}, numéro de suivi {trackingNo}. ' },
  ja: { text: '最新のご注文 {orderNo}（{date} ご注文）の状況：{status}。{tracking}詳しい履歴は「注文履歴」でご確認いただけます。', tracking: '配送業者 {carrier}、追跡番号 {trackingNo}。' },
};

export const NO_ORDERS: Record<LangCode, string> = {
  'zh-CN': '您的账户中还没有订单。如需帮助，请直接在这里留言。',
  en: 'There are no orders on your account yet. If you need help, just write here.',
  es: 'Todavía no hay pedidos en su cuenta. Si necesita ayuda, escríbanos aquí.',
  fi: 'Tililläsi ei ole vielä tilauksia. Jos tarvitset apua, kirjoita tähän.',
  fr: 'Votre compte ne comporte encore aucune commande. Besoin d’aide ? Écrivez-nous ici.',
  ja: 'お客様のアカウントにはまだご注文がありません。お困りのことがあれば、こちらにご入力ください。',
};

/** The "order status" answer for a logged-in buyer's latest order. */
export function latestOrderAnswer(lang: LangCode, o: { orderNo: string; status: string; createdAt: Date; deliveredAt?: Date | null; carrier: string | null; trackingNo: string | null }): string {
  const t = LATEST_ORDER[lang];
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(o.createdAt);
  const tracking = o.carrier && o.trackingNo ? fillText(t.tracking, { carrier: o.carrier, trackingNo: o.trackingNo }) : '';
  const status = o.status === 'to_receive' && o.deliveredAt ? 'delivered' : o.status;
  return fillText(t.text, { orderNo: o.orderNo, date, status: ORDER_STATUS_NAMES[lang][status] ?? o.status, tracking });
}

/** The hand-over when no agent can answer now; {hours} are the working hours. */
export const OFFLINE: Record<LangCode, string> = {
  'zh-CN': '客服人员目前不在线（在线时间：{hours}）。请在这里留下您的问题和电子邮箱，我们会在一个工作日内通过邮件回复您。',
  en: 'Our team is not online right now (we answer {hours}). Leave your question and your e-mail address here, and we will reply by e-mail within one business day.',
  es: 'Nuestro equipo no está conectado ahora (atendemos {hours}). Deje aquí su pregunta y su correo electrónico y le responderemos por correo en un día hábil.',
  fi: 'Asiakaspalvelumme ei ole nyt paikalla (palvelemme {hours}). Jätä kysymyksesi ja sähköpostiosoitteesi tähän, niin vastaamme sähköpostitse yhden arkipäivän kuluessa.',
  fr: 'Notre équipe n’est pas en ligne pour le moment (nous répondons {hours}). Laissez ici votre question et votre adresse e-mail : nous vous répondrons par e-mail sous un jour ouvré.',
  ja: '現在、担当者は対応時間外です（対応時間：{hours}）。ご質問とメールアドレスをこちらにご入力ください。1 営業日以内にメールでご返信します。',
};

/** After the visitor left a message while no one was online; {email} is where the answer goes. */
export const MESSAGE_LEFT: Record<LangCode, string> = {
  'zh-CN': '谢谢！我们已收到您的留言，会将回复发送到 {email}。',
  en: 'Thank you! We have your message and will reply to {email}.',
  es: '¡Gracias! Hemos recibido su mensaje y le responderemos a {email}.',
  fi: 'Kiitos! Viestisi on vastaanotettu, ja vastaamme osoitteeseen {email}.',
  fr: 'Merci ! Nous avons bien reçu votre message et vous répondrons à {email}.',
  ja: 'ありがとうございます。メッセージを受け付けました。{email} 宛にご返信します。',
};

/** A message left while no one was online, past the per-source limit of messages mailed to the shop; {hours} are the working hours. */
export const MESSAGE_NOT_MAILED: Record<LangCode, string> = {
  'zh-CN': '您的网络在过去一小时内已留下很多留言，这条留言暂不通过邮件转给客服。它会保留在本对话中，客服在工作时间（{hours}）上线后会在这里回复您。',
  en: 'Many messages have been left from your network in the past hour, so this one is not mailed to our team. It stays in this conversation, and we will answer here when we are back ({hours}).',
  es: 'Desde su red se han dejado muchos mensajes en la última hora, por lo que este no se envía por correo a nuestro equipo. Se queda en esta conversación y le responderemos aquí cuando volvamos ({hours}).',
  fi: 'Verkostasi on jätetty viimeisen tunnin aikana paljon viestejä, joten tätä viestiä ei lähetetä tiimillemme sähköpostitse. Se säilyy tässä keskustelussa, ja vastaamme tähän, kun olemme taas paikalla ({hours}).',
  fr: 'De nombreux messages ont été laissés depuis votre réseau au cours de la dernière heure : celui-ci n’est donc pas transmis par e-mail à notre équipe. Il reste dans cette conversation et nous vous répondrons ici à notre retour ({hours}).',
  ja: '過去 1 時間にお客様のネットワークから多数のメッセージが送信されたため、このメッセージは担当者へメールで転送されません。メッセージはこの会話に残り、対応時間（{hours}）になりましたらこちらでご返信します。',
};

/** The chat transcript mailed to the buyer ("send to e-mail" in the window's menu). */
export const TRANSCRIPT: Record<LangCode, { subject: string; intro: string; you: string; shop: string }> = {
  'zh-CN': { subject: '您与 YT Networks 的在线咨询记录', intro: '以下是您在线咨询的完整记录：', you: '您', shop: 'YT Networks' },
  en: { subject: 'Your chat with YT Networks', intro: 'Here is the transcript of your conversation with us:', you: 'You', shop: 'YT Networks' },
  es: { subject: 'Su chat con YT Networks', intro: 'Esta es la transcripción de su conversación con nosotros:', you: 'Usted', shop: 'YT Networks' },
  fi: { subject: 'Keskustelusi YT Networksin kanssa', intro: 'Tässä on keskustelusi kanssamme kokonaisuudessaan:', you: 'Sinä', shop: 'YT Networks' },
  fr: { subject: 'Votre conversation avec YT Networks', intro: 'Voici la transcription de votre conversation avec nous :', you: 'Vous', shop: 'YT Networks' },
  ja: { subject: 'YT ネットワークスとのチャット履歴', intro: 'お客様とのチャットの全履歴です：', you: 'お客様', shop: 'YT ネットワークス' },
};

/** "About this product" on a product page: {name}, {model}, {stock}. */
export const PRODUCT_ANSWER: Record<LangCode, { inStock: string; outOfStock: string }> = {
  'zh-CN': {
    inStock: '{name}（{model}）现有库存 {stock} 件，通常在付款后 1 个工作日内发货。产品页面的“兼容性”标签列出了已验证的设备；请告诉我们您的设备型号，客服会为您确认。',
    outOfStock: '{name}（{model}）目前缺货。请留下您需要的数量，客服会告诉您到货时间，或推荐可替代的型号。',
  },
  en: {
    inStock: '{name} ({model}): {stock} in stock, usually shipped within one business day of payment. The Compatibility tab lists the equipment it is tested with; tell us your device model and a colleague will confirm it for yours.',
    outOfStock: '{name} ({model}) is out of stock right now. Tell us the quantity you need and a colleague will give you a restock date or suggest an equivalent model.',
  },
  es: {
    inStock: '{name} ({model}): {stock} unidades en stock; normalmente se envía en un día hábil tras el pago. La pestaña «Compatibilidad» indica los equipos con los que se ha probado; díganos el modelo de su equipo y un compañero lo confirmará.',
    outOfStock: '{name} ({model}) está agotado ahora mismo. Indíquenos la cantidad que necesita y un compañero le dará la fecha de reposición o le propondrá un modelo equivalente.',
  },
  fi: {
    inStock: '{name} ({model}): varastossa {stock} kpl, lähtee yleensä yhden arkipäivän kuluessa maksusta. Yhteensopivuus-välilehdellä on laitteet, joilla tuote on testattu; kerro laitteesi malli, niin asiakaspalvelumme vahvistaa sen.',
    outOfStock: '{name} ({model}) on tällä hetkellä loppu. Kerro tarvitsemasi määrä, niin kerromme täydennyksen ajankohdan tai ehdotamme vastaavaa mallia.',
  },
  fr: {
    inStock: '{name} ({model}) : {stock} en stock, expédié en général sous un jour ouvré après paiement. L’onglet « Compatibilité » liste les équipements testés ; indiquez-nous votre modèle et un conseiller le confirmera.',
    outOfStock: '{name} ({model}) est en rupture de stock pour le moment. Indiquez-nous la quantité souhaitée : un conseiller vous donnera une date de réapprovisionnement ou un modèle équivalent.',
  },
  ja: {
    inStock: '{name}（{model}）：在庫 {stock} 点。通常、お支払い後 1 営業日以内に出荷します。製品ページの「互換性」タブに動作確認済みの機器を掲載しています。お使いの機器の型番をお知らせいただければ、担当者が確認します。',
    outOfStock: '{name}（{model}）は現在在庫切れです。必要な数量をお知らせいただければ、担当者が入荷予定をご案内するか、同等の代替品をご提案します。',
  },
};

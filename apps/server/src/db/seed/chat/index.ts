import { langIdByCode, type LangCode } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../client.js';

// The chat assistant's topics (issue 13). Inserted when missing and never overwritten: staff edit
// them in the console afterwards, and a restart must not undo their edits. An amount that depends
// on the shop's settings is written as a placeholder filled in the visitor's currency when the
// answer is given (chat answer-amounts.ts): {freeOver.economy} is that shipping method's
// free-shipping threshold.

type Text = Record<LangCode, { label: string; answer: string }>;

export const CHAT_TOPICS: { key: string; action: 'answer' | 'handoff'; sort: number; text: Text }[] = [
  {
    key: 'shipping',
    action: 'answer',
    sort: 10,
    text: {
      'zh-CN': { label: '配送与运费', answer: '我们提供三种配送方式：经济快递 8–15 个工作日，订单满 {freeOver.economy} 免运费；标准快递 4–7 个工作日，满 {freeOver.standard} 免运费；加急快递 1–3 个工作日。运费按重量计算，在确认订单页面即可看到准确金额。现货商品通常在付款后 1 个工作日内发出。' },
      en: { label: 'Shipping and delivery', answer: 'We ship three ways: Economy in 8–15 business days (free from {freeOver.economy}), Standard in 4–7 business days (free from {freeOver.standard}) and Express in 1–3 business days. Fees are by weight, and the order confirmation page shows the exact amount. Items in stock usually leave our warehouse within one business day of payment.' },
      es: { label: 'Envío y entrega', answer: 'Enviamos de tres formas: Económico en 8–15 días hábiles (gratis desde {freeOver.economy}), Estándar en 4–7 días hábiles (gratis desde {freeOver.standard}) y Exprés en 1–3 días hábiles. La tarifa depende del peso y verá el importe exacto en la confirmación del pedido. Los artículos en stock suelen salir del almacén en un día hábil tras el pago.' },
      fi: { label: 'Toimitus ja rahti', answer: 'Toimitustapoja on kolme: Edullinen 8–15 arkipäivässä (maksuton, kun tilaus on vähintään {freeOver.economy}), Vakio 4–7 arkipäivässä (maksuton, kun tilaus on vähintään {freeOver.standard}) ja Pika 1–3 arkipäivässä. Rahti määräytyy painon mukaan, ja tarkka summa näkyy tilauksen vahvistussivulla. Varastossa olevat tuotteet lähtevät yleensä yhden arkipäivän kuluessa maksusta.' },
      fr: { label: 'Livraison et frais de port', answer: 'Trois modes de livraison : Économique en 8 à 15 jours ouvrés (offerte dès {freeOver.economy}), Standard en 4 à 7 jours ouvrés (offerte dès {freeOver.standard}) et Express en 1 à 3 jours ouvrés. Les frais dépendent du poids ; le montant exact s’affiche à la confirmation de commande. Les articles en stock partent en général sous un jour ouvré après le paiement.' },
      ja: { label: '配送と送料', answer: '配送方法は 3 種類です。エコノミー（8〜15 営業日、{freeOver.economy} 以上で送料無料）、通常配送（4〜7 営業日、{freeOver.standard} 以上で送料無料）、速達（1〜3 営業日）。送料は重量で計算され、注文確認ページで正確な金額をご確認いただけます。在庫品は通常、お支払い後 1 営業日以内に出荷します。' },
    },
  },
  {
    key: 'payment',
    action: 'answer',
    sort: 20,
    text: {
      'zh-CN': { label: '付款方式', answer: '提交订单后，点击“付款”会在新窗口打开安全支付页面。订单需在 30 分钟内完成付款，超时将自动关闭并释放库存。同一订单只会扣款一次：如果重复付款，多出的款项会自动原路退回。大额采购可申请报价，按报价单付款。' },
      en: { label: 'Payment methods', answer: 'After you place an order, “Pay” opens our secure payment page in a new window. An order must be paid within 30 minutes, after which it closes and its stock is released. An order is only ever charged once: if a second payment goes through, it is refunded automatically. For large purchases, ask for a quotation and pay against it.' },
      es: { label: 'Formas de pago', answer: 'Tras realizar el pedido, «Pagar» abre nuestra página de pago segura en una ventana nueva. El pedido debe pagarse en 30 minutos; después se cierra y se libera el stock. Cada pedido se cobra una sola vez: si entra un segundo pago, se reembolsa automáticamente. Para compras grandes, solicite una cotización y pague según ella.' },
      fi: { label: 'Maksutavat', answer: 'Kun tilaus on tehty, ”Maksa” avaa suojatun maksusivun uuteen ikkunaan. Tilaus on maksettava 30 minuutin kuluessa, muuten se suljetaan ja varatut tuotteet vapautuvat. Tilaus veloitetaan aina vain kerran: jos toinen maksu menee läpi, se palautetaan automaattisesti. Suurissa hankinnoissa pyydä tarjous ja maksa sen mukaan.' },
      fr: { label: 'Moyens de paiement', answer: 'Une fois la commande passée, « Payer » ouvre notre page de paiement sécurisée dans une nouvelle fenêtre. La commande doit être réglée sous 30 minutes ; au-delà, elle est close et le stock libéré. Une commande n’est débitée qu’une fois : un second paiement éventuel est remboursé automatiquement. Pour un achat important, demandez un devis et réglez sur devis.' },
      ja: { label: 'お支払い方法', answer: 'ご注文後に「支払う」を押すと、新しいウィンドウで安全な決済ページが開きます。30 分以内にお支払いがない注文は自動的に閉じられ、在庫が解放されます。1 つの注文への請求は 1 回だけで、二重に決済された場合は自動的に返金されます。大口のご購入はお見積りをご依頼ください。' },
    },
  },
  {
    key: 'returns',
    action: 'answer',
    sort: 30,
    text: {
      'zh-CN': { label: '退货与退款', answer: '收货后可在“我的订单”中对该订单申请退货/退款：选择原因、勾选商品并上传照片。我们审核并收到退回的商品后，款项将原路退回。光模块等商品请保留防尘帽和原包装。' },
      en: { label: 'Returns and refunds', answer: 'Once an order is delivered, open it under “My orders” and request a return or refund: pick a reason, tick the items and add photos. When we have checked the request and received the goods, the money goes back the way you paid. Please keep the dust caps and original packaging of optics.' },
      es: { label: 'Devoluciones y reembolsos', answer: 'Cuando reciba el pedido, ábralo en «Mis pedidos» y solicite la devolución o el reembolso: elija el motivo, marque los artículos y añada fotos. Una vez revisada la solicitud y recibida la mercancía, le devolvemos el dinero por el mismo medio de pago. Conserve las tapas antipolvo y el embalaje original de los transceptores.' },
      fi: { label: 'Palautukset ja hyvitykset', answer: 'Kun tilaus on toimitettu, avaa se kohdassa ”Omat tilaukset” ja pyydä palautusta tai hyvitystä: valitse syy, merkitse tuotteet ja liitä kuvat. Kun pyyntö on tarkistettu ja tuotteet ovat saapuneet meille, rahat palautetaan samaa maksutapaa käyttäen. Säilytä optisten moduulien pölysuojat ja alkuperäinen pakkaus.' },
      fr: { label: 'Retours et remboursements', answer: 'Une fois la commande livrée, ouvrez-la dans « Mes commandes » et demandez un retour ou un remboursement : choisissez le motif, cochez les articles et ajoutez des photos. Après vérification et réception des produits, vous êtes remboursé par le moyen de paiement utilisé. Conservez les capuchons anti-poussière et l’emballage d’origine des modules optiques.' },
      ja: { label: '返品・返金', answer: '商品のお届け後、「注文履歴」から該当の注文を開き、返品・返金を申請してください（理由の選択、対象商品の選択、写真の添付）。申請の確認と商品の受領後、お支払いと同じ方法で返金します。光モジュールは防塵キャップと元の梱包を保管してください。' },
    },
  },
  {
    key: 'orderStatus',
    action: 'answer',
    sort: 40,
    text: {
      'zh-CN': { label: '查询订单状态', answer: '登录后打开“我的订单”，即可查看每个订单的状态、时间线以及承运商和运单号。如需帮助，请在这里输入订单号，客服会为您查询。' },
      en: { label: 'Order status', answer: 'Sign in and open “My orders” to see each order’s status, its timeline, and the carrier and tracking number once it ships. If you need help, type your order number here and a colleague will look it up.' },
      es: { label: 'Estado del pedido', answer: 'Inicie sesión y abra «Mis pedidos» para ver el estado de cada pedido, su historial y, una vez enviado, el transportista y el número de seguimiento. Si necesita ayuda, escriba aquí su número de pedido y un compañero lo consultará.' },
      fi: { label: 'Tilauksen tila', answer: 'Kirjaudu sisään ja avaa ”Omat tilaukset”: näet jokaisen tilauksen tilan, tapahtumat sekä lähetyksen jälkeen kuljetusliikkeen ja seurantanumeron. Jos tarvitset apua, kirjoita tilausnumerosi tähän, niin asiakaspalvelumme tarkistaa sen.' },
      fr: { label: 'Suivi de commande', answer: 'Connectez-vous et ouvrez « Mes commandes » pour voir l’état de chaque commande, son historique et, après expédition, le transporteur et le numéro de suivi. Besoin d’aide ? Saisissez ici votre numéro de commande, un conseiller le vérifiera.' },
      ja: { label: 'ご注文状況', answer: 'ログインして「注文履歴」を開くと、各注文の状況、履歴、出荷後は配送業者と追跡番号をご確認いただけます。お困りの場合は、ここに注文番号を入力してください。担当者がお調べします。' },
    },
  },
  {
    key: 'compatibility',
    action: 'answer',
    sort: 50,
    text: {
      'zh-CN': { label: '产品兼容性', answer: '每个产品页面的“兼容性”标签列出了已验证的设备品牌和型号。请在这里告诉我们您的交换机或路由器型号（例如 Cisco C9300-48P）以及光模块的产品编号，我们的工程师会为您确认兼容性和编码。' },
      en: { label: 'Product compatibility', answer: 'The “Compatibility” tab of each product page lists the switch and router brands and models it is tested with. Tell us your switch or router model (for example Cisco C9300-48P) and the optic’s product number here, and an engineer will confirm compatibility and coding.' },
      es: { label: 'Compatibilidad de productos', answer: 'La pestaña «Compatibilidad» de cada producto indica las marcas y modelos de switches y routers con los que se ha probado. Escríbanos aquí el modelo de su switch o router (por ejemplo Cisco C9300-48P) y la referencia del transceptor, y un ingeniero confirmará la compatibilidad y la codificación.' },
      fi: { label: 'Tuotteiden yhteensopivuus', answer: 'Jokaisen tuotesivun Yhteensopivuus-välilehdellä on kytkin- ja reititinmerkit ja -mallit, joilla tuote on testattu. Kerro tässä kytkimesi tai reitittimesi malli (esimerkiksi Cisco C9300-48P) ja moduulin tuotenumero, niin insinöörimme vahvistaa yhteensopivuuden ja koodauksen.' },
      fr: { label: 'Compatibilité des produits', answer: 'L’onglet « Compatibilité » de chaque fiche produit indique les marques et modèles de commutateurs et routeurs testés. Indiquez-nous ici le modèle de votre équipement (par exemple Cisco C9300-48P) et la référence du module : un ingénieur confirmera la compatibilité et le codage.' },
      ja: { label: '製品の互換性', answer: '各製品ページの「互換性」タブに、動作確認済みのスイッチ・ルーターのメーカーと型番を掲載しています。お使いの機器の型番（例：Cisco C9300-48P）と光モジュールの製品番号をここに入力していただければ、エンジニアが互換性とコーディングを確認します。' },
    },
  },
  {
    key: 'human',
    action: 'handoff',
    sort: 60,
    text: {
      'zh-CN': { label: '转人工客服', answer: '已为您转接人工客服，请稍候，客服接入后会在这里回复您。' },
      en: { label: 'Talk to a person', answer: 'You are in the queue for a colleague; they will answer you right here as soon as they join.' },
      es: { label: 'Hablar con una persona', answer: 'Está en la cola de atención; un compañero le responderá aquí mismo en cuanto se una.' },
      fi: { label: 'Puhu asiakaspalvelijan kanssa', answer: 'Olet jonossa asiakaspalveluun. Asiakaspalvelijamme vastaa sinulle tässä heti, kun hän liittyy keskusteluun.' },
      fr: { label: 'Parler à un conseiller', answer: 'Vous êtes en file d’attente : un conseiller vous répondra ici dès qu’il rejoindra la conversation.' },
      ja: { label: 'オペレーターと話す', answer: 'オペレーターにおつなぎしています。担当者が参加しましたら、こちらでお返事いたします。しばらくお待ちください。' },
    },
  },
];

/**
 * The shipping answers as first seeded, with the thresholds typed in US dollars. A row still
 * holding one (never edited by staff) is brought to the answer with {freeOver.*} amounts.
 */
const SHIPPING_ANSWERS_IN_DOLLARS: Record<LangCode, string> = {
  'zh-CN': '我们提供三种配送方式：经济快递 8–15 个工作日，订单满 299 美元免运费；标准快递 4–7 个工作日，满 799 美元免运费；加急快递 1–3 个工作日。运费按重量计算，在确认订单页面即可看到准确金额。现货商品通常在付款后 1 个工作日内发出。',
  en: 'We ship three ways: Economy in 8–15 business days (free from $299), Standard in 4–7 business days (free from $799) and Express in 1–3 business days. Fees are by weight, and the order confirmation page shows the exact amount. Items in stock usually leave our warehouse within one business day of payment.',
  es: 'Enviamos de tres formas: Económico en 8–15 días hábiles (gratis desde 299 $), Estándar en 4–7 días hábiles (gratis desde 799 $) y Exprés en 1–3 días hábiles. La tarifa depende del peso y verá el importe exacto en la confirmación del pedido. Los artículos en stock suelen salir del almacén en un día hábil tras el pago.',
  fi: 'Toimitustapoja on kolme: Edullinen 8–15 arkipäivässä (maksuton yli 299 $:n tilauksille), Vakio 4–7 arkipäivässä (maksuton yli 799 $) ja Pika 1–3 arkipäivässä. Rahti määräytyy painon mukaan, ja tarkka summa näkyy tilauksen vahvistussivulla. Varastossa olevat tuotteet lähtevät yleensä yhden arkipäivän kuluessa maksusta.',
  fr: 'Trois modes de livraison : Économique en 8 à 15 jours ouvrés (offerte dès 299 $), Standard en 4 à 7 jours ouvrés (offerte dès 799 $) et Express en 1 à 3 jours ouvrés. Les frais dépendent du poids ; le montant exact s’affiche à la confirmation de commande. Les articles en stock partent en général sous un jour ouvré après le paiement.',
  ja: '配送方法は 3 種類です。エコノミー（8〜15 営業日、299 ドル以上で送料無料）、通常配送（4〜7 営業日、799 ドル以上で送料無料）、速達（1〜3 営業日）。送料は重量で計算され、注文確認ページで正確な金額をご確認いただけます。在庫品は通常、お支払い後 1 営業日以内に出荷します。',
};

export async function seedChat(db: Db): Promise<void> {
  for (const topic of CHAT_TOPICS) {
    await db.execute(sql`INSERT INTO chat_topic (key, action, sort) VALUES (${topic.key}, ${topic.action}, ${topic.sort}) ON CONFLICT (key) DO NOTHING`);
    for (const [lang, text] of Object.entries(topic.text) as [LangCode, { label: string; answer: string }][]) {
      await db.execute(sql`INSERT INTO chat_topic_i18n (topic_id, lang_id, label, answer)
                           SELECT id, ${langIdByCode(lang)!}, ${text.label}, ${text.answer} FROM chat_topic WHERE key = ${topic.key}
                           ON CONFLICT (topic_id, lang_id) DO NOTHING`);
    }
  }
  const shipping = CHAT_TOPICS.find((t) => t.key === 'shipping')!;
  for (const [lang, before] of Object.entries(SHIPPING_ANSWERS_IN_DOLLARS) as [LangCode, string][]) {
    await db.execute(sql`UPDATE chat_topic_i18n SET answer = ${shipping.text[lang].answer}
                          WHERE topic_id = (SELECT id FROM chat_topic WHERE key = 'shipping') AND lang_id = ${langIdByCode(lang)!} AND answer = ${before}`);
  }
}

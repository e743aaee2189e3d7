// Reference data of the site domain: currencies, countries, dictionaries and site texts.
// Seeded with upserts at every start, so editing this file and restarting updates the rows.
import type { LangCode } from '@netshop/contract';
import { worldCountries } from './world.js';

type Names = Record<LangCode, string>;

/** Rates: units of the currency per 1 USD (the base currency, ADR 0002). */
export const CURRENCIES = [
  { code: 'USD', symbol: '$', minorUnits: 2, rate: '1', isBase: true },
  { code: 'CNY', symbol: '¥', minorUnits: 2, rate: '7.1', isBase: false },
  { code: 'EUR', symbol: '€', minorUnits: 2, rate: '0.92', isBase: false },
  { code: 'GBP', symbol: '£', minorUnits: 2, rate: '0.79', isBase: false },
  { code: 'JPY', symbol: '¥', minorUnits: 0, rate: '150', isBase: false },
  { code: 'MXN', symbol: 'MX$', minorUnits: 2, rate: '18.5', isBase: false },
  { code: 'SGD', symbol: 'S$', minorUnits: 2, rate: '1.34', isBase: false },
  { code: 'AUD', symbol: 'A$', minorUnits: 2, rate: '1.52', isBase: false },
  { code: 'CAD', symbol: 'C$', minorUnits: 2, rate: '1.38', isBase: false },
] as const;

export interface CountrySeed {
  code: string;
  lang: LangCode;
  currency: (typeof CURRENCIES)[number]['code'];
  phoneCode: string;
  names: Names;
}

export const COUNTRIES: CountrySeed[] = [
  { code: 'CN', lang: 'zh-CN', currency: 'CNY', phoneCode: '+86', names: { 'zh-CN': '中国', en: 'China', es: 'China', fi: 'Kiina', fr: 'Chine', ja: '中国' } },
  { code: 'US', lang: 'en', currency: 'USD', phoneCode: '+1', names: { 'zh-CN': '美国', en: 'United States', es: 'Estados Unidos', fi: 'Yhdysvallat', fr: 'États-Unis', ja: 'アメリカ合衆国' } },
  { code: 'GB', lang: 'en', currency: 'GBP', phoneCode: '+44', names: { 'zh-CN': '英国', en: 'United Kingdom', es: 'Reino Unido', fi: 'Yhdistynyt kuningaskunta', fr: 'Royaume-Uni', ja: 'イギリス' } },
  { code: 'ES', lang: 'es', currency: 'EUR', phoneCode: '+34', names: { 'zh-CN': '西班牙', en: 'Spain', es: 'España', fi: 'Espanja', fr: 'Espagne', ja: 'スペイン' } },
  { code: 'FR', lang: 'fr', currency: 'EUR', phoneCode: '+33', names: { 'zh-CN': '法国', en: 'France', es: 'Francia', fi: 'Ranska', fr: 'France', ja: 'フランス' } },
  { code: 'FI', lang: 'fi', currency: 'EUR', phoneCode: '+358', names: { 'zh-CN': '芬兰', en: 'Finland', es: 'Finlandia', fi: 'Suomi', fr: 'Finlande', ja: 'フィンランド' } },
  { code: 'JP', lang: 'ja', currency: 'JPY', phoneCode: '+81', names: { 'zh-CN': '日本', en: 'Japan', es: 'Japón', fi: 'Japani', fr: 'Japon', ja: '日本' } },
  { code: 'DE', lang: 'en', currency: 'EUR', phoneCode: '+49', names: { 'zh-CN': '德国', en: 'Germany', es: 'Alemania', fi: 'Saksa', fr: 'Allemagne', ja: 'ドイツ' } },
  { code: 'MX', lang: 'es', currency: 'MXN', phoneCode: '+52', names: { 'zh-CN': '墨西哥', en: 'Mexico', es: 'México', fi: 'Meksiko', fr: 'Mexique', ja: 'メキシコ' } },
  { code: 'SG', lang: 'en', currency: 'SGD', phoneCode: '+65', names: { 'zh-CN': '新加坡', en: 'Singapore', es: 'Singapur', fi: 'Singapore', fr: 'Singapour', ja: 'シンガポール' } },
  { code: 'AU', lang: 'en', currency: 'AUD', phoneCode: '+61', names: { 'zh-CN': '澳大利亚', en: 'Australia', es: 'Australia', fi: 'Australia', fr: 'Australie', ja: 'オーストラリア' } },
  { code: 'CA', lang: 'en', currency: 'CAD', phoneCode: '+1', names: { 'zh-CN': '加拿大', en: 'Canada', es: 'Canadá', fi: 'Kanada', fr: 'Canada', ja: 'カナダ' } },
];

/** The first markets, then every other country the shop sells to (ADR 0032), named by ICU. */
export const ALL_COUNTRIES: CountrySeed[] = [...COUNTRIES, ...worldCountries(new Set(COUNTRIES.map((c) => c.code)))];

/** The country a visitor gets when nothing tells us where they are. */
export const DEFAULT_COUNTRY = 'CN';

export const DICTS: Record<string, { value: string; names: Names }[]> = {
  cancel_reason: [
    { value: 'repeat_order', names: { 'zh-CN': '重复下单', en: 'Repeat order', es: 'Pedido duplicado', fi: 'Päällekkäinen tilaus', fr: 'Commande en double', ja: '重複注文' } },
    { value: 'wrong_info', names: { 'zh-CN': '信息填写错误', en: 'Wrong information', es: 'Información incorrecta', fi: 'Virheelliset tiedot', fr: 'Informations erronées', ja: '入力情報の誤り' } },
    { value: 'unpaid', names: { 'zh-CN': '未付款', en: 'Unpaid', es: 'No pagado', fi: 'Maksamatta', fr: 'Non payée', ja: '未払い' } },
    { value: 'out_of_stock', names: { 'zh-CN': '缺货', en: 'Out of stock', es: 'Sin existencias', fi: 'Loppunut varastosta', fr: 'En rupture de stock', ja: '在庫切れ' } },
    { value: 'offline_trading', names: { 'zh-CN': '线下交易', en: 'Offline trading', es: 'Compra fuera de línea', fi: 'Kauppa verkon ulkopuolella', fr: 'Transaction hors ligne', ja: 'オフライン取引' } },
    { value: 'not_needed', names: { 'zh-CN': '不需要了', en: 'No longer needed', es: 'Ya no lo necesito', fi: 'Ei enää tarpeen', fr: "Je n'en ai plus besoin", ja: '不要になった' } },
    { value: 'other', names: { 'zh-CN': '其他', en: 'Other', es: 'Otro', fi: 'Muu', fr: 'Autre', ja: 'その他' } },
  ],
  order_status: [
    { value: 'unpaid', names: { 'zh-CN': '待付款', en: 'Unpaid', es: 'Pendiente de pago', fi: 'Maksamatta', fr: 'À payer', ja: '支払い待ち' } },
    { value: 'to_ship', names: { 'zh-CN': '待发货', en: 'To ship', es: 'Por enviar', fi: 'Odottaa lähetystä', fr: 'À expédier', ja: '発送待ち' } },
    { value: 'to_receive', names: { 'zh-CN': '待收货', en: 'To receive', es: 'Por recibir', fi: 'Matkalla', fr: 'À recevoir', ja: '受取待ち' } },
    { value: 'completed', names: { 'zh-CN': '已完成', en: 'Completed', es: 'Completado', fi: 'Valmis', fr: 'Terminée', ja: '完了' } },
    { value: 'cancelled', names: { 'zh-CN': '已取消', en: 'Cancelled', es: 'Cancelado', fi: 'Peruttu', fr: 'Annulée', ja: 'キャンセル済み' } },
    { value: 'refund', names: { 'zh-CN': '退款/退货', en: 'Refund/return', es: 'Reembolso/devolución', fi: 'Hyvitys/palautus', fr: 'Remboursement/retour', ja: '返金・返品' } },
  ],
  inquiry_type: [
    { value: 'solution', names: { 'zh-CN': '解决方案', en: 'Solution', es: 'Solución', fi: 'Ratkaisu', fr: 'Solution', ja: 'ソリューション' } },
    { value: 'customization', names: { 'zh-CN': '产品定制', en: 'Product customization', es: 'Personalización de producto', fi: 'Tuotteen räätälöinti', fr: 'Personnalisation de produit', ja: '製品カスタマイズ' } },
    { value: 'quotation', names: { 'zh-CN': '报价', en: 'Quotation', es: 'Cotización', fi: 'Tarjouspyyntö', fr: 'Devis', ja: '見積もり' } },
  ],
  inquiry_status: [
    { value: 'pending_reply', names: { 'zh-CN': '待回复', en: 'Pending reply', es: 'Pendiente de respuesta', fi: 'Odottaa vastausta', fr: 'En attente de réponse', ja: '返信待ち' } },
    { value: 'pending_feedback', names: { 'zh-CN': '待反馈', en: 'Pending feedback', es: 'Pendiente de comentarios', fi: 'Odottaa palautetta', fr: 'En attente de retour', ja: 'フィードバック待ち' } },
    { value: 'processing', names: { 'zh-CN': '处理中', en: 'Processing', es: 'En proceso', fi: 'Käsittelyssä', fr: 'En cours', ja: '対応中' } },
    { value: 'closed', names: { 'zh-CN': '已关闭', en: 'Closed', es: 'Cerrado', fi: 'Suljettu', fr: 'Clôturée', ja: 'クローズ' } },
  ],
  invoice_type: [
    { value: 'general_vat', names: { 'zh-CN': '增值税电子普通发票', en: 'General electronic VAT invoice', es: 'Factura electrónica ordinaria con IVA', fi: 'Tavallinen sähköinen ALV-lasku', fr: 'Facture électronique TVA ordinaire', ja: '電子普通VATインボイス' } },
    { value: 'special_vat', names: { 'zh-CN': '增值税电子专用发票', en: 'Special electronic VAT invoice', es: 'Factura electrónica especial con IVA', fi: 'Erityinen sähköinen ALV-lasku', fr: 'Facture électronique TVA spéciale', ja: '電子専用VATインボイス' } },
  ],
  invoice_status: [
    { value: 'pending_review', names: { 'zh-CN': '待审核', en: 'Pending review', es: 'Pendiente de revisión', fi: 'Odottaa tarkastusta', fr: "En attente d'examen", ja: '審査待ち' } },
    { value: 'approved', names: { 'zh-CN': '已通过', en: 'Approved', es: 'Aprobada', fi: 'Hyväksytty', fr: 'Approuvée', ja: '承認済み' } },
    { value: 'rejected', names: { 'zh-CN': '已驳回', en: 'Rejected', es: 'Rechazada', fi: 'Hylätty', fr: 'Refusée', ja: '却下' } },
  ],
  question_type: [
    { value: 'product', names: { 'zh-CN': '产品咨询', en: 'Product', es: 'Producto', fi: 'Tuote', fr: 'Produit', ja: '製品について' } },
    { value: 'technical', names: { 'zh-CN': '技术支持', en: 'Technical support', es: 'Soporte técnico', fi: 'Tekninen tuki', fr: 'Support technique', ja: '技術サポート' } },
    { value: 'order', names: { 'zh-CN': '订单与支付', en: 'Order and payment', es: 'Pedido y pago', fi: 'Tilaus ja maksu', fr: 'Commande et paiement', ja: '注文と支払い' } },
    { value: 'shipping', names: { 'zh-CN': '物流配送', en: 'Shipping', es: 'Envío', fi: 'Toimitus', fr: 'Livraison', ja: '配送' } },
  ],
  news_category: [
    { value: '1', names: { 'zh-CN': '公司新闻', en: 'Company news', es: 'Noticias de la empresa', fi: 'Yritysuutiset', fr: "Actualités de l'entreprise", ja: '企業ニュース' } },
    { value: '2', names: { 'zh-CN': '产品动态', en: 'Product news', es: 'Novedades de producto', fi: 'Tuoteuutiset', fr: 'Actualités produits', ja: '製品ニュース' } },
    { value: '3', names: { 'zh-CN': '行业洞察', en: 'Industry insights', es: 'Perspectivas del sector', fi: 'Toimialakatsaukset', fr: 'Analyses du secteur', ja: '業界インサイト' } },
  ],
  address_type: [
    { value: 'shipping', names: { 'zh-CN': '收货地址', en: 'Shipping address', es: 'Dirección de envío', fi: 'Toimitusosoite', fr: 'Adresse de livraison', ja: 'お届け先住所' } },
    { value: 'billing', names: { 'zh-CN': '账单地址', en: 'Billing address', es: 'Dirección de facturación', fi: 'Laskutusosoite', fr: 'Adresse de facturation', ja: '請求先住所' } },
  ],
};

export const SITE_SETTINGS: Record<string, string> = {
  /** Bumping it makes every browser drop its cached base data (start-up guard, docs/product.md#states). */
  version: '2026.11.2',
  title: 'YT Networks',
  favicon: '/favicon.svg',
  defaultCountry: DEFAULT_COUNTRY,
  contactEmail: 'sales@yt-networks.example',
  contactPhone: '+86 755 8888 6666',
};

export const SITE_TEXTS: Record<string, Names> = {
  siteName: { 'zh-CN': 'YT 网络', en: 'YT Networks', es: 'YT Networks', fi: 'YT Networks', fr: 'YT Networks', ja: 'YT ネットワークス' },
  slogan: {
    'zh-CN': '交换机、路由器、光模块与布线，一站式采购',
    en: 'Switches, routers, optics and cabling in one place',
    es: 'Switches, routers, óptica y cableado en un solo lugar',
    fi: 'Kytkimet, reitittimet, optiikka ja kaapelointi yhdestä paikasta',
    fr: 'Commutateurs, routeurs, optiques et câblage au même endroit',
    ja: 'スイッチ、ルーター、光モジュール、ケーブルをまとめて調達',
  },
  address: {
    'zh-CN': '中国广东省深圳市南山区科技园 8 号',
    en: 'No. 8 Science Park, Nanshan District, Shenzhen, Guangdong, China',
    es: 'Parque Científico n.º 8, distrito de Nanshan, Shenzhen, Guangdong, China',
    fi: 'Science Park 8, Nanshanin piiri, Shenzhen, Guangdong, Kiina',
    fr: 'Parc scientifique n° 8, district de Nanshan, Shenzhen, Guangdong, Chine',
    ja: '中国広東省深圳市南山区サイエンスパーク8号',
  },
  copyright: {
    'zh-CN': '© 2026 YT 网络 版权所有',
    en: '© 2026 YT Networks. All rights reserved.',
    es: '© 2026 YT Networks. Todos los derechos reservados.',
    fi: '© 2026 YT Networks. Kaikki oikeudet pidätetään.',
    fr: '© 2026 YT Networks. Tous droits réservés.',
    ja: '© 2026 YT ネットワークス 無断転載を禁じます。',
  },
  cookieText: {
    'zh-CN': '我们使用 Cookie 来保持您的登录状态、记住购物车和语言设置，并在您同意后分析网站使用情况以改进服务。',
    en: 'We use cookies to keep you signed in, remember your cart and language, and, with your consent, to understand how the site is used so we can improve it.',
    es: 'Usamos cookies para mantener su sesión, recordar su carrito e idioma y, con su consentimiento, entender cómo se usa el sitio para mejorarlo.',
    fi: 'Käytämme evästeitä pitääksemme sinut kirjautuneena, muistaaksemme ostoskorisi ja kielesi sekä suostumuksellasi ymmärtääksemme sivuston käyttöä sen parantamiseksi.',
    fr: 'Nous utilisons des cookies pour maintenir votre session, mémoriser votre panier et votre langue et, avec votre accord, comprendre l’usage du site afin de l’améliorer.',
    ja: 'ログイン状態の維持、カートと言語設定の保存、そして同意いただいた場合はサイト改善のための利用状況の把握に Cookie を使用します。',
  },
};

import type { LangCode } from '@netshop/contract';

// Words printed on generated PDFs (spec sheets and product documents), per language.
export interface PdfLabels {
  specSheet: string;
  model: string;
  productNo: string;
  price: string;
  volumePrices: string;
  units: string;
  features: string;
  specifications: string;
  compatibility: string;
  faq: string;
  options: string;
  generated: string;
  certificate: string;
  certificateText: string;
  doc: Record<'datasheet' | 'manual' | 'guide' | 'certificate', string>;
}

export const PDF_LABELS: Record<LangCode, PdfLabels> = {
  'zh-CN': {
    specSheet: '产品规格书', model: '型号', productNo: '产品编号', price: '价格', volumePrices: '阶梯价格', units: '件', features: '产品特点',
    specifications: '技术参数', compatibility: '兼容性', faq: '常见问题', options: '可选规格', generated: '生成日期',
    certificate: '符合性声明', certificateText: 'YT 网络声明，本产品符合 CE、FCC 与 RoHS 的相关要求，并在出厂前经过 100% 功能测试。',
    doc: { datasheet: '数据手册', manual: '用户手册', guide: '安装指南', certificate: '认证证书' },
  },
  en: {
    specSheet: 'Product specification sheet', model: 'Model', productNo: 'Product number', price: 'Price', volumePrices: 'Volume prices', units: 'units', features: 'Features',
    specifications: 'Specifications', compatibility: 'Compatibility', faq: 'FAQ', options: 'Available options', generated: 'Generated',
    certificate: 'Declaration of conformity', certificateText: 'YT Networks declares that this product meets the applicable CE, FCC and RoHS requirements and is 100% function-tested before shipping.',
    doc: { datasheet: 'Datasheet', manual: 'User manual', guide: 'Installation guide', certificate: 'Certificate' },
  },
  es: {
    specSheet: 'Ficha técnica del producto', model: 'Modelo', productNo: 'Número de producto', price: 'Precio', volumePrices: 'Precios por volumen', units: 'unidades', features: 'Características',
    specifications: 'Especificaciones', compatibility: 'Compatibilidad', faq: 'Preguntas frecuentes', options: 'Opciones disponibles', generated: 'Generado',
    certificate: 'Declaración de conformidad', certificateText: 'YT Networks declara que este producto cumple los requisitos aplicables de CE, FCC y RoHS y se prueba al 100 % antes del envío.',
    doc: { datasheet: 'Hoja de datos', manual: 'Manual de usuario', guide: 'Guía de instalación', certificate: 'Certificado' },
  },
  fi: {
    specSheet: 'Tuotteen tekninen esite', model: 'Malli', productNo: 'Tuotenumero', price: 'Hinta', volumePrices: 'Määräalennukset', units: 'kpl', features: 'Ominaisuudet',
    specifications: 'Tekniset tiedot', compatibility: 'Yhteensopivuus', faq: 'Usein kysytyt kysymykset', options: 'Saatavilla olevat vaihtoehdot', generated: 'Luotu',
    certificate: 'Vaatimustenmukaisuusvakuutus', certificateText: 'YT Networks vakuuttaa, että tuote täyttää sovellettavat CE-, FCC- ja RoHS-vaatimukset ja että se testataan 100-prosenttisesti ennen toimitusta.',
    doc: { datasheet: 'Tuote-esite', manual: 'Käyttöopas', guide: 'Asennusopas', certificate: 'Sertifikaatti' },
  },
  fr: {
    specSheet: 'Fiche technique du produit', model: 'Modèle', productNo: 'Référence', price: 'Prix', volumePrices: 'Prix dégressifs', units: 'unités', features: 'Caractéristiques',
    specifications: 'Spécifications', compatibility: 'Compatibilité', faq: 'FAQ', options: 'Options disponibles', generated: 'Générée le',
    certificate: 'Déclaration de conformité', certificateText: 'YT Networks déclare que ce produit satisfait aux exigences CE, FCC et RoHS applicables et qu’il est testé à 100 % avant expédition.',
    doc: { datasheet: 'Fiche technique', manual: "Manuel d'utilisation", guide: "Guide d'installation", certificate: 'Certificat' },
  },
  ja: {
    specSheet: '製品仕様書', model: '型番', productNo: '製品番号', price: '価格', volumePrices: '数量割引価格', units: '個', features: '特長',
    specifications: '仕様', compatibility: '互換性', faq: 'よくある質問', options: '選択可能なオプション', generated: '作成日',
    certificate: '適合宣言書', certificateText: 'YT ネットワークスは、本製品が CE、FCC、RoHS の該当要件に適合し、出荷前に全数機能試験を実施していることを宣言します。',
    doc: { datasheet: 'データシート', manual: 'ユーザーマニュアル', guide: '設置ガイド', certificate: '認証書' },
  },
};

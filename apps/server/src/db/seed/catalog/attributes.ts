import type { AttributeSeed } from './types.js';

const same = (...keys: string[]) => keys.map((key) => ({ key }));

// Sale attributes: what SKUs differ in and what listings filter by. Value keys are stable
// codes; labels are given only where a value reads differently per language.
export const ATTRIBUTES: AttributeSeed[] = [
  { key: 'speed', facet: true, names: { 'zh-CN': '速率', en: 'Speed', es: 'Velocidad', fi: 'Nopeus', fr: 'Débit', ja: '速度' }, values: same('1G', '2.5G', '10G', '25G', '40G', '100G', '200G', '400G') },
  { key: 'form_factor', facet: true, names: { 'zh-CN': '封装', en: 'Form factor', es: 'Formato', fi: 'Muototekijä', fr: 'Format', ja: 'フォームファクター' }, values: same('SFP', 'SFP+', 'SFP28', 'QSFP+', 'QSFP28', 'QSFP56', 'QSFP-DD', 'OSFP', 'RJ45') },
  { key: 'reach', facet: true, names: { 'zh-CN': '传输距离', en: 'Reach', es: 'Alcance', fi: 'Kantama', fr: 'Portée', ja: '伝送距離' }, values: same('30m', '100m', '150m', '300m', '500m', '550m', '2km', '10km', '20km', '40km', '80km') },
  { key: 'wavelength', facet: true, names: { 'zh-CN': '波长', en: 'Wavelength', es: 'Longitud de onda', fi: 'Aallonpituus', fr: "Longueur d'onde", ja: '波長' }, values: same('850nm', '1310nm', '1490nm', '1550nm', 'CWDM4', 'BiDi') },
  { key: 'connector', facet: true, names: { 'zh-CN': '接口', en: 'Connector', es: 'Conector', fi: 'Liitin', fr: 'Connecteur', ja: 'コネクター' }, values: same('LC', 'SC', 'MPO-12', 'MPO-16', 'RJ45') },
  {
    key: 'fiber_type',
    facet: true,
    names: { 'zh-CN': '光纤类型', en: 'Fibre type', es: 'Tipo de fibra', fi: 'Kuitutyyppi', fr: 'Type de fibre', ja: 'ファイバー種別' },
    values: [
      { key: 'OS2', labels: { 'zh-CN': 'OS2 单模', en: 'OS2 single-mode', es: 'OS2 monomodo', fi: 'OS2 yksimuoto', fr: 'OS2 monomode', ja: 'OS2 シングルモード' } },
      { key: 'OM3', labels: { 'zh-CN': 'OM3 多模', en: 'OM3 multimode', es: 'OM3 multimodo', fi: 'OM3 monimuoto', fr: 'OM3 multimode', ja: 'OM3 マルチモード' } },
      { key: 'OM4', labels: { 'zh-CN': 'OM4 多模', en: 'OM4 multimode', es: 'OM4 multimodo', fi: 'OM4 monimuoto', fr: 'OM4 multimode', ja: 'OM4 マルチモード' } },
    ],
  },
  {
    key: 'coding',
    facet: true,
    names: { 'zh-CN': '兼容品牌', en: 'Compatible brand', es: 'Marca compatible', fi: 'Yhteensopiva merkki', fr: 'Marque compatible', ja: '互換ブランド' },
    values: [
      { key: 'generic', labels: { 'zh-CN': '通用', en: 'Generic', es: 'Genérico', fi: 'Yleinen', fr: 'Générique', ja: '汎用' } },
      ...same('Cisco', 'Juniper', 'Arista', 'HPE', 'Huawei', 'Dell', 'Mellanox'),
    ],
  },
  { key: 'length', facet: true, names: { 'zh-CN': '长度', en: 'Length', es: 'Longitud', fi: 'Pituus', fr: 'Longueur', ja: '長さ' }, values: same('0.5m', '1m', '2m', '3m', '5m', '7m', '10m', '15m', '20m', '30m') },
  {
    key: 'color',
    facet: true,
    names: { 'zh-CN': '颜色', en: 'Colour', es: 'Color', fi: 'Väri', fr: 'Couleur', ja: 'カラー' },
    values: [
      { key: 'yellow', labels: { 'zh-CN': '黄色', en: 'Yellow', es: 'Amarillo', fi: 'Keltainen', fr: 'Jaune', ja: 'イエロー' } },
      { key: 'aqua', labels: { 'zh-CN': '水绿色', en: 'Aqua', es: 'Aguamarina', fi: 'Turkoosi', fr: 'Turquoise', ja: 'アクア' } },
      { key: 'violet', labels: { 'zh-CN': '紫色', en: 'Violet', es: 'Violeta', fi: 'Violetti', fr: 'Violet', ja: 'バイオレット' } },
      { key: 'orange', labels: { 'zh-CN': '橙色', en: 'Orange', es: 'Naranja', fi: 'Oranssi', fr: 'Orange', ja: 'オレンジ' } },
      { key: 'blue', labels: { 'zh-CN': '蓝色', en: 'Blue', es: 'Azul', fi: 'Sininen', fr: 'Bleu', ja: 'ブルー' } },
      { key: 'black', labels: { 'zh-CN': '黑色', en: 'Black', es: 'Negro', fi: 'Musta', fr: 'Noir', ja: 'ブラック' } },
      { key: 'grey', labels: { 'zh-CN': '灰色', en: 'Grey', es: 'Gris', fi: 'Harmaa', fr: 'Gris', ja: 'グレー' } },
      { key: 'white', labels: { 'zh-CN': '白色', en: 'White', es: 'Blanco', fi: 'Valkoinen', fr: 'Blanc', ja: 'ホワイト' } },
    ],
  },
  { key: 'ports', facet: true, names: { 'zh-CN': '端口数', en: 'Ports', es: 'Puertos', fi: 'Portit', fr: 'Ports', ja: 'ポート数' }, values: same('1', '2', '4', '5', '8', '12', '16', '24', '32', '48', '64') },
  {
    key: 'poe_budget',
    facet: true,
    names: { 'zh-CN': 'PoE 功率预算', en: 'PoE budget', es: 'Presupuesto PoE', fi: 'PoE-tehobudjetti', fr: 'Budget PoE', ja: 'PoE 給電容量' },
    values: [
      { key: 'none', labels: { 'zh-CN': '无 PoE', en: 'No PoE', es: 'Sin PoE', fi: 'Ei PoE:tä', fr: 'Sans PoE', ja: 'PoE なし' } },
      ...same('30W', '60W', '90W', '130W', '240W', '370W', '740W', '1440W'),
    ],
  },
  {
    key: 'psu',
    facet: false,
    names: { 'zh-CN': '电源', en: 'Power supply', es: 'Fuente de alimentación', fi: 'Virtalähde', fr: 'Alimentation', ja: '電源' },
    values: [
      { key: 'single', labels: { 'zh-CN': '单电源', en: 'Single PSU', es: 'Fuente única', fi: 'Yksi virtalähde', fr: 'Alimentation simple', ja: 'シングル電源' } },
      { key: 'dual', labels: { 'zh-CN': '双电源', en: 'Dual hot-swap PSU', es: 'Doble fuente intercambiable', fi: 'Kaksi vaihdettavaa virtalähdettä', fr: 'Double alimentation remplaçable à chaud', ja: 'デュアル電源（ホットスワップ）' } },
      { key: 'dc', labels: { 'zh-CN': '直流电源', en: 'DC power', es: 'Alimentación CC', fi: 'Tasavirta', fr: 'Alimentation CC', ja: 'DC 電源' } },
    ],
  },
  { key: 'wifi_standard', facet: true, names: { 'zh-CN': '无线标准', en: 'Wi-Fi standard', es: 'Estándar Wi-Fi', fi: 'Wi-Fi-standardi', fr: 'Norme Wi-Fi', ja: 'Wi-Fi 規格' }, values: same('Wi-Fi 5', 'Wi-Fi 6', 'Wi-Fi 6E', 'Wi-Fi 7') },
  {
    key: 'mount',
    facet: true,
    names: { 'zh-CN': '安装方式', en: 'Mounting', es: 'Montaje', fi: 'Asennus', fr: 'Montage', ja: '設置方法' },
    values: [
      { key: 'ceiling', labels: { 'zh-CN': '吸顶', en: 'Ceiling', es: 'Techo', fi: 'Katto', fr: 'Plafond', ja: '天井' } },
      { key: 'wall', labels: { 'zh-CN': '壁挂', en: 'Wall', es: 'Pared', fi: 'Seinä', fr: 'Mural', ja: '壁掛け' } },
      { key: 'outdoor', labels: { 'zh-CN': '室外', en: 'Outdoor', es: 'Exterior', fi: 'Ulkotila', fr: 'Extérieur', ja: '屋外' } },
      { key: 'rack', labels: { 'zh-CN': '机架式', en: 'Rack-mount', es: 'Montaje en rack', fi: 'Räkkiasennus', fr: 'Montage en baie', ja: 'ラックマウント' } },
      { key: 'desktop', labels: { 'zh-CN': '桌面式', en: 'Desktop', es: 'Sobremesa', fi: 'Pöytä', fr: 'Bureau', ja: 'デスクトップ' } },
      { key: 'din', labels: { 'zh-CN': 'DIN 导轨', en: 'DIN rail', es: 'Carril DIN', fi: 'DIN-kisko', fr: 'Rail DIN', ja: 'DIN レール' } },
    ],
  },
  { key: 'rack_units', facet: true, names: { 'zh-CN': '高度', en: 'Height', es: 'Altura', fi: 'Korkeus', fr: 'Hauteur', ja: '高さ' }, values: same('1U', '2U', '6U', '9U', '12U', '22U', '42U') },
  { key: 'pcie', facet: true, names: { 'zh-CN': 'PCIe 接口', en: 'PCIe interface', es: 'Interfaz PCIe', fi: 'PCIe-liitäntä', fr: 'Interface PCIe', ja: 'PCIe インターフェース' }, values: same('PCIe 3.0 x8', 'PCIe 4.0 x8', 'PCIe 4.0 x16', 'PCIe 5.0 x16') },
  {
    key: 'bracket',
    facet: false,
    names: { 'zh-CN': '挡板', en: 'Bracket', es: 'Soporte', fi: 'Kiinnike', fr: 'Équerre', ja: 'ブラケット' },
    values: [
      { key: 'full', labels: { 'zh-CN': '全高挡板', en: 'Full height', es: 'Altura completa', fi: 'Täysi korkeus', fr: 'Pleine hauteur', ja: 'フルハイト' } },
      { key: 'low', labels: { 'zh-CN': '半高挡板', en: 'Low profile', es: 'Perfil bajo', fi: 'Matala profiili', fr: 'Profil bas', ja: 'ロープロファイル' } },
    ],
  },
];

import type { LangCode } from '@netshop/contract';

// Words printed on a packing list, in the language the staff member picks (the warehouse's).

export interface PackingLabels {
  title: string;
  orderNo: string;
  orderDate: string;
  shipTo: string;
  shippingMethod: string;
  carrier: string;
  trackingNo: string;
  note: string;
  noNote: string;
  line: string;
  productNo: string;
  item: string;
  quantity: string;
  picked: string;
  /** {lines} lines, {units} units. */
  totals: string;
  packedBy: string;
  /** One parcel of a split order (issue 28): "{seq} of {total}", then where it leaves from. */
  shipment: string;
  shipmentOf: string;
}

export const PACKING_LABELS: Record<LangCode, PackingLabels> = {
  'zh-CN': { title: '拣货装箱单', orderNo: '订单号', orderDate: '下单日期', shipTo: '收货地址', shippingMethod: '配送方式', carrier: '承运商', trackingNo: '运单号', note: '买家备注', noNote: '无', line: '行', productNo: '产品型号', item: '商品 / 规格', quantity: '数量', picked: '已拣', totals: '共 {lines} 行，{units} 件', packedBy: '拣货人 / 日期', shipment: '包裹', shipmentOf: '第 {seq}/{total} 个，{warehouse}发货' },
  en: { title: 'Packing list', orderNo: 'Order no.', orderDate: 'Order date', shipTo: 'Ship to', shippingMethod: 'Shipping method', carrier: 'Carrier', trackingNo: 'Tracking no.', note: 'Buyer’s note', noNote: 'None', line: '#', productNo: 'Product no.', item: 'Item / variant', quantity: 'Qty', picked: 'Picked', totals: '{lines} lines, {units} units', packedBy: 'Packed by / date', shipment: 'Shipment', shipmentOf: '{seq} of {total}, from {warehouse}' },
  es: { title: 'Albarán de preparación', orderNo: 'N.º de pedido', orderDate: 'Fecha del pedido', shipTo: 'Enviar a', shippingMethod: 'Método de envío', carrier: 'Transportista', trackingNo: 'N.º de seguimiento', note: 'Nota del comprador', noNote: 'Ninguna', line: 'N.º', productNo: 'Referencia', item: 'Artículo / variante', quantity: 'Cant.', picked: 'Preparado', totals: '{lines} líneas, {units} unidades', packedBy: 'Preparado por / fecha', shipment: 'Envío', shipmentOf: '{seq} de {total}, desde {warehouse}' },
  fi: { title: 'Keräilylista', orderNo: 'Tilausnumero', orderDate: 'Tilauspäivä', shipTo: 'Toimitusosoite', shippingMethod: 'Toimitustapa', carrier: 'Kuljetusliike', trackingNo: 'Seurantanumero', note: 'Ostajan viesti', noNote: 'Ei viestiä', line: 'Nro', productNo: 'Tuotenumero', item: 'Tuote / variantti', quantity: 'Määrä', picked: 'Kerätty', totals: '{lines} riviä, {units} kpl', packedBy: 'Pakkaaja / päivämäärä', shipment: 'Paketti', shipmentOf: '{seq}/{total}, lähtövarasto {warehouse}' },
  fr: { title: 'Bon de préparation', orderNo: 'N° de commande', orderDate: 'Date de commande', shipTo: 'Livrer à', shippingMethod: 'Mode de livraison', carrier: 'Transporteur', trackingNo: 'N° de suivi', note: 'Note de l’acheteur', noNote: 'Aucune', line: 'N°', productNo: 'Référence', item: 'Article / variante', quantity: 'Qté', picked: 'Prélevé', totals: '{lines} lignes, {units} unités', packedBy: 'Préparé par / date', shipment: 'Colis', shipmentOf: '{seq} sur {total}, depuis {warehouse}' },
  ja: { title: 'ピッキングリスト', orderNo: '注文番号', orderDate: '注文日', shipTo: 'お届け先', shippingMethod: '配送方法', carrier: '運送会社', trackingNo: '追跡番号', note: '購入者の備考', noNote: 'なし', line: '行', productNo: '製品番号', item: '商品 / 仕様', quantity: '数量', picked: '確認', totals: '{lines} 行、{units} 点', packedBy: '担当者 / 日付', shipment: '荷物', shipmentOf: '{seq}/{total}（{warehouse}から発送）' },
};

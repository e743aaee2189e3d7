import type { LangCode, OrderKind, OrderStatus } from '@netshop/contract';

// The words of the console's order export (issue 27), in the staff member's language: the column
// headers and the values a person reads (status, delivered, kind). Numbers, dates (ISO, UTC),
// currencies and e-mails stay as they are, so a spreadsheet still sorts and sums them.

export const ORDER_CSV_COLUMNS = ['orderNo', 'createdAt', 'status', 'delivered', 'kind', 'email', 'currency', 'total', 'lines', 'units', 'paymentMethod', 'country', 'remark'] as const;
type Column = (typeof ORDER_CSV_COLUMNS)[number];

export interface OrderCsvLabels {
  columns: Record<Column, string>;
  yes: string;
  no: string;
  status: Record<OrderStatus, string>;
  kind: Record<OrderKind, string>;
}

export const ORDER_CSV_LABELS: Record<LangCode, OrderCsvLabels> = {
  'zh-CN': {
    columns: { orderNo: '订单号', createdAt: '下单时间 (UTC)', status: '状态', delivered: '已送达', kind: '订单类型', email: '买家邮箱', currency: '币种', total: '订单金额', lines: '商品行数', units: '件数', paymentMethod: '支付方式', country: '国家/地区', remark: '买家备注' },
    yes: '是',
    no: '否',
    status: { unpaid: '待付款', to_ship: '待发货', to_receive: '已发货', completed: '已完成', cancelled: '已取消', refunding: '退款中', refunded: '已退款' },
    kind: { regular: '普通订单', sample: '样品订单' },
  },
  en: {
    columns: { orderNo: 'Order no.', createdAt: 'Placed (UTC)', status: 'Status', delivered: 'Delivered', kind: 'Kind', email: 'Buyer e-mail', currency: 'Currency', total: 'Total', lines: 'Lines', units: 'Units', paymentMethod: 'Payment method', country: 'Country', remark: 'Buyer’s note' },
    yes: 'Yes',
    no: 'No',
    status: { unpaid: 'Unpaid', to_ship: 'To ship', to_receive: 'Shipped', completed: 'Completed', cancelled: 'Cancelled', refunding: 'Refund in progress', refunded: 'Refunded' },
    kind: { regular: 'Regular', sample: 'Sample' },
  },
  es: {
    columns: { orderNo: 'N.º de pedido', createdAt: 'Realizado (UTC)', status: 'Estado', delivered: 'Entregado', kind: 'Tipo', email: 'Correo del comprador', currency: 'Moneda', total: 'Total', lines: 'Líneas', units: 'Unidades', paymentMethod: 'Método de pago', country: 'País', remark: 'Nota del comprador' },
    yes: 'Sí',
    no: 'No',
    status: { unpaid: 'Pendiente de pago', to_ship: 'Por enviar', to_receive: 'Enviado', completed: 'Completado', cancelled: 'Cancelado', refunding: 'Reembolso en curso', refunded: 'Reembolsado' },
    kind: { regular: 'Normal', sample: 'Muestra' },
  },
  fi: {
    columns: { orderNo: 'Tilausnumero', createdAt: 'Tilattu (UTC)', status: 'Tila', delivered: 'Toimitettu', kind: 'Tyyppi', email: 'Ostajan sähköposti', currency: 'Valuutta', total: 'Summa', lines: 'Rivejä', units: 'Kappaleita', paymentMethod: 'Maksutapa', country: 'Maa', remark: 'Ostajan viesti' },
    yes: 'Kyllä',
    no: 'Ei',
    status: { unpaid: 'Maksamatta', to_ship: 'Odottaa lähetystä', to_receive: 'Lähetetty', completed: 'Valmis', cancelled: 'Peruttu', refunding: 'Hyvitys käsittelyssä', refunded: 'Hyvitetty' },
    kind: { regular: 'Tavallinen', sample: 'Näyte' },
  },
  fr: {
    columns: { orderNo: 'N° de commande', createdAt: 'Passée le (UTC)', status: 'Statut', delivered: 'Livrée', kind: 'Type', email: 'E-mail de l’acheteur', currency: 'Devise', total: 'Total', lines: 'Lignes', units: 'Unités', paymentMethod: 'Moyen de paiement', country: 'Pays', remark: 'Note de l’acheteur' },
    yes: 'Oui',
    no: 'Non',
    status: { unpaid: 'À payer', to_ship: 'À expédier', to_receive: 'Expédiée', completed: 'Terminée', cancelled: 'Annulée', refunding: 'Remboursement en cours', refunded: 'Remboursée' },
    kind: { regular: 'Normale', sample: 'Échantillon' },
  },
  ja: {
    columns: { orderNo: '注文番号', createdAt: '注文日時 (UTC)', status: 'ステータス', delivered: '配達済み', kind: '注文の種類', email: '購入者のメール', currency: '通貨', total: '合計金額', lines: '明細行数', units: '数量', paymentMethod: '支払い方法', country: '国・地域', remark: '購入者のメモ' },
    yes: 'はい',
    no: 'いいえ',
    status: { unpaid: '未払い', to_ship: '発送待ち', to_receive: '発送済み', completed: '完了', cancelled: 'キャンセル済み', refunding: '返金手続き中', refunded: '返金済み' },
    kind: { regular: '通常', sample: 'サンプル' },
  },
};

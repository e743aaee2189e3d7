import type { LangCode } from '@netshop/contract';

// Names of the tax lines in every language, by the kind a country's rate has (tax_rate.kind).
const TAX_NAMES: Record<LangCode, Record<string, string>> = {
  'zh-CN': { vat: '增值税', gst: '商品及服务税', consumption: '消费税', sales: '销售税', none: '税费' },
  en: { vat: 'VAT', gst: 'GST', consumption: 'Consumption tax', sales: 'Sales tax', none: 'Tax' },
  es: { vat: 'IVA', gst: 'GST', consumption: 'Impuesto al consumo', sales: 'Impuesto sobre las ventas', none: 'Impuestos' },
  fi: { vat: 'ALV', gst: 'GST', consumption: 'Kulutusvero', sales: 'Myyntivero', none: 'Verot' },
  fr: { vat: 'TVA', gst: 'TPS', consumption: 'Taxe à la consommation', sales: 'Taxe de vente', none: 'Taxes' },
  ja: { vat: '付加価値税', gst: 'GST', consumption: '消費税', sales: '売上税', none: '税' },
};

export const taxName = (lang: LangCode, kind: string | null | undefined): string => TAX_NAMES[lang][kind ?? 'none'] ?? TAX_NAMES[lang].none!;

import type { LangCode } from '@netshop/contract';

// The seller that issues every invoice: the shop's operating company in Shenzhen. Its legal name is
// Chinese; other languages print the registered English name. The tax number is a unified social
// credit code (its check character is right: the buyer's tax office checks it too).

export interface Issuer {
  name: string;
  taxNo: string;
  address: string;
  phone: string;
  bank: string;
  bankAccount: string;
}

const TAX_NO = '91440300MA5G8YTN0T';
const PHONE = '+86 755 8888 6666';
const ACCOUNT = '7559 1088 6620 501';
const EN_NAME = 'Shenzhen YT Networks Technology Co., Ltd.';

const LOCAL: Record<LangCode, Pick<Issuer, 'name' | 'address' | 'bank'>> = {
  'zh-CN': { name: '深圳市 YT 网络科技有限公司', address: '中国广东省深圳市南山区科技园 8 号', bank: '招商银行深圳科技园支行' },
  en: { name: EN_NAME, address: 'No. 8 Science Park, Nanshan District, Shenzhen, Guangdong, China', bank: 'China Merchants Bank, Shenzhen Science Park Branch' },
  es: { name: EN_NAME, address: 'Parque Científico n.º 8, distrito de Nanshan, Shenzhen, Guangdong, China', bank: 'China Merchants Bank, sucursal Shenzhen Science Park' },
  fi: { name: EN_NAME, address: 'Science Park 8, Nanshanin piiri, Shenzhen, Guangdong, Kiina', bank: 'China Merchants Bank, Shenzhen Science Parkin konttori' },
  fr: { name: EN_NAME, address: 'Parc scientifique n° 8, district de Nanshan, Shenzhen, Guangdong, Chine', bank: 'China Merchants Bank, agence Shenzhen Science Park' },
  ja: { name: EN_NAME, address: '中国広東省深圳市南山区サイエンスパーク8号', bank: '招商銀行 深圳科技園支店' },
};

export const issuer = (lang: LangCode): Issuer => ({ ...LOCAL[lang], taxNo: TAX_NO, phone: PHONE, bankAccount: ACCOUNT });

import type { CategoryNode, ProductCard, ProductDetail, ProductList, SkuView } from '@netshop/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSite } from '../../../lib/site-store';
import { answerApi, renderRoutes, type ApiAnswer } from '../../../test/render-page';
import { Component as B2bPage } from './b2b-zone-page';

// /b2b: who it is for, the four steps of a project purchase with their links, featured products
// with the tier prices of their detail (in the visitor's currency), and the programmes' links.

const eur = (amount: number) => ({ amount, currency: 'EUR', minorUnits: 2 });
const card = (spuId: number, name: string, model: string, price: number): ProductCard => ({
  spuId,
  key: `p${spuId}`,
  name,
  shortDesc: '',
  model,
  image: `/media/products/p${spuId}/main`,
  price: eur(price),
  volumePrice: eur(Math.round(price * 0.9)),
  totalStock: 100,
  ratingAvg: 0,
  reviewCount: 0,
  keyAttrs: [],
  isNew: false,
  featured: true,
});
const sku = (skuId: number, price: number, tiers: [number, number][], sampleLimit = 0): SkuView => ({
  skuId,
  productNo: `SKU-${skuId}`,
  attrs: {},
  price: eur(price),
  tiers: tiers.map(([minQty, amount]) => ({ minQty, price: eur(amount) })),
  stock: 100,
  weightG: 100,
  sampleLimit,
});
const detail = (c: ProductCard, skus: SkuView[]): ProductDetail => ({
  spuId: c.spuId,
  key: c.key,
  name: c.name,
  shortDesc: '',
  longHtml: '',
  brand: 'YT',
  model: c.model,
  images: [c.image],
  imageAlts: [c.name],
  features: [],
  specs: [],
  faq: [],
  path: [],
  options: [],
  facts: [],
  skus,
  compat: [],
  docs: [],
  rating: { avg: 0, count: 0, histogram: [0, 0, 0, 0, 0] },
  reviews: [],
  similar: [],
});

const optic = card(55, '1000BASE-SX SFP 850nm 550m', 'SFP-1G-SX', 700);
const injector = card(45, '1G PoE Injector, 30 W', 'PI-30-1G', 2900);
const cabinet = card(50, '600 × 1000 mm Server Cabinet', 'RK-6010', 64900);
const nic = card(36, '2-Port 10G SFP+ PCIe Network Adapter', 'NIC-X710-DA2', 17900);
const extra = card(89, '100G QSFP28 AOC', 'QSFP28-100G-AOC', 9900);
const list: ProductList = { items: [optic, injector, cabinet, nic, extra], total: 5, page: 1, pageSize: 8, facets: [], path: [] };
const details: Record<number, ProductDetail> = {
  // Two options: the cheaper one's tiers are shown, as the product page does before a choice.
  55: detail(optic, [sku(214, 750, [[1, 750], [10, 720], [50, 690]]), sku(213, 700, [[1, 700], [10, 665], [50, 630]], 2)]),
  45: detail(injector, [sku(300, 2900, [[1, 2900], [10, 2755], [50, 2610]])]),
  50: detail(cabinet, [sku(400, 64900, [[1, 64900], [10, 61655], [50, 58410]])]),
  36: detail(nic, [sku(500, 17900, [[1, 17900], [10, 17005], [50, 16110]])]),
};
const node = (categoryId: number, key: string, name: string): CategoryNode => ({ categoryId, key, name, description: '', icon: key, productCount: 1, children: [] });
const categories = [node(1, 'switches', 'Network switches'), node(6, 'transceivers', 'Optical transceivers'), node(12, 'cables', 'Cables')];

function api(detailAnswer: (spuId: number) => ApiAnswer = (spuId) => ({ data: details[spuId] })) {
  return answerApi((path) => {
    const url = new URL(path, 'http://shop.test');
    const one = /^\/api\/ew\/buyer\/catalog\/products\/(\d+)$/.exec(url.pathname);
    if (one) return detailAnswer(Number(one[1]));
    if (url.pathname === '/api/ew/buyer/catalog/products') return { data: list };
    if (url.pathname === '/api/ew/buyer/catalog/categories') return { data: categories };
    return { status: 404 };
  });
}
const open = (lang: 'en' | 'fi' = 'en') => renderRoutes([{ path: '/b2b', element: <B2bPage /> }], '/b2b', { lang, namespaces: ['b2b'] });
const hrefOf = (name: string | RegExp, scope: HTMLElement = document.body) => within(scope).getByRole('link', { name }).getAttribute('href');

beforeEach(() => {
  // The visitor chose euros (currency id 3): every price request says so, every price is formatted in it.
  useSite.getState().set({
    loadAllData: true,
    basePriceInfo: { countryId: 9, code: 'FI', country: 'Finland', langId: 2, currencyId: 3, currency: 'EUR', symbol: '€', minorUnits: 2, rate: '0.92', phoneCode: '+358' },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSite.getState().set({ basePriceInfo: null });
});

describe('B2B zone page', () => {
  it('says who it is for, with a quotation request and a link to sales', async () => {
    api();
    await open();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Network hardware for your projects, at volume prices']);
    expect(document.title).toContain('Business purchasing');
    for (const who of ['Companies and IT departments', 'System integrators', 'Internet service providers', 'Data centres']) expect(screen.getByText(who)).toBeTruthy();
    expect(hrefOf('Contact sales')).toBe('/contactUs');

    // The inquiry dialog loads on demand, as a quotation request.
    fireEvent.click(screen.getByTestId('b2b-request-quote'));
    const type = (await screen.findByTestId('inquiry-type', {}, { timeout: 5000 })) as HTMLSelectElement;
    expect(type.value).toBe('quotation');
  });

  it('walks through the four steps of a project purchase, each with its link', async () => {
    api();
    await open();
    const steps = screen.getAllByTestId('b2b-step');
    expect(steps.map((s) => within(s).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Step 1: Send an inquiry',
      'Step 2: Receive a quotation',
      'Step 3: Accept in one click',
      'Step 4: Get the VAT invoice',
    ]);
    expect(hrefOf('Create an inquiry', steps[0]!)).toBe('/inquiry/create?type=quotation&source=page');
    expect(steps[1]!.textContent).toContain('PDF');
    expect(hrefOf('My inquiries and quotations', steps[1]!)).toBe('/accountCenter/inquiry');
    expect(hrefOf('My orders', steps[2]!)).toBe('/accountCenter/orders');
    expect(hrefOf('My invoices', steps[3]!)).toBe('/accountCenter/invoice');
    expect(hrefOf('Invoice titles', steps[3]!)).toBe('/accountCenter/invoiceTitle');
  });

  it('shows four featured products with the tier prices of their cheapest option, in the visitor’s currency', async () => {
    const calls = api();
    await open();
    await waitFor(() => expect(screen.getAllByTestId('b2b-tier-price')).toHaveLength(12));
    const cards = screen.getAllByTestId('b2b-tier-card');
    expect(cards).toHaveLength(4);
    const sfp = cards[0]!;
    expect(hrefOf('1000BASE-SX SFP 850nm 550m', sfp)).toBe('/product/productDetail?spuId=55');
    const table = within(sfp).getByRole('table', { name: 'Volume prices: 1000BASE-SX SFP 850nm 550m' });
    expect(within(table).getAllByRole('row').map((r) => [...r.querySelectorAll('th,td')].map((c) => c.textContent))).toEqual([
      ['Quantity', 'Unit price'],
      ['1–9 units', '€7.00'],
      ['10–49 units', '€6.65'],
      ['50+ units', '€6.30'],
    ]);
    expect(sfp.textContent).toContain('Up to 10% off per unit');
    expect(sfp.textContent).toContain('Free sample available');
    expect(cards[2]!.textContent).toContain('€584.10');
    expect(cards[2]!.textContent).not.toContain('Free sample available');
    // Only the four shown are asked for, each in the chosen currency.
    const asked = calls.filter((c) => /\/catalog\/products\/\d+/.test(c.path));
    expect(asked.map((c) => c.path.replace(/\?.*/, '')).sort()).toEqual(['/api/ew/buyer/catalog/products/36', '/api/ew/buyer/catalog/products/45', '/api/ew/buyer/catalog/products/50', '/api/ew/buyer/catalog/products/55']);
    expect(calls.filter((c) => c.path.includes('/catalog/products')).every((c) => c.path.includes('currencyId=3'))).toBe(true);
    expect(hrefOf('All products at the 50+ unit price')).toBe('/product/goodsb');
  });

  it('falls back to the listing’s prices when a product’s tiers cannot be read', async () => {
    api((spuId) => (spuId === 45 ? { status: 500, msg: 'error' } : { data: details[spuId] }));
    await open();
    const injectorCard = (await screen.findAllByTestId('b2b-tier-card'))[1]!;
    await waitFor(() => expect(injectorCard.textContent).toContain('€26.10 per unit at 50+'));
    expect(injectorCard.textContent).toContain('€29.00 from');
  });

  it('links the programmes: samples, brand-coded optics, a quotation for the cart, documents', async () => {
    api();
    await open();
    const samples = screen.getByTestId('b2b-programme-samples');
    expect(hrefOf('My sample applications', samples)).toBe('/accountCenter/samples');
    await waitFor(() => expect(hrefOf('Optical transceivers', samples)).toBe('/product/queryProduct?cateId=6'));
    expect(hrefOf('Cables', samples)).toBe('/product/queryProduct?cateId=12');
    expect(hrefOf('Shop by compatible brand', screen.getByTestId('b2b-programme-coded'))).toBe('/product/queryBendProduct');
    expect(hrefOf('Go to the cart', screen.getByTestId('b2b-programme-cart'))).toBe('/shoppingCart');
    const docs = screen.getByTestId('b2b-programme-docs');
    expect(hrefOf('Technical documents', docs)).toBe('/resourceDocuments');
    expect(hrefOf('Product support', docs)).toBe('/productsSupport');
    // Honest about payment: online, or on account for a company with a credit account (issue 30).
    expect(screen.getByTestId('b2b-good-to-know').textContent).toContain('A company with a credit account can pay on account instead');
  });

  it('says what a company can do with its money, each with the way to where it is set (issue 30)', async () => {
    api();
    await open();
    const money = screen.getByTestId('b2b-money');
    expect(within(money).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Order approvals', 'Budgets', 'Net terms credit', 'Statements and credit notes']);
    const approvals = screen.getByTestId('b2b-money-approvals');
    expect(hrefOf('Approval rules and budgets', approvals)).toBe('/accountCenter/approvals/rules');
    expect(hrefOf('Approval requests', approvals)).toBe('/accountCenter/approvals');
    expect(hrefOf('Set budgets', screen.getByTestId('b2b-money-budgets'))).toBe('/accountCenter/approvals/rules');
    const credit = screen.getByTestId('b2b-money-credit');
    expect(credit.textContent).toContain('Net 15, 30, 45 or 60');
    expect(hrefOf('Credit account', credit)).toBe('/accountCenter/credit');
    expect(hrefOf('Apply for credit', credit)).toBe('/accountCenter/credit/apply');
    expect(hrefOf('See statements', screen.getByTestId('b2b-money-statements'))).toBe('/accountCenter/credit');
  });

  it('keeps the headings in order and gives every link a name, in Finnish too', async () => {
    api();
    await open('fi');
    await waitFor(() => expect(screen.getAllByTestId('b2b-tier-price')).toHaveLength(12));
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.forEach((level, i) => i > 0 && expect(level - levels[i - 1]!).toBeLessThanOrEqual(1));
    expect(screen.getAllByRole('link').every((a) => (a.getAttribute('aria-hidden') === 'true' ? true : a.textContent!.trim().length > 0))).toBe(true);
    expect(screen.getByRole('heading', { level: 2, name: 'Näin projektihankinta etenee' })).toBeTruthy();
    expect(screen.getAllByTestId('b2b-tier-card')[0]!.textContent).toContain('6,30');
  });
});

import { LANG_CODES, type StaffMe, type StaffProduct, type StaffSkuOptions } from '@netshop/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi, renderRoutes } from '../../../../test/render-page';
import { setUpStaffTestSession } from '../../../../test/staff-session';
import { Component as ConsoleProductPage } from '../pages/console-product-page';

// The product editor's SKUs (issue 27) against the staff API answered at the fetch level: the
// list with its attribute labels, a new SKU and a changed one saved as one list over the page's
// version (prices in cents, the volume price from one unit left out), the page's version moving
// on; the contract's rules said before sending; the server's 422 fields shown on their fields.

const sales = { staffId: 5, email: 'sam@yt-networks.example', name: 'Sam', roles: ['sales'], permissions: [], mustEnrol: false } as unknown as StaffMe;
const texts = Object.fromEntries(LANG_CODES.map((l) => [l, { name: `Module ${l}`, shortDesc: '', longDesc: '', features: [], specs: [], faq: [] }])) as unknown as StaffProduct['texts'];
const product: StaffProduct = {
  id: 42,
  key: 'yt-sfp',
  brand: 'YT',
  model: 'YT-SFP',
  categoryId: 1,
  image: 'sfp',
  featured: false,
  isNew: false,
  status: 'draft',
  version: 3,
  publishOverrideReason: null,
  updatedAt: '2026-11-27T10:00:00.000Z',
  texts,
  skus: [{ id: 7, productNo: 'YT-SFP-SR', attrs: { reach: 'sr' }, price: 4250, stock: 12, weightG: 20, sampleLimit: 2, tiers: [{ minQty: 1, price: 4250 }, { minQty: 10, price: 4000 }] }],
};
const options: StaffSkuOptions = {
  attributes: [
    { key: 'reach', name: 'Reach', values: [{ key: 'sr', label: 'SR 300 m' }, { key: 'lr', label: 'LR 10 km' }] },
    { key: 'speed', name: 'Speed', values: [{ key: '10g', label: '10G' }] },
  ],
  currencies: [
    { code: 'USD', minorUnits: 2, rate: '1', isBase: true },
    { code: 'EUR', minorUnits: 2, rate: '0.92', isBase: false },
  ],
};

const open = () => renderRoutes([{ path: '/console/catalog/:productId', element: <ConsoleProductPage /> }], '/console/catalog/42', { lang: 'en', namespaces: ['console', 'console-catalog', 'console-catalog-skus'] });
type SentSku = StaffProduct['skus'][number] & { id?: number };
function api(put: (body: { version: number; skus: SentSku[] }) => { status?: number; code?: number; msg?: string; data?: unknown }) {
  let current = product;
  return answerApi((path, init) => {
    if (path.endsWith('/staff/me')) return { data: sales };
    if (path.includes('/catalog/categories')) return { data: [] };
    if (path.includes('/sku-options')) return { data: options };
    if (init?.method === 'PUT' && path.endsWith('/skus')) {
      const body = JSON.parse(String(init.body)) as { version: number; skus: SentSku[] };
      const r = put(body);
      if ((r.status ?? 200) === 200 && r.code === undefined) {
        current = { ...current, version: 4, skus: body.skus.map((s, i) => ({ ...s, id: s.id ?? 100 + i, tiers: s.tiers.length ? [{ minQty: 1, price: s.price }, ...s.tiers] : [] })) };
      }
      return r;
    }
    if (path.includes('/catalog/products/42') && !init?.method) return { data: current };
    if (path.includes('/catalog/products/42') && init?.method === 'GET') return { data: current };
    return { data: current };
  });
}

setUpStaffTestSession();

describe('the product editor’s SKUs', () => {
  it('shows each SKU with its attribute’s labels and its volume prices from 2 units', async () => {
    api(() => ({ data: null }));
    await open();
    const row = await screen.findByTestId('sku-row-0');
    expect(((await within(row).findByTestId('sku-attr-0-reach')) as HTMLSelectElement).selectedOptions[0]!.textContent).toBe('SR 300 m');
    expect((screen.getByTestId('sku-product-no-0') as HTMLInputElement).value).toBe('YT-SFP-SR');
    expect((screen.getByTestId('sku-price-0') as HTMLInputElement).value).toBe('42.50');
    expect((screen.getByTestId('sku-tier-qty-0-0') as HTMLInputElement).value).toBe('10');
    expect(screen.queryByTestId('sku-tier-qty-0-1')).toBeNull();
    expect(within(row).getByText('€39.10')).toBeTruthy(); // 42.50 USD at 0.92
    expect((screen.getByTestId('sku-save') as HTMLButtonElement).disabled).toBe(true);
  });

  it('saves a new SKU and a changed one as one list over the page’s version, then moves the version on', async () => {
    const calls = api(() => ({ data: { id: 42, version: 4, status: 'draft' }, msg: 'SKUs saved' }));
    await open();
    await screen.findByTestId('sku-row-0');
    fireEvent.change(screen.getByTestId('sku-stock-0'), { target: { value: '30' } });
    fireEvent.click(screen.getByTestId('sku-add'));
    fireEvent.change(await screen.findByTestId('sku-attr-1-reach'), { target: { value: 'lr' } });
    fireEvent.change(screen.getByTestId('sku-product-no-1'), { target: { value: 'YT-SFP-LR' } });
    fireEvent.change(screen.getByTestId('sku-price-1'), { target: { value: '99.9' } });
    fireEvent.click(screen.getByTestId('sku-tier-add-1'));
    fireEvent.change(screen.getByTestId('sku-tier-qty-1-0'), { target: { value: '5' } });
    fireEvent.change(screen.getByTestId('sku-tier-price-1-0'), { target: { value: '95' } });
    expect(screen.getByTestId('product-publish').hasAttribute('disabled')).toBe(true); // unsaved SKUs hold publishing
    fireEvent.click(screen.getByTestId('sku-save'));
    await waitFor(() => expect(calls.some((c) => c.init?.method === 'PUT')).toBe(true));
    const body = JSON.parse(String(calls.find((c) => c.init?.method === 'PUT')!.init!.body));
    expect(body).toEqual({
      version: 3,
      skus: [
        { id: 7, productNo: 'YT-SFP-SR', attrs: { reach: 'sr' }, price: 4250, weightG: 20, stock: 30, sampleLimit: 2, tiers: [{ minQty: 10, price: 4000 }] },
        { productNo: 'YT-SFP-LR', attrs: { reach: 'lr' }, price: 9990, weightG: 20, stock: 0, sampleLimit: 0, tiers: [{ minQty: 5, price: 9500 }] },
      ],
    });
    expect(await screen.findByText('Version 4')).toBeTruthy();
    await waitFor(() => expect((screen.getByTestId('sku-save') as HTMLButtonElement).disabled).toBe(true));
    expect(screen.getByTestId('product-publish').hasAttribute('disabled')).toBe(false);
  });

  it('sends an existing SKU’s stock only when it was changed here, so units sold meanwhile stay sold', async () => {
    const calls = api(() => ({ data: { id: 42, version: 4, status: 'draft' }, msg: 'SKUs saved' }));
    await open();
    fireEvent.change(await screen.findByTestId('sku-price-0'), { target: { value: '41' } });
    fireEvent.click(screen.getByTestId('sku-save'));
    await waitFor(() => expect(calls.some((c) => c.init?.method === 'PUT')).toBe(true));
    const sent = JSON.parse(String(calls.find((c) => c.init?.method === 'PUT')!.init!.body)) as { skus: Record<string, unknown>[] };
    expect(sent.skus[0]).toMatchObject({ id: 7, price: 4100 });
    expect(sent.skus[0]).not.toHaveProperty('stock');
  });

  it('says the contract’s rules before sending, all at once: a combination twice, a value not chosen, tiers out of order', async () => {
    const calls = api(() => ({ data: null }));
    await open();
    await screen.findByTestId('sku-row-0');
    fireEvent.click(screen.getByTestId('sku-add'));
    fireEvent.change(await screen.findByTestId('sku-attr-1-reach'), { target: { value: 'sr' } });
    fireEvent.change(screen.getByTestId('sku-product-no-1'), { target: { value: 'yt-sfp-sr' } });
    fireEvent.change(screen.getByTestId('sku-price-1'), { target: { value: '' } });
    fireEvent.change(screen.getByTestId('sku-tier-price-0-0'), { target: { value: '50' } });
    fireEvent.change(screen.getByTestId('sku-attr-add'), { target: { value: 'speed' } });
    fireEvent.click(screen.getByTestId('sku-save'));
    // Said all at once: the fields missing (speed on both rows, the new row's price) and the rules across SKUs.
    expect((await screen.findAllByText('Required')).length).toBe(3);
    expect(screen.getAllByText('Same as another SKU')).toHaveLength(2); // the product number (case aside) and the combination
    expect(screen.getByText('Quantities ascending from 2, each price below the one before')).toBeTruthy();
    expect(calls.some((c) => c.init?.method === 'PUT')).toBe(false);
  });

  it('shows the server’s 422 fields on their fields, and a 409 with a way to load the other version', async () => {
    let answer: { status: number; msg: string; data?: unknown } = { status: 409, msg: 'Product number YT-X is already used by another product', data: { fields: { 'skus.0.productNo': 'skuNoTaken' } } };
    api(() => answer);
    await open();
    fireEvent.change(await screen.findByTestId('sku-product-no-0'), { target: { value: 'YT-X' } });
    fireEvent.click(screen.getByTestId('sku-save'));
    expect(await screen.findByText('Used by another product')).toBeTruthy();
    expect(screen.getByTestId('sku-problem').textContent).toContain('YT-X');

    answer = { status: 422, msg: 'Check the highlighted fields', data: { fields: { 'skus.0.stock': 'Too many' } } };
    fireEvent.change(screen.getByTestId('sku-product-no-0'), { target: { value: 'YT-Y' } });
    fireEvent.click(screen.getByTestId('sku-save'));
    expect(await screen.findByText('Too many')).toBeTruthy();
    expect(screen.getByTestId('sku-stock-0').getAttribute('aria-invalid')).toBe('true');

    answer = { status: 409, msg: 'Someone else saved this product after you opened it (it is now version 5).' };
    // (The same body twice in a row would be held back by the client as a repeated submit.)
    fireEvent.change(screen.getByTestId('sku-stock-0'), { target: { value: '13' } });
    fireEvent.click(screen.getByTestId('sku-save'));
    expect((await screen.findByTestId('sku-conflict')).textContent).toContain('version 5');
    expect(screen.getByTestId('sku-reload')).toBeTruthy();
  });

  it('follows the product the page loads again after a conflict, so it never sends back an older list', async () => {
    let current = product;
    answerApi((path, init) => {
      if (path.endsWith('/staff/me')) return { data: sales };
      if (path.includes('/catalog/categories')) return { data: [] };
      if (path.includes('/sku-options')) return { data: options };
      if (init?.method === 'PUT') return { status: 409, msg: 'Someone else saved this product after you opened it (it is now version 5).' };
      return { data: current };
    });
    await open();
    await screen.findByTestId('sku-row-0');
    fireEvent.change(screen.getByTestId('text-name-en'), { target: { value: 'Module renamed' } });
    fireEvent.click(screen.getByTestId('product-save'));
    current = { ...product, version: 5, skus: [{ ...product.skus[0]!, productNo: 'YT-SFP-SR-B', price: 4100, tiers: [] }] };
    fireEvent.click(await screen.findByTestId('product-reload'));
    await waitFor(() => expect((screen.getByTestId('sku-product-no-0') as HTMLInputElement).value).toBe('YT-SFP-SR-B'));
    expect((screen.getByTestId('sku-price-0') as HTMLInputElement).value).toBe('41.00');
    expect(await screen.findByText('Version 5')).toBeTruthy();
  });

  it('says on a new product’s page that SKUs come once it is saved', async () => {
    api(() => ({ data: null }));
    await renderRoutes([{ path: '/console/catalog/:productId', element: <ConsoleProductPage /> }], '/console/catalog/new', { lang: 'fr', namespaces: ['console', 'console-catalog', 'console-catalog-skus'] });
    expect((await screen.findByTestId('product-skus-later')).textContent).toContain('une fois le produit enregistré');
    expect(screen.queryByTestId('sku-add')).toBeNull();
  });
});

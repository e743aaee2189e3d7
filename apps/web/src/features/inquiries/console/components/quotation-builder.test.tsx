import type { QuotationSku, StaffInquiry } from '@netshop/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAlerts } from '../../../../lib/alerts';
import { answerApi, renderRoutes } from '../../../../test/render-page';
import { setUpStaffTestSession } from '../../../../test/staff-session';
import { QuotationBuilder, shenzhenDay } from './quotation-builder';

// The console's quotation builder: the buyer's requested lines priced from the list, SKUs found
// by product number and added at their list price in the buyer's currency, totals with the
// destination's tax as the server computes them, and "send quotation" with amounts in minor units.

const inquiry: StaffInquiry = {
  id: 7,
  inquiryNo: 'IQ261124100007',
  type: 'quotation',
  status: 'pending_reply',
  source: 'cart',
  productNo: 'SFP-10G-LR',
  solution: null,
  topic: null,
  details: 'Hinta 120 kpl?',
  createdAt: '2030-01-01T08:00:00.000Z',
  lastMessageAt: '2030-01-01T08:00:00.000Z',
  lastAuthor: 'buyer',
  replies: 0,
  purchaseFor: 'personal',
  placedBy: null,
  spuId: null,
  skuId: null,
  productName: null,
  name: 'Aino Virtanen',
  company: 'Verkko Oy',
  phone: '',
  email: 'aino@example.fi',
  files: [],
  messages: [],
  requestedLines: [{ skuId: 9, spuId: 3, productNo: 'SFP-10G-LR', name: 'SFP+ 10G LR', quantity: 120 }],
  quotations: [],
  lang: 'fi',
  registered: true,
  quotationDefaults: { currencyId: 3, currency: 'EUR', minorUnits: 2, taxRateBp: 2550, country: 'FI' },
};
const eur = (amount: number) => ({ amount, currency: 'EUR', minorUnits: 2 });
const sku = (skuId: number, productNo: string, amount: number, more: Partial<QuotationSku> = {}): QuotationSku => ({ skuId, spuId: 3, productNo, name: 'Switch', variant: '', stock: 400, listPrice: eur(amount), tiers: [], ...more });
/** The draft's SKUs, answered for `?skuIds=` as the server does. */
const byIds = (path: string, skus: QuotationSku[]) => {
  const ids = decodeURIComponent(/skuIds=([^&]+)/.exec(path)?.[1] ?? '').split(',').map(Number);
  return { data: skus.filter((s) => ids.includes(s.skuId)) };
};

setUpStaffTestSession();

describe('quotation builder', () => {
  it('prices the requested lines from the list, adds found SKUs, totals with tax, and sends the next version', async () => {
    const calls = answerApi((path, init) => {
      if (init?.method === 'POST') return { msg: 'Quotation sent to the buyer', data: { version: 1 } };
      if (path.includes('skuIds=')) return byIds(path, [sku(9, 'SFP-10G-LR', 4550), sku(12, 'S5800-48T4S', 129900)]);
      if (path.includes('q=S5800')) return { data: [sku(12, 'S5800-48T4S', 129900)] };
      return { data: [] };
    });
    await renderRoutes([{ path: '/console/inquiries', element: <QuotationBuilder inquiry={inquiry} /> }], '/console/inquiries?id=7', { lang: 'en', namespaces: ['console', 'account'] });
    // The requested line gets its price in the buyer's currency (no tiers: the list price).
    await waitFor(() => expect((screen.getByTestId('builder-price') as HTMLInputElement).value).toBe('45.50'));
    expect(calls.some((c) => c.path.includes('/api/ew/staff/inquiries/skus?') && c.path.includes('currencyId=3'))).toBe(true);

    fireEvent.change(screen.getByTestId('builder-search'), { target: { value: 'S5800' } });
    fireEvent.click(screen.getByTestId('builder-search-go'));
    fireEvent.click(await screen.findByTestId('builder-add'));
    expect(screen.getAllByTestId('builder-line')).toHaveLength(2);
    fireEvent.change(screen.getAllByTestId('builder-quantity')[1]!, { target: { value: '2' } });
    fireEvent.change(screen.getAllByTestId('builder-price')[1]!, { target: { value: '1200' } });
    fireEvent.change(screen.getByTestId('builder-shipping'), { target: { value: '25' } });
    // 120 × 45.50 + 2 × 1200.00 = 7860.00; shipping 25.00; tax 25.5 % of 7885.00 = 2010.68 (rounded).
    expect(screen.getByTestId('builder-tax').textContent).toBe('€2,010.68');
    expect(screen.getByTestId('builder-total').textContent).toBe('€9,895.68');

    fireEvent.change(screen.getByTestId('builder-note'), { target: { value: 'Toimitus 5 päivää.' } });
    fireEvent.click(screen.getByTestId('builder-send'));
    await waitFor(() => expect(useAlerts.getState().items.map((i) => i.message)).toContain('Quotation sent to the buyer (version 1)'));
    const post = calls.find((c) => c.init?.method === 'POST')!;
    expect(post.path).toBe('/api/ew/staff/inquiries/7/quotations');
    expect(JSON.parse(String(post.init!.body))).toEqual({
      currencyId: 3,
      lines: [
        { skuId: 9, quantity: 120, unitPrice: 4550 },
        { skuId: 12, quantity: 2, unitPrice: 120000 },
      ],
      shippingFee: 2500,
      validUntil: shenzhenDay(14),
      note: 'Toimitus 5 päivää.',
    });
  });

  it('sends nothing while a price is missing or invalid', async () => {
    const calls = answerApi(() => ({ data: [] }));
    await renderRoutes([{ path: '/console/inquiries', element: <QuotationBuilder inquiry={inquiry} /> }], '/console/inquiries?id=7', { lang: 'en', namespaces: ['console', 'account'] });
    fireEvent.change(screen.getByTestId('builder-price'), { target: { value: '12.345' } });
    fireEvent.click(screen.getByTestId('builder-send'));

    expect(await screen.findByText('Check the quantities, unit prices and shipping.')).toBeTruthy();
    expect(screen.getByTestId('builder-price').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.init?.method === 'POST')).toBe(false);
  });

  it('marks a line too large to add up exactly, and sends nothing, instead of failing the page (issue 24)', async () => {
    const calls = answerApi(() => ({ data: [] }));
    await renderRoutes([{ path: '/console/inquiries', element: <QuotationBuilder inquiry={inquiry} /> }], '/console/inquiries?id=7', { lang: 'fi', namespaces: ['console', 'account'] });
    fireEvent.change(screen.getByTestId('builder-quantity'), { target: { value: '1000000' } });
    fireEvent.change(screen.getByTestId('builder-price'), { target: { value: '999999999999' } });
    expect((await screen.findByTestId('builder-too-large')).textContent).toBe('Summat ovat liian suuria laskettaviksi tarkasti: pienennä määrää tai yksikköhintaa.');
    expect(screen.getByTestId('builder-price').getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByTestId('builder-send'));
    expect(calls.some((c) => c.init?.method === 'POST')).toBe(false);
    // A quantity that fits clears it.
    fireEvent.change(screen.getByTestId('builder-quantity'), { target: { value: '2' } });
    await waitFor(() => expect(screen.queryByTestId('builder-too-large')).toBeNull());
  });

  it('prefills the buyer’s tier price for the quantity and follows it until sales type a price; shows variant and stock, warns above stock (issue 27)', async () => {
    const tiered = sku(9, 'SFP-10G-LR', 4550, { stock: 40, variant: '10G / 10 km / LC duplex', tiers: [{ minQty: 10, price: eur(4300) }, { minQty: 100, price: eur(4100) }] });
    answerApi((path) => (path.includes('skuIds=') ? byIds(path, [tiered]) : { data: [] }));
    await renderRoutes([{ path: '/console/inquiries', element: <QuotationBuilder inquiry={inquiry} /> }], '/console/inquiries?id=7', { lang: 'en', namespaces: ['console', 'account'] });
    // 120 units reach the 100+ tier: 41.00, never the single-unit 45.50.
    await waitFor(() => expect((screen.getByTestId('builder-price') as HTMLInputElement).value).toBe('41.00'));
    expect(screen.getByTestId('builder-variant').textContent).toBe('10G / 10 km / LC duplex');
    expect(screen.getByTestId('builder-stock').textContent).toBe('40');
    expect(screen.getByTestId('builder-over-stock').textContent).toBe('More than in stock (40)');
    fireEvent.change(screen.getByTestId('builder-quantity'), { target: { value: '20' } });
    expect((screen.getByTestId('builder-price') as HTMLInputElement).value).toBe('43.00');
    expect(screen.queryByTestId('builder-over-stock')).toBeNull();
    // A typed price is sales' own: a new quantity leaves it.
    fireEvent.change(screen.getByTestId('builder-price'), { target: { value: '42' } });
    fireEvent.change(screen.getByTestId('builder-quantity'), { target: { value: '150' } });
    expect((screen.getByTestId('builder-price') as HTMLInputElement).value).toBe('42');
    expect(screen.getByTestId('builder-over-stock')).toBeTruthy();
  });

  it('starts the next version from the last one: its lines at their negotiated prices and its note (issue 27)', async () => {
    answerApi((path) => (path.includes('skuIds=') ? byIds(path, [sku(9, 'SFP-10G-LR', 4550, { tiers: [{ minQty: 100, price: eur(4100) }] })]) : { data: [] }));
    const v1 = {
      id: 31, version: 1, state: 'active' as const, currency: 'EUR', minorUnits: 2,
      lines: [{ lineNo: 1, skuId: 9, spuId: 3, productNo: 'SFP-10G-LR', name: 'SFP+ 10G LR', variant: '', quantity: 120, unitPrice: eur(3990), lineTotal: eur(478800) }],
      subtotal: 478800, shippingFee: 2500, taxRateBp: 2550, tax: 122731, total: 604031, validUntil: '2030-02-01T15:59:59.999Z',
      note: 'Toimitusaika 3 viikkoa, maksu 30 päivää.', createdAt: '2030-01-02T08:00:00.000Z', orderNo: null, pdfUrl: '/api/x.pdf',
    };
    await renderRoutes([{ path: '/console/inquiries', element: <QuotationBuilder inquiry={{ ...inquiry, quotations: [v1] }} /> }], '/console/inquiries?id=7', { lang: 'en', namespaces: ['console', 'account'] });
    expect((screen.getByTestId('builder-note') as HTMLTextAreaElement).value).toBe('Toimitusaika 3 viikkoa, maksu 30 päivää.');
    await screen.findByTestId('builder-stock');
    // The negotiated 39.90 stays: it is not replaced by the tier price.
    expect((screen.getByTestId('builder-price') as HTMLInputElement).value).toBe('39.90');
  });
  it('starts the first version from the two SKUs the buyer asked for, at the requested quantities and their tier prices', async () => {
    const two = { ...inquiry, requestedLines: [...inquiry.requestedLines, { skuId: 12, spuId: 4, productNo: 'S5800-48T4S', name: 'Switch', quantity: 8 }] };
    answerApi((path) =>
      path.includes('skuIds=')
        ? byIds(path, [sku(9, 'SFP-10G-LR', 4550, { tiers: [{ minQty: 100, price: eur(4100) }] }), sku(12, 'S5800-48T4S', 129900, { tiers: [{ minQty: 5, price: eur(119900) }, { minQty: 20, price: eur(109900) }] })])
        : { data: [] },
    );
    await renderRoutes([{ path: '/console/inquiries', element: <QuotationBuilder inquiry={two} /> }], '/console/inquiries?id=7', { lang: 'en', namespaces: ['console', 'account'] });
    expect(screen.getAllByTestId('builder-line')).toHaveLength(2);
    expect(screen.getAllByTestId('builder-quantity').map((i) => (i as HTMLInputElement).value)).toEqual(['120', '8']);
    await waitFor(() => expect(screen.getAllByTestId('builder-price').map((i) => (i as HTMLInputElement).value)).toEqual(['41.00', '1199.00']));
    expect(screen.queryByTestId('builder-empty')).toBeNull();
  });

  it('starts a product page’s inquiry from the SKU it was opened from, at its tier price; sales can remove it', async () => {
    const fromProduct: StaffInquiry = { ...inquiry, source: 'product', requestedLines: [], spuId: 3, skuId: 9, productName: 'SFP+ 10G LR' };
    answerApi((path) => (path.includes('skuIds=') ? byIds(path, [sku(9, 'SFP-10G-LR', 4550, { tiers: [{ minQty: 1, price: eur(4450) }] })]) : { data: [] }));
    await renderRoutes([{ path: '/console/inquiries', element: <QuotationBuilder inquiry={fromProduct} /> }], '/console/inquiries?id=7', { lang: 'en', namespaces: ['console', 'account'] });
    expect(screen.getAllByTestId('builder-line')).toHaveLength(1);
    expect((screen.getByTestId('builder-quantity') as HTMLInputElement).value).toBe('1');
    await waitFor(() => expect((screen.getByTestId('builder-price') as HTMLInputElement).value).toBe('44.50'));
    fireEvent.click(screen.getByLabelText('Remove SFP-10G-LR'));
    expect(screen.getByTestId('builder-empty')).toBeTruthy();
  });

  it('marks a product named without its variant, sends nothing until sales pick one, then prices the chosen SKU for the quantity', async () => {
    const productOnly: StaffInquiry = { ...inquiry, source: 'product', productNo: 'S5800-48T4S', requestedLines: [], spuId: 4, skuId: null, productName: 'Switch' };
    const calls = answerApi((path, init) => {
      if (init?.method === 'POST') return { msg: 'Quotation sent to the buyer', data: { version: 1 } };
      const all = [
        sku(12, 'S5800-48T4S', 129900, { spuId: 4, variant: 'AC', tiers: [{ minQty: 5, price: eur(119900) }] }),
        sku(13, 'S5800-48T4S', 139900, { spuId: 4, variant: 'DC', stock: 3, tiers: [{ minQty: 5, price: eur(129900) }] }),
        sku(14, 'S5800-48T4S-X', 99900, { spuId: 5 }),
      ];
      if (path.includes('skuIds=')) return byIds(path, all);
      if (path.includes('q=S5800')) return { data: all };
      return { data: [] };
    });
    await renderRoutes([{ path: '/console/inquiries', element: <QuotationBuilder inquiry={productOnly} /> }], '/console/inquiries?id=7', { lang: 'en', namespaces: ['console', 'account'] });
    expect(screen.getByTestId('builder-needs-variant').textContent).toBe('Needs a variant: the buyer named only the product');
    fireEvent.change(screen.getByTestId('builder-pending-quantity'), { target: { value: '6' } });
    fireEvent.click(screen.getByTestId('builder-send'));
    expect(await screen.findByText('Choose the variant of the product the buyer asked for, or remove that line.')).toBeTruthy();
    expect(calls.some((c) => c.init?.method === 'POST')).toBe(false);
    // Only the product's own SKUs are offered.
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    fireEvent.change(screen.getByTestId('builder-variant-pick'), { target: { value: '13' } });
    expect(screen.queryByTestId('builder-pending-line')).toBeNull();
    expect((screen.getByTestId('builder-quantity') as HTMLInputElement).value).toBe('6');
    expect((screen.getByTestId('builder-price') as HTMLInputElement).value).toBe('1299.00');
    expect(await screen.findByTestId('builder-over-stock')).toBeTruthy();
    fireEvent.click(screen.getByTestId('builder-send'));
    await waitFor(() => expect(calls.some((c) => c.init?.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.init?.method === 'POST')!;
    expect(JSON.parse(String(post.init!.body)).lines).toEqual([{ skuId: 13, quantity: 6, unitPrice: 129900 }]);
  });
});

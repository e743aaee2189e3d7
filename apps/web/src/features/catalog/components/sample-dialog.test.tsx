import type { Address, MySamples, ProductDetail, SkuView, UserInfo } from '@netshop/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlerts } from '../../../lib/alerts';
import { useSession, useSite } from '../../../lib/site-store';
import { answerApi, renderRoutes, type ApiAnswer } from '../../../test/render-page';
import { SampleDialog } from './sample-dialog';

// The free-sample application (issue 14): only the product's eligible SKUs, each quantity within
// its limit and stock, at most three SKUs, the project, company and an address from the book; a
// buyer with an application under review or a full 90 days is told so instead of the form.

const money = (amount: number) => ({ amount, currency: 'USD', minorUnits: 2 });
const sku = (skuId: number, reach: string, sampleLimit: number, stock = 100): SkuView => ({
  skuId,
  productNo: `SFP-10G-LR-${reach}`,
  attrs: { reach },
  price: money(2900),
  tiers: [],
  stock,
  weightG: 20,
  sampleLimit,
});
const product = {
  spuId: 7,
  name: 'SFP+ 10G LR',
  options: [{ key: 'reach', name: 'Reach', values: ['10km', '20km', '40km', '80km', '100km'].map((k) => ({ key: k, label: k.replace('km', ' km') })) }],
  skus: [sku(1, '10km', 2), sku(2, '20km', 3, 1), sku(3, '40km', 2, 0), sku(4, '80km', 0), sku(5, '100km', 2)],
} as unknown as ProductDetail;
const home: Address = { addressId: 31, type: 'shipping', firstName: 'Ana', lastName: 'Lee', countryId: 1, country: 'Finland', regionId: 2, region: 'Uusimaa', city: 'Espoo', zip: '02150', phone: '+358 40 1', line1: 'Otakaari 1', line2: '', isDefault: false, companyId: null, addedBy: null, mayChange: true };
const office: Address = { ...home, addressId: 32, firstName: 'Ben', line1: 'Keilaranta 5', isDefault: true };
const billing: Address = { ...home, addressId: 33, type: 'billing', line1: 'Invoice street 9' };
const free: MySamples = { items: [], pending: 0, inWindow: 0, nextAllowedAt: null };

async function open(opts: { mine?: MySamples; addresses?: Address[]; apply?: (body: unknown) => ApiAnswer; initialSkuId?: number } = {}) {
  const onClose = vi.fn();
  const calls = answerApi((path, init) => {
    if (init?.method === 'POST') return opts.apply?.(JSON.parse(String(init.body))) ?? { data: { id: 5 }, msg: 'Application received: we will review it within 2 business days' };
    if (path.startsWith('/api/ew/buyer/user/addresses')) return { data: opts.addresses ?? [home, office, billing] };
    if (path.startsWith('/api/ew/buyer/samples')) return { data: opts.mine ?? free };
    return { status: 404 };
  });
  await renderRoutes(
    [
      { path: '/product/productDetail', element: <SampleDialog product={product} initialSkuId={opts.initialSkuId} onClose={onClose} /> },
      { path: '/accountCenter/*', element: <p>account</p> },
    ],
    '/product/productDetail?spuId=7',
    { namespaces: ['account'] },
  );
  return { calls, onClose };
}
const posts = (calls: ReturnType<typeof answerApi>) => calls.filter((c) => c.init?.method === 'POST');
const box = (skuId: number) => within(screen.getByTestId(`sample-sku-${skuId}`)).getByRole('checkbox') as HTMLInputElement;
const alerts = () => useAlerts.getState().items.map(({ kind, message }) => ({ kind, message }));

// jsdom has no CSS.escape, which the form uses to find the first field with an error.
(globalThis as { CSS?: Partial<typeof CSS> }).CSS ??= { escape: (s: string) => s.replace(/["\\]/g, '\\$&') };

beforeEach(() => {
  useSession.getState().set({ token: 'buyer-token' });
  useSite.getState().set({ loginUser: { userName: 'ana', companyName: 'Acme Oy' } as Partial<UserInfo> as UserInfo });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAlerts.setState({ items: [] });
  useSession.getState().set({ token: undefined });
  useSite.getState().set({ loginUser: null });
});

describe('sample dialog', () => {
  it('offers the eligible SKUs only, each within its limit and stock, and three at most', async () => {
    await open({ initialSkuId: 1 });
    await screen.findByTestId('sample-form');
    expect(screen.getByRole('dialog', { name: 'Apply for free samples' })).toBeTruthy();
    // 80 km is not offered as a sample.
    expect(screen.queryByTestId('sample-sku-4')).toBeNull();
    expect(screen.getByTestId('sample-sku-1').textContent).toContain('10 km');
    expect(screen.getByTestId('sample-sku-1').textContent).toContain('SFP-10G-LR-10km');
    // The SKU chosen on the page is preselected with one unit; its limit is 2.
    expect(box(1).checked).toBe(true);
    const qty = screen.getByTestId('sample-qty-1') as HTMLSelectElement;
    expect([...qty.options].map((o) => o.value)).toEqual(['1', '2']);
    // Out of stock: not choosable. One left: at most one, whatever the limit.
    expect(box(3).disabled).toBe(true);
    expect(screen.getByTestId('sample-sku-3').textContent).toContain('Out of stock');
    fireEvent.click(box(2));
    expect([...(screen.getByTestId('sample-qty-2') as HTMLSelectElement).options].map((o) => o.value)).toEqual(['1']);
    // Three chosen: the rest wait until one is unticked.
    expect(box(5).disabled).toBe(false);
    fireEvent.click(box(5));
    expect(screen.getByText('Choose up to 3 SKUs (3 chosen)')).toBeTruthy();
    fireEvent.click(box(2));
    expect(box(2).checked).toBe(false);
    expect(screen.getByText('Choose up to 3 SKUs (2 chosen)')).toBeTruthy();
    // Shipping addresses only, the default first and chosen; the company from the profile.
    const addresses = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(addresses.map((r) => r.closest('label')!.textContent)).toEqual([expect.stringContaining('Keilaranta 5'), expect.stringContaining('Otakaari 1')]);
    expect(addresses[0]!.checked).toBe(true);
    expect((screen.getByLabelText('Company') as HTMLInputElement).value).toBe('Acme Oy');
  });

  it('asks for a SKU and the project before sending, then sends the application and shows the server’s message', async () => {
    const { calls, onClose } = await open();
    await screen.findByTestId('sample-form');
    fireEvent.click(screen.getByTestId('sample-submit'));
    expect(await screen.findByText('Choose at least one SKU')).toBeTruthy();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('This field is required');
    expect(posts(calls)).toEqual([]);

    fireEvent.click(box(1));
    fireEvent.change(screen.getByTestId('sample-qty-1'), { target: { value: '2' } });
    fireEvent.click(box(5));
    fireEvent.change(screen.getByLabelText('Project'), { target: { value: '  Core upgrade: 10G LR in Catalyst 9300  ' } });
    fireEvent.click(screen.getAllByRole('radio')[1]!);
    fireEvent.click(screen.getByTestId('sample-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [post] = posts(calls);
    expect(post!.path).toBe('/api/ew/buyer/samples');
    expect(JSON.parse(String(post!.init?.body))).toEqual({
      lines: [
        { skuId: 1, quantity: 2 },
        { skuId: 5, quantity: 1 },
      ],
      project: 'Core upgrade: 10G LR in Catalyst 9300',
      company: 'Acme Oy',
      addressId: 31,
    });
    expect(alerts()).toEqual([{ kind: 'success', message: 'Application received: we will review it within 2 business days' }]);
  });

  it('keeps the dialog open with the server’s refusal shown once', async () => {
    const { calls, onClose } = await open({ initialSkuId: 1, apply: () => ({ status: 409, msg: 'You already have a sample application under review; please wait for our answer before applying again' }) });
    await screen.findByTestId('sample-form');
    fireEvent.change(screen.getByLabelText('Project'), { target: { value: 'Lab test' } });
    fireEvent.click(screen.getByTestId('sample-submit'));
    await waitFor(() => expect(alerts().map((a) => a.kind)).toEqual(['error']));
    expect(posts(calls)).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('tells a buyer with an application under review, or a full 90 days, instead of showing the form', async () => {
    await open({ mine: { ...free, pending: 1, inWindow: 1 } });
    expect((await screen.findByTestId('sample-blocked')).textContent).toContain('You already have a sample application under review');
    expect(screen.queryByTestId('sample-form')).toBeNull();
    expect(screen.queryByTestId('sample-submit')).toBeNull();
    expect(screen.getByRole('link', { name: 'See my sample applications' }).getAttribute('href')).toBe('/accountCenter/samples');
    cleanup();
    await open({ mine: { ...free, inWindow: 3, nextAllowedAt: '2030-03-15T10:00:00.000Z' } });
    expect((await screen.findByTestId('sample-blocked')).textContent).toBe(
      'You have used your 3 applications for this 90-day period. You can apply again from Mar 15, 2030.See my sample applications',
    );
  });

  it('sends a buyer without a shipping address to the address book', async () => {
    await open({ addresses: [billing] });
    const none = await screen.findByTestId('sample-no-address');
    expect(within(none).getByRole('link', { name: 'Add an address' }).getAttribute('href')).toBe('/accountCenter/address');
    expect(screen.queryAllByRole('radio')).toEqual([]);
  });
});

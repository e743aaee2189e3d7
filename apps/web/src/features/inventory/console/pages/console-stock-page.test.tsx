import type { LedgerPage, StaffMe, StockList, StockSkuRow } from '@netshop/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi, renderRoutes, type ApiAnswer } from '../../../../test/render-page';
import { setUpStaffTestSession } from '../../../../test/staff-session';
import { Component as StockPage } from './console-stock-page';

// /console/stock in French: SKUs × warehouses with available, on hand and reserved and the
// deliveries on their way; a count sent with its reason and the on hand it replaces (a 409 shows
// the server's sentence inside the dialog); a move checked before it is sent; a delivery received;
// the ledger with its reasons, staff and order; no actions for a role that only reads, and no page
// for one that cannot read.

const me = (roles: StaffMe['roles']): StaffMe => ({ staffId: 2, email: 'sam@example.com', name: 'Sam', roles, permissions: [] });
const WAREHOUSES = [
  { id: 1, code: 'SZX', name: 'Shenzhen', active: true },
  { id: 2, code: 'DEL', name: 'Delaware', active: true },
  { id: 3, code: 'MUC', name: 'Munich', active: true },
  { id: 4, code: 'TYO', name: 'Tokyo', active: true },
];
const level = (warehouseId: number, onHand: number, reserved = 0) => ({ warehouseId, onHand, reserved, available: onHand - reserved });
const SFP: StockSkuRow = {
  skuId: 11,
  productId: 5,
  productNo: 'SFP-10G-SR-85',
  model: 'SFP-10G-SR',
  name: 'Module SFP+ 10G SR',
  available: 14,
  levels: [level(1, 10), level(2, 0), level(3, 6, 2), level(4, 0)],
  incoming: [{ id: 70, warehouseId: 2, quantity: 25, expectedOn: '2026-12-08', note: 'PO-4711' }],
};
const LIST: StockList = { warehouses: WAREHOUSES, items: [SFP], total: 1, page: 1, pageSize: 20 };
const LEDGER: LedgerPage = {
  sku: { skuId: 11, productNo: SFP.productNo, name: SFP.name },
  items: [
    { id: 9, at: '2026-11-27T10:00:00Z', warehouseId: 3, warehouseCode: 'MUC', onHandDelta: 0, reservedDelta: 2, reason: 'reserve', orderNo: 'NS2611270001', staffName: null, note: '' },
    { id: 8, at: '2026-11-26T09:00:00Z', warehouseId: 1, warehouseCode: 'SZX', onHandDelta: 4, reservedDelta: 0, reason: 'set', orderNo: null, staffName: 'Sam', note: 'Inventaire de novembre' },
  ],
  total: 2,
  page: 1,
  pageSize: 20,
};

const open = (url = '/console/stock') => renderRoutes([{ path: '/console/stock', element: <StockPage /> }], url, { lang: 'fr', namespaces: ['console', 'account', 'console-stock'] });
const api = (roles: StaffMe['roles'] = ['sales'], write: (path: string, init: RequestInit | undefined) => ApiAnswer = () => ({ data: SFP, msg: 'Stock enregistré' })) =>
  answerApi((path, init) => {
    if (path.endsWith('/staff/me')) return { data: me(roles) };
    if (init?.method && init.method !== 'GET') return write(path, init);
    if (path.includes('/ledger')) return { data: LEDGER };
    if (path.includes('/staff/inventory/stock')) return { data: LIST };
    return { data: null };
  });
const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;

setUpStaffTestSession();

describe('console stock page', () => {
  it('shows each SKU per warehouse with available, on hand, reserved and incoming, and sends the filters', async () => {
    const calls = api();
    const { router } = await open();
    const row = await screen.findByTestId('stock-row-11');
    expect(within(row).getByText('SFP-10G-SR-85')).toBeTruthy();
    const muc = within(row).getByTestId('stock-cell-11-MUC');
    expect(muc.textContent).toContain('4');
    expect(muc.textContent).toContain('en stock 6');
    expect(muc.textContent).toContain('réservé 2');
    expect(within(row).getByTestId('stock-incoming-70').textContent).toMatch(/^\+25 le 8 déc/);
    expect(screen.getByTestId('stock-count').textContent).toBe('1 SKU');
    fireEvent.change(screen.getByTestId('stock-filter'), { target: { value: 'short' } });
    await waitFor(() => expect(router.state.location.search).toContain('filter=short'));
    fireEvent.change(screen.getByTestId('stock-warehouse'), { target: { value: '3' } });
    await waitFor(() => expect(calls.some((c) => c.path.includes('filter=short') && c.path.includes('warehouseId=3'))).toBe(true));
  });

  it('sets a count with its reason and the on hand it replaces; a refusal shows the server’s sentence in the dialog', async () => {
    let answer: ApiAnswer = { status: 409, msg: 'Le stock physique ne peut pas descendre sous les 2 unités réservées par des commandes en cours dans cet entrepôt' };
    const calls = api(['sales'], () => answer);
    await open();
    fireEvent.click(await screen.findByTestId('stock-set-11'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByTestId('stock-set-warehouse'), { target: { value: '3' } });
    expect((within(dialog).getByTestId('stock-set-on-hand') as HTMLInputElement).value).toBe('6');
    expect(dialog.textContent).toContain('des commandes en cours réservent 2 unités ici');
    fireEvent.change(within(dialog).getByTestId('stock-set-on-hand'), { target: { value: '1' } });
    // No reason: the form says so and sends nothing.
    fireEvent.click(screen.getByTestId('stock-set-submit'));
    await waitFor(() => expect(within(dialog).getByTestId('stock-set-reason').getAttribute('aria-invalid')).toBe('true'));
    expect(calls.some((c) => c.init?.method === 'PUT')).toBe(false);
    fireEvent.change(within(dialog).getByTestId('stock-set-reason'), { target: { value: 'Casse' } });
    fireEvent.click(screen.getByTestId('stock-set-submit'));
    expect((await within(dialog).findByTestId('stock-problem')).textContent).toContain('réservées par des commandes en cours');
    const put = calls.find((c) => c.init?.method === 'PUT')!;
    expect(put.path).toContain('/staff/inventory/skus/11/stock/3');
    expect(body(put.init)).toEqual({ onHand: 1, reason: 'Casse', onHandWas: 6 });
    answer = { data: SFP, msg: 'Stock enregistré' };
    fireEvent.change(within(dialog).getByTestId('stock-set-on-hand'), { target: { value: '8' } });
    fireEvent.click(screen.getByTestId('stock-set-submit'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('checks a move before sending it: a whole number of units, two different warehouses', async () => {
    const calls = api(['sales'], () => ({ data: SFP, msg: 'Stock transféré' }));
    await open();
    fireEvent.click(await screen.findByTestId('stock-move-11'));
    const dialog = await screen.findByRole('dialog');
    // The source with the most available comes first.
    expect((within(dialog).getByTestId('stock-move-from') as HTMLSelectElement).value).toBe('1');
    expect(dialog.textContent).toContain('Au plus 10');
    fireEvent.change(within(dialog).getByTestId('stock-move-quantity'), { target: { value: '0' } });
    fireEvent.click(screen.getByTestId('stock-move-submit'));
    await waitFor(() => expect(within(dialog).getByTestId('stock-move-quantity').getAttribute('aria-invalid')).toBe('true'));
    fireEvent.change(within(dialog).getByTestId('stock-move-quantity'), { target: { value: '4' } });
    fireEvent.change(within(dialog).getByTestId('stock-move-to'), { target: { value: '1' } });
    fireEvent.click(screen.getByTestId('stock-move-submit'));
    expect(await within(dialog).findByText('Choisissez un autre entrepôt que celui de départ')).toBeTruthy();
    expect(calls.some((c) => c.init?.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByTestId('stock-move-to'), { target: { value: '3' } });
    fireEvent.change(within(dialog).getByTestId('stock-move-note'), { target: { value: 'Demande UE' } });
    fireEvent.click(screen.getByTestId('stock-move-submit'));
    await waitFor(() => expect(calls.some((c) => c.init?.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.init?.method === 'POST')!;
    expect(post.path).toContain('/staff/inventory/skus/11/transfers');
    expect(body(post.init)).toEqual({ fromWarehouseId: 1, toWarehouseId: 3, quantity: 4, note: 'Demande UE' });
  });

  it('records a delivery: quantity and date required, then sent as numbers and a day', async () => {
    const calls = api(['sales'], () => ({ data: SFP, msg: 'Arrivage enregistré' }));
    await open();
    fireEvent.click(await screen.findByTestId('stock-add-incoming-11'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(screen.getByTestId('stock-incoming-submit'));
    await waitFor(() => expect(dialog.textContent).toMatch(/obligatoire.*obligatoire/));
    expect(within(dialog).getByTestId('stock-incoming-date').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(within(dialog).getByTestId('stock-incoming-warehouse'), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByTestId('stock-incoming-quantity'), { target: { value: '25' } });
    fireEvent.change(within(dialog).getByTestId('stock-incoming-date'), { target: { value: '2026-12-08' } });
    fireEvent.change(within(dialog).getByTestId('stock-incoming-note'), { target: { value: 'PO-4711' } });
    fireEvent.click(screen.getByTestId('stock-incoming-submit'));
    await waitFor(() => expect(calls.some((c) => c.init?.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.init?.method === 'POST')!;
    expect(post.path).toContain('/staff/inventory/skus/11/incoming');
    expect(body(post.init)).toEqual({ warehouseId: 2, quantity: 25, expectedOn: '2026-12-08', note: 'PO-4711' });
  });

  it('receives a delivery on its way', async () => {
    const calls = api(['sales'], () => ({ data: { ...SFP, incoming: [] }, msg: 'Réceptionné' }));
    await open();
    fireEvent.click(await screen.findByTestId('stock-incoming-70'));
    const delivery = await screen.findByTestId('stock-delivery-70');
    expect(delivery.textContent).toContain('25 unités');
    expect(delivery.textContent).toContain('PO-4711');
    fireEvent.click(within(delivery).getByTestId('stock-receive-70'));
    await waitFor(() => expect(calls.some((c) => c.init?.method === 'POST' && c.path.includes('/skus/11/incoming/70/receive'))).toBe(true));
    await waitFor(() => expect(screen.queryByTestId('stock-delivery-70')).toBeNull());
  });

  it('shows the ledger: reasons in French, who, why, and the order of a reservation', async () => {
    api();
    await open();
    fireEvent.click(await screen.findByTestId('stock-ledger-open-11'));
    const entries = await screen.findByTestId('stock-ledger-entries');
    const reserve = within(entries).getByTestId('stock-ledger-9');
    expect(reserve.textContent).toContain('Réservation');
    expect(within(reserve).getByRole('link').getAttribute('href')).toBe('/console/orders/NS2611270001');
    const set = within(entries).getByTestId('stock-ledger-8');
    expect(set.textContent).toContain('Inventaire');
    expect(set.textContent).toContain('+4');
    expect(set.textContent).toContain('Sam');
    expect(set.textContent).toContain('Inventaire de novembre');
  });

  it('shows no actions to a role that only reads, and no stock to one that cannot', async () => {
    api(['finance']);
    await open();
    const row = await screen.findByTestId('stock-row-11');
    expect(within(row).queryByTestId('stock-set-11')).toBeNull();
    expect(within(row).getByTestId('stock-incoming-70').tagName).toBe('SPAN');
    expect(within(row).getByTestId('stock-ledger-open-11')).toBeTruthy();
    api(['agent']);
    await open();
    expect(await screen.findByTestId('stock-no-access')).toBeTruthy();
  });
});

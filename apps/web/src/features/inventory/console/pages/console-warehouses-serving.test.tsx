import type { RouteList, StaffMe, TransitList, WarehouseSettings } from '@netshop/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAlerts } from '../../../../lib/alerts';
import { answerApi, renderRoutes, type ApiAnswer } from '../../../../test/render-page';
import { setUpStaffTestSession } from '../../../../test/staff-session';
import { moveBy } from '../components/serving-order';
import { Component as WarehousesPage } from './console-warehouses-page';

// /console/stock/warehouses in French, the serving order (issue 28): a destination country chosen
// from the holidays panel's list, its warehouses nearest first (an inactive one marked), moved with
// labelled up and down buttons (the focus follows the warehouse moved), saved over the version
// loaded with the server's sentence as a success alert; a refusal is shown in the panel (a 409 with
// a way to load the current order); read-only without stock.write.

const me = (roles: StaffMe['roles']): StaffMe => ({ staffId: 2, email: 'sam@example.com', name: 'Sam', roles, permissions: [] });
const wh = (id: number, code: string, name: string, countryId: number, countryName: string): WarehouseSettings => ({
  id,
  code,
  name,
  countryId,
  countryCode: code.slice(0, 2),
  countryName,
  timeZone: 'UTC',
  cutoffMinute: 15 * 60,
  workingDays: 31,
  active: true,
  version: 1,
});
const WAREHOUSES = [wh(1, 'SZX', 'Shenzhen, Chine', 1, 'Chine'), wh(3, 'MUC', 'Munich, Allemagne', 8, 'Allemagne'), wh(4, 'TYO', 'Tokyo, Japon', 7, 'Japon')];
const TRANSIT: TransitList = {
  items: [],
  methods: [],
  countries: [
    { id: 7, code: 'JP', name: 'Japon' },
    { id: 6, code: 'FI', name: 'Finlande' },
  ],
};
const route = (countryId: number, codes: string[], version = 11): RouteList => ({
  countryId,
  version,
  items: codes.map((code, i) => {
    const w = WAREHOUSES.find((x) => x.code === code)!;
    return { id: w.id, code, name: w.name, active: code !== 'SZX', rank: i + 1 };
  }),
});

const open = () => renderRoutes([{ path: '/console/stock/warehouses', element: <WarehousesPage /> }], '/console/stock/warehouses', { lang: 'fr', namespaces: ['console', 'console-stock'] });
const api = (roles: StaffMe['roles'] = ['sales'], write: (path: string, init: RequestInit | undefined) => ApiAnswer = () => ({ data: null })) =>
  answerApi((path, init) => {
    if (path.endsWith('/staff/me')) return { data: me(roles) };
    if (init?.method && init.method !== 'GET') return write(path, init);
    if (path.includes('/staff/inventory/warehouses')) return { data: { items: WAREHOUSES } };
    if (path.includes('/staff/inventory/holidays')) return { data: { countryId: 1, items: [] } };
    if (path.includes('/staff/inventory/transit')) return { data: TRANSIT };
    if (path.includes('/staff/inventory/routes')) {
      const countryId = Number(new URL(path, 'http://x').searchParams.get('countryId'));
      return { data: countryId === 6 ? route(6, ['MUC', 'SZX', 'TYO']) : route(countryId, ['SZX', 'TYO', 'MUC']) };
    }
    return { data: null };
  });
const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;
const alerts = () => useAlerts.getState().items.map(({ kind, message }) => ({ kind, message }));
const order = (panel: HTMLElement) => [...within(panel).getByTestId('serving-list').querySelectorAll('li')].map((li) => li.getAttribute('data-testid'));

setUpStaffTestSession();

describe('moveBy', () => {
  it('swaps with the neighbour, and leaves the ends alone', () => {
    expect(moveBy(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveBy(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveBy(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveBy(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('serving order', () => {
  it('puts Tokyo first for Finland and saves every warehouse over the version read', async () => {
    const calls = api(['sales'], () => ({ data: route(6, ['TYO', 'MUC', 'SZX'], 12), msg: 'Ordre de desserte enregistré' }));
    await open();
    const panel = await screen.findByTestId('serving');
    expect(within(panel).getByRole('heading', { name: 'Ordre de desserte' })).toBeTruthy();
    // The holidays panel's chooser: the warehouses' countries, then the destinations.
    const select = within(panel).getByTestId('serving-country') as HTMLSelectElement;
    await waitFor(() => expect(select.querySelectorAll('optgroup')).toHaveLength(2));
    expect([...select.querySelectorAll('optgroup')[1]!.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Finlande']);
    fireEvent.change(select, { target: { value: '6' } });
    await waitFor(() => expect(order(panel)).toEqual(['serving-MUC', 'serving-SZX', 'serving-TYO']));
    expect(calls.some((c) => c.path.includes('/staff/inventory/routes') && c.path.includes('countryId=6'))).toBe(true);
    // An inactive warehouse keeps its place, marked.
    expect(within(panel).getByTestId('serving-SZX').textContent).toContain('Inactif');
    // Nothing to save yet; the first can't go up, the last can't go down.
    expect((within(panel).getByTestId('serving-save') as HTMLButtonElement).disabled).toBe(true);
    expect((within(panel).getByTestId('serving-MUC-up') as HTMLButtonElement).disabled).toBe(true);
    expect((within(panel).getByTestId('serving-TYO-down') as HTMLButtonElement).disabled).toBe(true);

    const up = within(panel).getByRole('button', { name: 'Monter Tokyo, Japon' });
    fireEvent.click(up);
    expect(order(panel)).toEqual(['serving-MUC', 'serving-TYO', 'serving-SZX']);
    // The focus follows Tokyo, and the move is announced.
    expect(document.activeElement).toBe(within(panel).getByTestId('serving-TYO-up'));
    expect(within(panel).getByRole('status').textContent).toBe('Tokyo, Japon est désormais en position 2 sur 3');
    fireEvent.click(document.activeElement!);
    expect(order(panel)).toEqual(['serving-TYO', 'serving-MUC', 'serving-SZX']);
    // At the top its up button is disabled: the focus moves to its down button.
    expect(document.activeElement).toBe(within(panel).getByTestId('serving-TYO-down'));

    fireEvent.click(within(panel).getByTestId('serving-save'));
    await waitFor(() => expect(calls.some((c) => c.init?.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.init?.method === 'PUT')!;
    expect(put.path).toContain('/staff/inventory/routes/6');
    expect(body(put.init)).toEqual({ warehouseIds: [4, 3, 1], version: 11 });
    await waitFor(() => expect(alerts()).toContainEqual({ kind: 'success', message: 'Ordre de desserte enregistré' }));
  });

  it('undoes unsaved moves', async () => {
    api();
    await open();
    const panel = await screen.findByTestId('serving');
    await waitFor(() => expect(order(panel)).toEqual(['serving-SZX', 'serving-TYO', 'serving-MUC']));
    fireEvent.click(within(panel).getByTestId('serving-MUC-up'));
    expect(order(panel)).toEqual(['serving-SZX', 'serving-MUC', 'serving-TYO']);
    fireEvent.click(within(panel).getByTestId('serving-undo'));
    expect(order(panel)).toEqual(['serving-SZX', 'serving-TYO', 'serving-MUC']);
    expect((within(panel).getByTestId('serving-save') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the server’s refusal in the panel; a 409 offers to load the current order', async () => {
    let answer: ApiAnswer = { status: 422, msg: 'L’ordre doit citer chacun des 3 entrepôts (y compris les inactifs) une seule fois' };
    const calls = api(['sales'], () => answer);
    await open();
    const panel = await screen.findByTestId('serving');
    await waitFor(() => expect(order(panel)).toHaveLength(3));
    fireEvent.click(within(panel).getByTestId('serving-TYO-up'));
    fireEvent.click(within(panel).getByTestId('serving-save'));
    expect(await within(panel).findByText(/chacun des 3 entrepôts/)).toBeTruthy();
    expect(within(panel).queryByTestId('serving-reload')).toBeNull();
    answer = { status: 409, msg: 'Quelqu’un d’autre a modifié l’ordre de desserte de ce pays' };
    // Another order (the same body again at once is a repeated submit, which the client refuses itself).
    fireEvent.click(within(panel).getByTestId('serving-MUC-up'));
    fireEvent.click(within(panel).getByTestId('serving-save'));
    expect(await within(panel).findByText(/Quelqu’un d’autre/)).toBeTruthy();
    const reads = () => calls.filter((c) => c.path.includes('/staff/inventory/routes') && (c.init?.method ?? 'GET') === 'GET').length;
    const before = reads();
    fireEvent.click(within(panel).getByTestId('serving-reload'));
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
  });

  it('is read-only for a role that cannot write', async () => {
    api(['finance']);
    await open();
    const panel = await screen.findByTestId('serving');
    await waitFor(() => expect(order(panel)).toHaveLength(3));
    expect(within(panel).queryByTestId('serving-TYO-up')).toBeNull();
    expect(within(panel).queryByTestId('serving-save')).toBeNull();
  });
});

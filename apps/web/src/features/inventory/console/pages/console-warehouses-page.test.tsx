import type { StaffMe, TransitList, WarehouseSettings } from '@netshop/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi, renderRoutes, type ApiAnswer } from '../../../../test/render-page';
import { setUpStaffTestSession } from '../../../../test/staff-session';
import { Component as WarehousesPage } from './console-warehouses-page';

// /console/stock/warehouses in Japanese: a warehouse's cutoff and working days saved over its
// version (a 409 shows the server's sentence and a way to load what is there now), a holiday added
// and removed, a country's transit days changed and the default row without a remove button;
// read-only for a role that cannot write.

const me = (roles: StaffMe['roles']): StaffMe => ({ staffId: 2, email: 'sam@example.com', name: 'Sam', roles, permissions: [] });
const wh = (id: number, code: string, name: string, countryId: number, countryName: string, timeZone: string): WarehouseSettings => ({
  id,
  code,
  name,
  countryId,
  countryCode: code.slice(0, 2),
  countryName,
  timeZone,
  cutoffMinute: 15 * 60,
  workingDays: 31,
  active: true,
  version: 3,
});
const WAREHOUSES = [wh(1, 'SZX', '深圳', 1, '中国', 'Asia/Shanghai'), wh(3, 'MUC', 'ミュンヘン', 8, 'ドイツ', 'Europe/Berlin')];
const TRANSIT: TransitList = {
  items: [
    { id: 50, methodId: 2, methodName: '標準配送', warehouseId: 1, countryId: null, countryName: null, daysMin: 5, daysMax: 9 },
    { id: 51, methodId: 2, methodName: '標準配送', warehouseId: 1, countryId: 7, countryName: '日本', daysMin: 2, daysMax: 4 },
  ],
  methods: [{ id: 2, name: '標準配送' }],
  countries: [
    { id: 7, code: 'JP', name: '日本' },
    { id: 6, code: 'FI', name: 'フィンランド' },
  ],
};

const open = () => renderRoutes([{ path: '/console/stock/warehouses', element: <WarehousesPage /> }], '/console/stock/warehouses', { lang: 'ja', namespaces: ['console', 'console-stock'] });
const api = (roles: StaffMe['roles'] = ['sales'], write: (path: string, init: RequestInit | undefined) => ApiAnswer = () => ({ data: null, msg: '保存しました' })) =>
  answerApi((path, init) => {
    if (path.endsWith('/staff/me')) return { data: me(roles) };
    if (init?.method && init.method !== 'GET') return write(path, init);
    if (path.includes('/staff/inventory/warehouses')) return { data: { items: WAREHOUSES } };
    if (path.includes('/staff/inventory/holidays')) return { data: { countryId: 1, items: [{ day: '2026-10-01', name: '国庆节' }] } };
    if (path.includes('/staff/inventory/transit')) return { data: TRANSIT };
    return { data: null };
  });
const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;

setUpStaffTestSession();

describe('console warehouses page', () => {
  it('saves a cutoff and working days over the version; a stale save offers to load the current settings', async () => {
    const calls = api(['sales'], () => ({ status: 409, msg: '開いた後に他の人がこの倉庫を保存しました（現在バージョン 4）。' }));
    await open();
    const card = await screen.findByTestId('warehouse-MUC');
    expect(card.textContent).toContain('ミュンヘン (MUC)');
    expect(card.textContent).toContain('Europe/Berlin');
    fireEvent.change(within(card).getByTestId('warehouse-MUC-cutoff'), { target: { value: '16:30' } });
    // Saturday on (bit 5), Monday off (bit 0).
    fireEvent.click(within(card).getByTestId('warehouse-MUC-day-5'));
    fireEvent.click(within(card).getByTestId('warehouse-MUC-day-0'));
    fireEvent.click(within(card).getByTestId('warehouse-MUC-save'));
    await waitFor(() => expect(calls.some((c) => c.init?.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.init?.method === 'PUT')!;
    expect(put.path).toContain('/staff/inventory/warehouses/3');
    expect(body(put.init)).toEqual({ cutoffMinute: 990, workingDays: 62, active: true, version: 3 });
    expect(await within(card).findByText(/現在バージョン 4/)).toBeTruthy();
    expect(within(card).getByTestId('warehouse-MUC-reload')).toBeTruthy();
  });

  it('lists a country’s holidays, adds one and removes one', async () => {
    const calls = api(['sales'], (path, init) => (init?.method === 'POST' ? { data: { countryId: 1, items: [] }, msg: '休日を保存しました' } : { data: null, msg: '休日を削除しました' }));
    await open();
    const panel = await screen.findByTestId('holidays');
    expect((await within(panel).findByTestId('holiday-2026-10-01')).textContent).toContain('国庆节');
    fireEvent.change(within(panel).getByTestId('holiday-day'), { target: { value: '2026-10-02' } });
    fireEvent.change(within(panel).getByTestId('holiday-name'), { target: { value: '国庆节' } });
    fireEvent.click(within(panel).getByTestId('holiday-add'));
    await waitFor(() => expect(calls.some((c) => c.init?.method === 'POST')).toBe(true));
    expect(body(calls.find((c) => c.init?.method === 'POST')!.init)).toEqual({ countryId: 1, day: '2026-10-02', name: '国庆节' });
    fireEvent.click(within(panel).getByTestId('holiday-remove-2026-10-01'));
    await waitFor(() => expect(calls.some((c) => c.init?.method === 'DELETE' && c.path.includes('/staff/inventory/holidays/1/2026-10-01'))).toBe(true));
  });

  it('offers the destination countries after the warehouses’ ones and lists a destination’s holidays', async () => {
    const calls = api();
    await open();
    const panel = await screen.findByTestId('holidays');
    const select = within(panel).getByTestId('holidays-country') as HTMLSelectElement;
    // Warehouse countries first (中国, ドイツ), then every other country (日本, フィンランド).
    await waitFor(() => expect(select.querySelectorAll('optgroup')).toHaveLength(2));
    const groups = [...select.querySelectorAll('optgroup')];
    expect(groups.map((g) => g.label)).toEqual(['倉庫の所在国', 'お届け先の国']);
    expect([...groups[0]!.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['中国 (SZX)', 'ドイツ (MUC)']);
    expect([...groups[1]!.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['日本', 'フィンランド']);
    fireEvent.change(select, { target: { value: '6' } });
    await waitFor(() => expect(calls.some((c) => c.path.includes('/staff/inventory/holidays') && c.path.includes('countryId=6'))).toBe(true));
  });

  it('changes a country’s transit days; the default row has no remove button', async () => {
    const calls = api(['sales'], () => ({ data: TRANSIT.items[1], msg: '輸送日数を保存しました' }));
    await open();
    const row = await screen.findByTestId('transit-51');
    expect(row.textContent).toContain('日本');
    expect(within(await screen.findByTestId('transit-50')).queryByTestId('transit-50-remove')).toBeNull();
    expect(screen.getByTestId('transit-50').textContent).toContain('既定');
    fireEvent.change(within(row).getByTestId('transit-51-max'), { target: { value: '5' } });
    fireEvent.click(within(row).getByTestId('transit-51-save'));
    await waitFor(() => expect(calls.some((c) => c.init?.method === 'PUT')).toBe(true));
    expect(body(calls.find((c) => c.init?.method === 'PUT')!.init)).toEqual({ methodId: 2, warehouseId: 1, countryId: 7, daysMin: 2, daysMax: 5 });
    fireEvent.click(within(row).getByTestId('transit-51-remove'));
    await waitFor(() => expect(calls.some((c) => c.init?.method === 'DELETE' && c.path.includes('/staff/inventory/transit/51'))).toBe(true));
  });

  it('is read-only for a role that cannot write', async () => {
    api(['finance']);
    await open();
    const card = await screen.findByTestId('warehouse-SZX');
    expect(within(card).queryByTestId('warehouse-SZX-save')).toBeNull();
    expect((within(card).getByTestId('warehouse-SZX-cutoff') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByTestId('holiday-add')).toBeNull();
    expect(screen.queryByTestId('transit-add')).toBeNull();
  });
});

import type { AuditEntry, StaffMe } from '@netshop/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi, renderRoutes } from '../../../../test/render-page';
import { setUpStaffTestSession } from '../../../../test/staff-session';
import { Component as ConsoleAuditPage } from './console-audit-page';

// /console/audit: administrators read who changed what, with the staff API answered at the fetch
// level (lib/http and the staff client run as in the browser).

const entry = (e: Partial<AuditEntry>): AuditEntry => ({ id: 1, at: '2026-11-27T10:00:00.000Z', staffId: 4, staffName: 'Ada', staffEmail: 'ada@yt-networks.example', action: 'product.update', entityType: 'product', entityId: '42', before: null, after: null, ip: '203.0.113.9', userAgent: 'Firefox', reversal: 'none', revertOf: null, revertedBy: null, ...e });
const ENTRIES = [
  entry({ id: 2, before: { name: 'SFP+ 10G', price: 1900, brand: 'YT' }, after: { name: 'SFP+ 10G LR', price: 2100, brand: 'YT' } }),
  entry({ id: 1, staffId: 0, staffName: 'operator', staffEmail: '', action: 'POST /reviews/:id/hide', entityType: 'route', entityId: '17', after: { params: { id: '17' }, body: { reason: 'spam' } } }),
];
const admin: StaffMe = { staffId: 4, email: 'ada@yt-networks.example', name: 'Ada', roles: ['admin'], permissions: [] };
const sales: StaffMe = { staffId: 5, email: 'sam@yt-networks.example', name: 'Sam', roles: ['sales'], permissions: [] };

const open = (url = '/console/audit') => renderRoutes([{ path: '/console/audit', element: <ConsoleAuditPage /> }], url, { lang: 'en', namespaces: ['console', 'console-audit'] });
const api = (me: StaffMe = admin) =>
  answerApi((path) => {
    if (path.endsWith('/staff/me')) return { data: me };
    return { data: { items: ENTRIES, total: ENTRIES.length } };
  });
const auditGets = (calls: ReturnType<typeof answerApi>) => calls.filter((c) => c.path.startsWith('/api/ew/staff/audit'));

setUpStaffTestSession();

describe('console audit page', () => {
  it('shows who changed what, and of a record with both sides only the fields that changed', async () => {
    api();
    await open();
    const row = await screen.findByTestId('audit-row-2');
    expect(within(row).getByText('Product edited')).toBeTruthy();
    expect(row.textContent).toContain('Ada');
    expect(row.textContent).toContain('203.0.113.9');
    expect(row.textContent).toContain('SFP+ 10G LR');
    expect(row.textContent).toContain('2100');
    // brand did not change: not listed
    expect(row.textContent).not.toContain('brand');
    const route = screen.getByTestId('audit-row-1');
    expect(route.textContent).toContain('Operator token (CLI)');
    expect(route.textContent).toContain('POST /reviews/:id/hide');
    expect(route.textContent).toContain('spam');
    expect(screen.getByTestId('audit-count').textContent).toBe('2 entries');
  });

  it('narrows to one record from a row, and searches on the server', async () => {
    const calls = api();
    await open();
    fireEvent.click(await within(await screen.findByTestId('audit-row-2')).findByRole('button', { name: /Product 42/ }));
    await waitFor(() => expect(auditGets(calls).some((c) => c.path.includes('entityType=product') && c.path.includes('entityId=42'))).toBe(true));
    fireEvent.change(screen.getByTestId('audit-search'), { target: { value: 'ada@' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(auditGets(calls).some((c) => c.path.includes('q=ada%40'))).toBe(true));
  });

  it('tells a role without the permission that only administrators read it', async () => {
    const calls = api(sales);
    await open();
    expect(await screen.findByTestId('audit-no-access')).toBeTruthy();
    expect(auditGets(calls)).toHaveLength(0);
  });
});

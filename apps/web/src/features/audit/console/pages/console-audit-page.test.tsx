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

const open = (url = '/console/audit', lang: 'en' | 'fr' | 'zh-CN' = 'en') => renderRoutes([{ path: '/console/audit', element: <ConsoleAuditPage /> }], url, { lang, namespaces: ['console', 'orders', 'console-audit'] });
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
    // A price in minor units reads as the page writes prices.
    expect(row.textContent).toContain('19.00 → 21.00');
    expect(within(row).getByText('Price')).toBeTruthy();
    // brand did not change: not listed
    expect(row.textContent).not.toContain('brand');
    const route = screen.getByTestId('audit-row-1');
    expect(route.textContent).toContain('Operator token (CLI)');
    expect(route.textContent).toContain('POST /reviews/:id/hide');
    // The record of a route entry is the route it went through, never 'Route 17' or 'Route -'.
    expect(within(route).getByRole('button', { name: 'POST /reviews/17/hide' })).toBeTruthy();
    expect(route.textContent).toContain('spam');
    expect(screen.getByTestId('audit-count').textContent).toBe('2 entries');
  });

  it('names the fields and values in the console’s language, and an unknown field in words', async () => {
    const WORDS = [
      entry({ id: 3, action: 'staff.totp_reset', entityType: 'staff', entityId: '8', before: { twoFactor: true, roles: ['sales'] }, after: { twoFactor: false, roles: ['sales', 'admin'] } }),
      entry({ id: 2, action: 'order.ship', entityType: 'order', entityId: 'NS2611270001', before: { status: 'to_ship', carrier: null, delivered: false }, after: { status: 'to_receive', carrier: 'DHL', delivered: false } }),
      entry({ id: 1, action: 'product.update', before: { warrantyMonths: 12, 'texts.fr.name': 'SFP' }, after: { warrantyMonths: 24, 'texts.fr.name': 'SFP+' } }),
    ];
    answerApi((path) => (path.endsWith('/staff/me') ? { data: admin } : { data: { items: WORDS, total: WORDS.length } }));
    await open('/console/audit', 'fr');
    const staff = await screen.findByTestId('audit-row-3');
    expect(within(staff).getByText('Connexion en deux étapes')).toBeTruthy();
    expect(within(staff).getByText('oui')).toBeTruthy();
    expect(within(staff).getByText('non')).toBeTruthy();
    expect(staff.textContent).not.toContain('twoFactor');
    expect(within(staff).getByText('Ventes, Administrateur')).toBeTruthy();
    const order = screen.getByTestId('audit-row-2');
    expect(within(order).getByText('Statut de la commande')).toBeTruthy();
    expect(within(order).getByText('À expédier')).toBeTruthy();
    expect(within(order).getByText('Transporteur')).toBeTruthy();
    expect(within(order).getByText('(aucun)')).toBeTruthy();
    expect(order.textContent).not.toContain('to_ship');
    // Unchanged: not listed.
    expect(order.textContent).not.toContain('Livré');
    const product = screen.getByTestId('audit-row-1');
    expect(within(product).getByText('Warranty months')).toBeTruthy();
    expect(within(product).getByText('Nom (FR)')).toBeTruthy();
  });

  it('names a parcel’s fields and states of a split order’s shipping (issue 28)', async () => {
    const SHIP = [
      entry({
        id: 4,
        action: 'order.ship',
        entityType: 'order',
        entityId: 'NS2611280001',
        before: { status: 'to_ship', shipment: 2, shipmentStatus: 'pending', shipmentTrackingNo: null },
        after: { status: 'to_ship', shipment: 2, shipmentStatus: 'shipped', shipmentTrackingNo: 'SF1234567890' },
      }),
    ];
    answerApi((path) => (path.endsWith('/staff/me') ? { data: admin } : { data: { items: SHIP, total: SHIP.length } }));
    await open('/console/audit', 'fr');
    const row = await screen.findByTestId('audit-row-4');
    expect(within(row).getByText('Statut du colis')).toBeTruthy();
    expect(within(row).getByText('En attente d’expédition')).toBeTruthy();
    expect(within(row).getByText('En route')).toBeTruthy();
    expect(within(row).getByText('Numéro de suivi du colis')).toBeTruthy();
    expect(row.textContent).not.toContain('shipmentStatus');
    expect(row.textContent).not.toContain('pending');
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

describe('restoring from the audit log', () => {
  const EDIT = entry({ id: 7, reversal: 'available', before: { brand: 'YT', 'texts.en.name': 'SFP+ 10G' }, after: { brand: 'XX', 'texts.en.name': 'Wrong' } });
  const REFUND = entry({ id: 6, action: 'order.refund', entityType: 'order', entityId: 'N1', reversal: 'money', before: { refunded: 0 }, after: { refunded: 500 } });
  const DONE = entry({ id: 5, reversal: 'available', revertedBy: 9, before: { brand: 'A' }, after: { brand: 'B' } });
  // Its own entry: the client refuses the same POST twice in a row (the duplicate-submit guard).
  const LATER = entry({ id: 4, reversal: 'available', before: { brand: 'C' }, after: { brand: 'D' } });
  /** The log, the preview and the restore, answered as the server does; `restore` decides the POST's answer. */
  const revertApi = (restore: () => { status?: number; msg?: string; data?: unknown }, preview: () => { status?: number; msg?: string; data?: unknown } = () => ({ data: PREVIEW })) =>
    answerApi((path, init) => {
      if (path.endsWith('/staff/me')) return { data: admin };
      if (path.includes('/revert')) return init?.method === 'POST' ? restore() : preview();
      return { data: { items: [EDIT, REFUND, DONE, LATER], total: 4 } };
    });
  const PREVIEW = { entryId: 7, action: 'product.update', entityType: 'product', entityId: '42', current: { brand: 'XX', 'texts.en.name': 'Wrong' }, restore: { brand: 'YT', 'texts.en.name': 'SFP+ 10G' }, changedSince: true };

  it('offers the restore on an edit, says why not on a refund, and names the restore of one already restored', async () => {
    revertApi(() => ({ data: null }));
    await open();
    expect(within(await screen.findByTestId('audit-row-7')).getByTestId('audit-revert').textContent).toBe('Restore the values before this change');
    const refund = screen.getByTestId('audit-row-6');
    expect(within(refund).queryByTestId('audit-revert')).toBeNull();
    expect(within(refund).getByTestId('audit-not-reversible').textContent).toMatch(/money has left the shop/);
    const done = screen.getByTestId('audit-row-5');
    expect(within(done).queryByTestId('audit-revert')).toBeNull();
    expect(within(done).getByTestId('audit-reverted').textContent).toBe('Restored by entry #9');
  });

  it('previews the fields that would be written, warns of a later change, and restores on confirmation', async () => {
    const calls = revertApi(() => ({ msg: 'The values before the change are restored', data: { entryId: 9, revertOf: 7, fields: 2 } }));
    await open();
    fireEvent.click(within(await screen.findByTestId('audit-row-7')).getByTestId('audit-revert'));
    const preview = await screen.findByTestId('audit-revert-preview');
    expect(preview.textContent).toContain('Name (EN)');
    expect(preview.textContent).toContain('Wrong');
    expect(preview.textContent).toContain('SFP+ 10G');
    expect(screen.getByTestId('audit-revert-dialog').textContent).toMatch(/Someone changed this record after this entry/);
    // Nothing is written before the confirmation.
    expect(calls.some((c) => c.init?.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByTestId('audit-revert-confirm'));
    await waitFor(() => expect(calls.some((c) => c.init?.method === 'POST' && c.path.endsWith('/api/ew/staff/audit/7/revert'))).toBe(true));
    await waitFor(() => expect(screen.queryByTestId('audit-revert-dialog')).toBeNull());
    // The list is read again: the restore's entry and the restored one's note come from the server.
    await waitFor(() => expect(auditGets(calls).filter((c) => !c.path.includes('/revert')).length).toBeGreaterThan(1));
  });

  it('folds a price change’s SKUs under a count, each as the import file writes prices', async () => {
    const PRICES = entry({ id: 7, action: 'catalog.price_change', entityType: 'category', entityId: '15', reversal: 'available', before: { prices: [[1, 'SFP-1', 1900, null, [[10, 1800]]], [2, 'SFP-2', 500, null, null]] }, after: { prices: [[1, 'SFP-1', 2052, null, [[10, 1944]]], [2, 'SFP-2', 500, null, null]] } });
    answerApi((path) => (path.endsWith('/staff/me') ? { data: admin } : { data: { items: [PRICES], total: 1 } }));
    await open();
    const row = await screen.findByTestId('audit-row-7');
    expect(within(row).getByText('1 SKU changed')).toBeTruthy();
    expect(row.textContent).toContain('SFP-1');
    expect(row.textContent).toContain('19.00 · 10:18.00');
    expect(row.textContent).toContain('20.52 · 10:19.44');
    expect(row.textContent).not.toContain('SFP-2');
  });

  it('shows the server’s refusal in place of the preview, with nothing to confirm', async () => {
    revertApi(
      () => ({ data: null }),
      () => ({ status: 409, msg: 'This entry’s change has already been restored (see entry #9)' }),
    );
    await open();
    fireEvent.click(within(await screen.findByTestId('audit-row-7')).getByTestId('audit-revert'));
    expect((await screen.findByRole('alert')).textContent).toContain('already been restored (see entry #9)');
    expect(screen.queryByTestId('audit-revert-confirm')).toBeNull();
  });

  it('shows a refused restore (the record changed meanwhile) in the dialog and keeps it open', async () => {
    revertApi(() => ({ status: 409, msg: 'Someone else saved this product after you opened it' }));
    await open();
    fireEvent.click(within(await screen.findByTestId('audit-row-4')).getByTestId('audit-revert'));
    fireEvent.click(await screen.findByTestId('audit-revert-confirm'));
    expect((await screen.findByRole('alert')).textContent).toContain('Someone else saved this product');
    expect(screen.getByTestId('audit-revert-dialog')).toBeTruthy();
  });
});

import type { StaffMe, StaffSample, StaffSampleList } from '@netshop/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAlerts } from '../../../../lib/alerts';
import { answerApi, renderRoutes, type ApiAnswer } from '../../../../test/render-page';
import { setUpStaffTestSession } from '../../../../test/staff-session';
import { Component as ConsoleSamplesPage } from './console-samples-page';

// /console/samples: the queue of free-sample applications and the decision on each, with the staff
// API answered at the fetch level (lib/http and the staff client run as in the browser).

// jsdom has no CSS.escape, which the form uses to find the first field with an error.
(globalThis as { CSS?: Partial<typeof CSS> }).CSS ??= { escape: (s: string) => s.replace(/["\\]/g, '\\$&') };

const address = { firstName: 'Ana', lastName: 'Lee', country: 'Finland', countryId: 1, region: 'Uusimaa', city: 'Espoo', zip: '02150', phone: '+358 40 1', line1: 'Otakaari 1', line2: '' };
const line = { skuId: 1, spuId: 7, name: 'SFP+ 10G LR', productNo: 'SFP-10G-LR-C', image: '/x.svg', saleAttr: 'Reach: 10 km', quantity: 2, stock: 40 };
const base: StaffSample = {
  id: 21,
  status: 'pending',
  createdAt: '2030-01-02T08:00:00.000Z',
  decidedAt: null,
  project: 'Campus core upgrade: 10G LR in Catalyst 9300',
  company: 'Acme Oy',
  address,
  lines: [line, { ...line, skuId: 2, productNo: 'SFP-10G-ER-C', saleAttr: 'Reach: 40 km', quantity: 1 }],
  rejectReason: null,
  orderNo: null,
  carrier: null,
  trackingNo: null,
  shippedAt: null,
  buyerEmail: 'ana@example.fi',
  buyerName: 'Ana Lee',
  decidedBy: null,
  orderStatus: null,
  orderDeliveredAt: null,
};
const short: StaffSample = { ...base, id: 22, lines: [{ ...line, stock: 1 }] };
const approved: StaffSample = { ...base, id: 20, status: 'approved', decidedAt: '2030-01-01T09:00:00.000Z', decidedBy: 'Sam Sales', orderNo: 'YT300101100001', orderStatus: 'to_ship' };
const list = (items: StaffSample[]): StaffSampleList => ({ items, total: items.length, counts: { pending: 2, approved: 1, rejected: 0 } });
const sales: StaffMe = { staffId: 4, email: 'sam@example.com', name: 'Sam', roles: ['sales'], permissions: [] };
const agent: StaffMe = { ...sales, roles: ['agent'] };

const open = () => renderRoutes([{ path: '/console/samples', element: <ConsoleSamplesPage /> }], '/console/samples', { lang: 'en', namespaces: ['console', 'account', 'orders'] });
function api(answers: { me?: StaffMe; post?: (path: string, body: unknown) => ApiAnswer } = {}) {
  return answerApi((path, init) => {
    if (path.endsWith('/staff/me')) return { data: answers.me ?? sales };
    if (init?.method === 'POST') return answers.post?.(path, JSON.parse(String(init.body))) ?? { data: null, msg: 'ok' };
    return { data: list(path.includes('status=approved') ? [approved] : [base, short]) };
  });
}
const posts = (calls: ReturnType<typeof answerApi>) => calls.filter((c) => c.init?.method === 'POST');
const listGets = (calls: ReturnType<typeof answerApi>) => calls.filter((c) => c.path.startsWith('/api/ew/staff/samples') && (c.init?.method ?? 'GET') === 'GET');
const alerts = () => useAlerts.getState().items.map(({ kind, message }) => ({ kind, message }));

setUpStaffTestSession();

describe('console samples page', () => {
  it('shows pending applications with buyer, company, address, lines with stock, and project', async () => {
    const calls = api();
    await open();
    const card = await screen.findByTestId('sample-21');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Free sample applications']);
    expect(screen.getByTestId('samples-tab-pending').textContent).toBe('Pending (2)');
    expect(screen.getByTestId('samples-tab-approved').textContent).toBe('Approved (1)');
    for (const text of ['Ana Lee · ana@example.fi', 'Acme Oy', 'Otakaari 1', 'Espoo', '+358 40 1', 'SFP-10G-LR-C', 'Reach: 40 km', 'Campus core upgrade: 10G LR in Catalyst 9300']) expect(card.textContent).toContain(text);
    expect(listGets(calls)[0]!.path).toContain('status=pending');
    expect(new Headers(listGets(calls)[0]!.init?.headers).get('Authorization')).toBe('Bearer staff-token');
    // Fewer in stock than asked: said in words, and it cannot be approved.
    const shortCard = screen.getByTestId('sample-22');
    expect(shortCard.textContent).toContain('Not enough stock of SFP-10G-LR-C');
    expect((within(shortCard).getByTestId('sample-approve-22') as HTMLButtonElement).disabled).toBe(true);
  });

  it('approves after a confirmation, shows the server’s message and reads the queue again', async () => {
    const calls = api({ post: () => ({ data: { orderNo: 'YT300102100002' }, msg: 'Approved: sample order YT300102100002 is now in the to-ship queue' }) });
    await open();
    await screen.findByTestId('sample-21');
    fireEvent.click(screen.getByTestId('sample-approve-21'));
    const dialog = await screen.findByRole('dialog', { name: 'Approve application #21?' });
    expect(dialog.textContent).toContain('3 units are taken from stock');
    expect(posts(calls)).toEqual([]);
    const before = listGets(calls).length;
    fireEvent.click(within(dialog).getByTestId('sample-approve-confirm'));
    await waitFor(() => expect(alerts()).toEqual([{ kind: 'success', message: 'Approved: sample order YT300102100002 is now in the to-ship queue' }]));
    expect(posts(calls).map((c) => c.path)).toEqual(['/api/ew/staff/samples/21/approve']);
    await waitFor(() => expect(listGets(calls).length).toBeGreaterThan(before));
  });

  it('rejects only with a reason, which it sends as typed (trimmed)', async () => {
    const calls = api({ post: () => ({ data: null, msg: 'Rejected; the applicant has been told' }) });
    await open();
    await screen.findByTestId('sample-21');
    fireEvent.click(screen.getByTestId('sample-reject-21'));
    const dialog = await screen.findByRole('dialog', { name: 'Reject application #21' });
    fireEvent.click(within(dialog).getByTestId('sample-reject-confirm'));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    expect(posts(calls)).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: '  Please apply with your company e-mail.  ' } });
    fireEvent.click(within(dialog).getByTestId('sample-reject-confirm'));
    await waitFor(() => expect(alerts()).toEqual([{ kind: 'success', message: 'Rejected; the applicant has been told' }]));
    expect(posts(calls).map((c) => [c.path, JSON.parse(String(c.init?.body))])).toEqual([['/api/ew/staff/samples/21/reject', { reason: 'Please apply with your company e-mail.' }]]);
  });

  it('shows the decision and the sample order of an approved application', async () => {
    api();
    await open();
    await screen.findByTestId('sample-21');
    fireEvent.click(screen.getByTestId('samples-tab-approved'));
    const outcome = await screen.findByTestId('sample-outcome-20');
    expect(outcome.textContent).toContain('Decided by Sam Sales');
    expect(outcome.textContent).toContain('YT300101100001');
    expect(outcome.textContent).toContain('To ship');
    expect(screen.queryByTestId('sample-approve-20')).toBeNull();
  });

  it('says delivered, not shipped, for a sample order the carrier has delivered (issue 24)', async () => {
    const delivered: StaffSample = { ...approved, status: 'shipped', orderStatus: 'to_receive', orderDeliveredAt: '2030-01-05T09:00:00.000Z' };
    answerApi((path) => (path.endsWith('/staff/me') ? { data: sales } : { data: list(path.includes('status=approved') ? [delivered] : [base, short]) }));
    await open();
    await screen.findByTestId('sample-21');
    fireEvent.click(screen.getByTestId('samples-tab-approved'));
    const outcome = await screen.findByTestId('sample-outcome-20');
    expect(outcome.textContent).toContain('(Delivered)');
    expect(outcome.textContent).not.toContain('Shipped');
  });

  it('tells a role without samples.decide that it cannot decide, and asks for nothing', async () => {
    const calls = api({ me: agent });
    await open();
    expect((await screen.findByTestId('samples-no-access')).textContent).toContain('Your role cannot decide on sample applications');
    expect(listGets(calls)).toEqual([]);
  });
});

import { SESSION_KEYS } from '@netshop/contract/constants';
import type { InvoiceApplication, StaffInvoice, StaffInvoiceList, StaffMe } from '@netshop/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession, useSite } from '../../../lib/site-store';
import { answerApi, renderRoutes } from '../../../test/render-page';
import { Component as ConsoleInvoicesPage } from '../console/pages/console-invoices-page';
import { Component as DetailPage } from '../pages/invoice-detail-page';
import { Component as InvoicesPage } from '../pages/invoices-page';

// What credit notes (red-letter invoices, issue 30) took back of a VAT invoice, as the buyer's
// invoice pages and the console's queue show it: "credited in full" or "in part (amount)" beside
// the approval status, and each note with its number, date, negative amount, reason and PDF.

(globalThis as { CSS?: Partial<typeof CSS> }).CSS ??= { escape: (s: string) => s.replace(/["\\]/g, '\\$&') };

const cny = (amount: number) => ({ amount, currency: 'CNY', minorUnits: 2 });
const note = (id: number, no: string, amount: number, reason: string) => ({ id, creditNoteNo: no, amount: cny(amount), reason, createdAt: '2030-01-05T08:00:00.000Z', pdfUrl: `/api/ew/buyer/invoices/credit-notes/${id}/pdf?t=1.x` });
const approved: InvoiceApplication = {
  id: 2,
  status: 'approved',
  type: 'general',
  title: { kind: 'company', name: '上海云桥网络科技有限公司', taxNo: '91350100M000100Y43', countryCode: 'CN', country: 'China', address: '', phone: '', bank: '', bankAccount: '' },
  amount: cny(1_130_000),
  orderNo: 'YT300102100007',
  createdAt: '2030-01-02T08:00:00.000Z',
  decidedAt: '2030-01-03T08:00:00.000Z',
  rejectReason: null,
  invoiceNo: 'INV-2030-000007',
  issuer: 'Shenzhen YT Networks Technology Co., Ltd.',
  lines: [{ lineNo: 1, spuId: 7, productNo: 'SFP-10G-LR-C', name: 'SFP+ 10G LR', saleAttr: '', quantity: 10, lineTotal: cny(1_000_000) }],
  pdfUrl: '/api/ew/buyer/invoices/2/pdf?t=1.x',
  companyId: null,
  appliedBy: { userId: 4, name: 'Wang Xiaoming' },
  credited: cny(0),
  creditNotes: [],
};
const inPart: InvoiceApplication = { ...approved, credited: cny(30_000), creditNotes: [note(11, 'CN3001050001', 30_000, 'Partial refund')] };
const inFull: InvoiceApplication = { ...approved, id: 3, credited: cny(1_130_000), creditNotes: [note(11, 'CN3001050001', 30_000, '部分退款'), note(12, 'CN3001060001', 1_100_000, '订单全额退款')] };

beforeEach(() => {
  useSession.getState().set({ token: 'buyer-token' });
  useSite.getState().set({ loadAllData: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.getState().set({ token: undefined });
});

const openDetail = (lang: 'en' | 'zh-CN' = 'en') => renderRoutes([{ path: '/invoiceDetail', element: <DetailPage /> }], '/invoiceDetail?id=2', { lang, namespaces: ['account', 'invoices'] });

describe('credit notes on the buyer’s invoice', () => {
  it('an invoice credited in part says so with the amount, and lists the note: number, date, amount negative, reason, PDF', async () => {
    answerApi(() => ({ data: inPart }));
    await openDetail();
    const badge = await screen.findByTestId('invoice-credited');
    expect(badge.dataset.credited).toBe('part');
    expect(badge.textContent).toBe('Credited in part (CN¥300.00)');
    expect(screen.getByTestId('invoice-status').textContent).toBe('Approved');
    const list = screen.getByTestId('credit-notes');
    expect(within(list).getByRole('heading').textContent).toBe('Credit notes');
    const [row] = within(list).getAllByTestId('credit-note');
    expect(within(row!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['CN3001050001', 'Jan 5, 2030', '−CN¥300.00', 'Partial refund', 'PDF']);
    expect(within(row!).getByRole('link', { name: 'Download credit note CN3001050001 as PDF' }).getAttribute('href')).toBe('/api/ew/buyer/invoices/credit-notes/11/pdf?t=1.x');
  });

  it('credited in full reads 已冲红 in Chinese, with both 红字发票', async () => {
    answerApi(() => ({ data: inFull }));
    await openDetail('zh-CN');
    const badge = await screen.findByTestId('invoice-credited');
    expect(badge.dataset.credited).toBe('full');
    expect(badge.textContent).toBe('已冲红');
    const list = screen.getByTestId('credit-notes');
    expect(within(list).getByRole('heading').textContent).toBe('红字发票');
    expect(within(list).getAllByTestId('credit-note').map((r) => r.textContent)).toEqual([
      expect.stringContaining('CN3001050001'),
      expect.stringContaining('−¥11,000.00'),
    ]);
    expect(list.textContent).toContain('订单全额退款');
  });

  it('an invoice nothing was credited of shows neither; the list marks each card', async () => {
    answerApi((path) => ({ data: path.includes('/invoices/') ? approved : { items: [approved, { ...inPart, id: 5 }, inFull], total: 3, counts: { pending: 0, approved: 3, rejected: 0 } } }));
    await renderRoutes([{ path: '/accountCenter/invoice', element: <InvoicesPage /> }], '/accountCenter/invoice', { namespaces: ['account', 'invoices'] });
    const cards = await screen.findAllByTestId('invoice-card');
    expect(cards.map((c) => within(c).queryByTestId('invoice-credited')?.textContent ?? null)).toEqual([null, 'Credited in part (CN¥300.00)', 'Credited in full']);
    cleanup();
    answerApi(() => ({ data: approved }));
    await openDetail();
    await screen.findByTestId('invoice-detail');
    expect(screen.queryByTestId('invoice-credited')).toBeNull();
    expect(screen.queryByTestId('credit-notes')).toBeNull();
  });
});

describe('credit notes in the console', () => {
  it('finance sees the credited badge and the notes under the decision', async () => {
    sessionStorage.setItem(SESSION_KEYS.staffToken, 'staff-token');
    const finance: StaffMe = { staffId: 5, email: 'fay@example.com', name: 'Fay', roles: ['finance'], permissions: [] };
    const staffInvoice: StaffInvoice = { ...inFull, id: 30, buyerEmail: 'li@example.cn', buyerName: 'Li Wei', orderStatus: 'refunded', orderDeliveredAt: null, decidedBy: 'Fay Finance' };
    const list: StaffInvoiceList = { items: [staffInvoice], total: 1, counts: { pending: 0, approved: 1, rejected: 0 } };
    answerApi((path) => ({ data: path.endsWith('/staff/me') ? finance : list }));
    await renderRoutes([{ path: '/console/invoices', element: <ConsoleInvoicesPage /> }], '/console/invoices?status=approved', { namespaces: ['console', 'account', 'orders', 'invoices'] });
    const card = await screen.findByTestId('invoice-30');
    expect(within(card).getByTestId('invoice-credited').textContent).toBe('Credited in full');
    expect(within(card).getAllByTestId('credit-note').map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['CN3001050001', 'CN3001060001']);
    sessionStorage.removeItem(SESSION_KEYS.staffToken);
  });
});

import type { StaffInquiry, StaffInquiryList, StaffMe } from '@netshop/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAlerts } from '../../../../lib/alerts';
import { answerApi, renderRoutes, type ApiAnswer } from '../../../../test/render-page';
import { setUpStaffTestSession } from '../../../../test/staff-session';
import { Component as ConsoleInquiriesPage } from './console-inquiries-page';

// /console/inquiries: the queue by status and age, one inquiry's thread, a reply with a file and
// the status, with the staff API answered at the fetch level.

const detail: StaffInquiry = {
  id: 7,
  inquiryNo: 'IQ261124100007',
  type: 'quotation',
  status: 'pending_reply',
  source: 'product',
  productNo: 'SFP-10G-LR',
  solution: null,
  topic: null,
  details: 'Tarvitsemme 200 kpl.',
  createdAt: '2030-01-01T08:00:00.000Z',
  lastMessageAt: '2030-01-01T08:00:00.000Z',
  lastAuthor: 'buyer',
  replies: 0,
  purchaseFor: 'personal',
  placedBy: null,
  spuId: 42,
  skuId: 420,
  productName: 'SFP+ 10G LR transceiver',
  name: 'Aino Virtanen',
  company: 'Verkko Oy',
  phone: '',
  email: 'aino@example.fi',
  files: [{ id: 'f1', name: 'bom.pdf', url: '/api/ew/buyer/inquiries/files/f1?t=1.sig', mime: 'application/pdf', size: 4 }],
  messages: [],
  requestedLines: [],
  quotations: [],
  lang: 'fi',
  registered: false,
  quotationDefaults: { currencyId: 3, currency: 'EUR', minorUnits: 2, taxRateBp: 2550, country: 'FI' },
};
const { spuId: _s, skuId: _k, productName: _p, phone: _ph, files: _f, messages: _m, requestedLines: _r, quotations: _q, quotationDefaults: _d, ...summary } = detail;
const list: StaffInquiryList = { items: [summary], total: 1, page: 1, pageSize: 20, counts: { pending_reply: 1, pending_feedback: 3, processing: 0, closed: 9 } };
const sales: StaffMe = { staffId: 3, email: 'li@example.com', name: 'Li', roles: ['sales'], permissions: [] };
const agent: StaffMe = { ...sales, roles: ['agent'] };

const open = (url = '/console/inquiries') => renderRoutes([{ path: '/console/inquiries', element: <ConsoleInquiriesPage /> }], url, { lang: 'en', namespaces: ['console', 'account'] });
const api = (answers: { me?: StaffMe; write?: (path: string, init: RequestInit) => ApiAnswer } = {}) =>
  answerApi((path, init) => {
    if (path.endsWith('/staff/me')) return { data: answers.me ?? sales };
    if (init?.method === 'POST' || init?.method === 'PUT') return answers.write?.(path, init) ?? { msg: 'Reply sent; the buyer has been notified', data: null };
    if (/\/staff\/inquiries\/\d+$/.test(path)) return { data: detail };
    // The quotation builder starts from the inquiry's SKU and reads its variant and prices; this page's tests are about the thread.
    if (path.includes('/staff/inquiries/skus')) return { data: [] };
    return { data: list };
  });

// jsdom has no CSS.escape, which the form uses to find the first field with an error.
(globalThis as { CSS?: Partial<typeof CSS> }).CSS ??= { escape: (s: string) => s.replace(/["\\]/g, '\\$&') };

setUpStaffTestSession();

describe('console inquiries page', () => {
  it('lists what waits for a reply with its counts by status, sender, language and age', async () => {
    const calls = api();
    await open();
    const row = await screen.findByTestId('inquiry-row-7');
    expect(screen.getByTestId('inquiries-tab-pending_reply').textContent).toBe('Pending reply (1)');
    expect(screen.getByTestId('inquiries-tab-closed').textContent).toBe('Closed (9)');
    for (const text of ['IQ261124100007', 'Quotation', 'SFP-10G-LR', 'Tarvitsemme 200 kpl.', 'aino@example.fi', 'guest', 'Finnish']) expect(row.textContent).toContain(text);
    expect(calls.some((c) => c.path.includes('status=pending_reply'))).toBe(true);
    fireEvent.click(screen.getByTestId('inquiries-tab-closed'));
    await waitFor(() => expect(calls.some((c) => c.path.includes('status=closed'))).toBe(true));
  });

  it('opens an inquiry with its thread, and sends a reply with a file and the status after it', async () => {
    const calls = api();
    await open('/console/inquiries?id=7');
    expect(await screen.findByText('Inquiry IQ261124100007')).toBeTruthy();
    expect(screen.getByTestId('inquiry-thread').textContent).toContain('Tarvitsemme 200 kpl.');
    expect(screen.getByTestId('thread-file').getAttribute('href')).toBe(detail.files[0]!.url);
    expect(screen.getByLabelText('Your reply (the buyer wrote in Finnish)')).toBeTruthy();
    fireEvent.click(screen.getByTestId('staff-reply-submit'));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    fireEvent.change(screen.getByTestId('staff-reply-text'), { target: { value: 'Hinta liitteenä.' } });
    fireEvent.change(screen.getByTestId('staff-reply-status'), { target: { value: 'processing' } });
    fireEvent.change(screen.getByTestId('staff-reply-file-input'), { target: { files: [new File(['%PDF'], 'offer.pdf')] } });
    fireEvent.click(screen.getByTestId('staff-reply-submit'));
    await waitFor(() => expect(useAlerts.getState().items.map((i) => i.message)).toContain('Reply sent; the buyer has been notified'));
    const post = calls.find((c) => c.init?.method === 'POST')!;
    expect(post.path).toBe('/api/ew/staff/inquiries/7/messages');
    const form = post.init!.body as FormData;
    expect([form.get('body'), form.get('status'), (form.get('file') as File).name]).toEqual(['Hinta liitteenä.', 'processing', 'offer.pdf']);
  });

  it('changes the status by itself', async () => {
    const calls = api({ write: () => ({ msg: 'Status updated', data: null }) });
    await open('/console/inquiries?id=7');
    fireEvent.change(await screen.findByTestId('staff-status-select'), { target: { value: 'closed' } });
    fireEvent.click(screen.getByTestId('staff-status-save'));
    await waitFor(() => expect(calls.some((c) => c.init?.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.init?.method === 'PUT')!;
    expect([put.path, JSON.parse(String(put.init!.body))]).toEqual(['/api/ew/staff/inquiries/7/status', { status: 'closed' }]);
  });

  it('tells a role without inquiries.answer that it has no access', async () => {
    const calls = api({ me: agent });
    await open();
    expect(await screen.findByTestId('inquiries-no-access')).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('/api/ew/staff/inquiries'))).toBe(false);
  });
});

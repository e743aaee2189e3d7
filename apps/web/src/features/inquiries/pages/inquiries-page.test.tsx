import type { InquiryDetail, MyInquiryPage } from '@netshop/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlerts } from '../../../lib/alerts';
import { useSession } from '../../../lib/site-store';
import { answerApi, renderRoutes, type ApiAnswer } from '../../../test/render-page';
import { Component as InquiriesPage } from './inquiries-page';
import { Component as InquiryDetailPage } from './inquiry-detail-page';

// /accountCenter/inquiry and its detail: the buyer's inquiries by status tab and search, one
// inquiry's conversation, a reply with a file, closing; the API answered at the fetch level.

const detail: InquiryDetail = {
  inquiryNo: 'IQ261124100007',
  type: 'quotation',
  status: 'pending_feedback',
  source: 'product',
  productNo: 'SFP-10G-LR',
  solution: null,
  topic: null,
  details: 'Price for 200 units?',
  createdAt: '2030-01-01T08:00:00.000Z',
  lastMessageAt: '2030-01-01T10:00:00.000Z',
  lastAuthor: 'staff',
  replies: 1,
  purchaseFor: 'personal',
  placedBy: null,
  spuId: 42,
  skuId: 420,
  productName: 'SFP+ 10G LR transceiver',
  name: 'Ann Lee',
  company: 'Lee Networks',
  phone: '',
  email: 'ann@example.com',
  files: [],
  messages: [{ id: 3, author: 'staff', staffName: 'Li', body: 'Our offer is attached.', createdAt: '2030-01-01T10:00:00.000Z', files: [{ id: 'f2', name: 'offer.pdf', url: '/api/ew/buyer/inquiries/files/f2?t=1.sig', mime: 'application/pdf', size: 4 }] }],
  requestedLines: [],
  quotations: [],
};
const { spuId: _s, skuId: _k, productName: _p, name: _n, company: _c, phone: _ph, email: _e, files: _f, messages: _m, requestedLines: _r, quotations: _q, ...summary } = detail;
const page: MyInquiryPage = { items: [summary], total: 1, page: 1, pageSize: 10, counts: { pending_reply: 0, pending_feedback: 1, processing: 0, closed: 2 } };

const api = (write?: (path: string) => ApiAnswer, one: InquiryDetail = detail) =>
  answerApi((path, init) => {
    if (init?.method === 'POST') return write?.(path) ?? { msg: 'Reply sent', data: null };
    if (path.startsWith('/api/ew/buyer/inquiries/IQ')) return { data: one };
    return { data: page };
  });
const alerts = () => useAlerts.getState().items.map((i) => i.message);

beforeEach(() => useSession.getState().set({ token: 'buyer-token' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAlerts.setState({ items: [] });
  useSession.getState().set({ token: undefined });
});
// jsdom has no CSS.escape, which the form uses to find the first field with an error.
(globalThis as { CSS?: Partial<typeof CSS> }).CSS ??= { escape: (s: string) => s.replace(/["\\]/g, '\\$&') };

describe('my inquiries', () => {
  it('lists them with counts by status tab, and searches by number, product number or words', async () => {
    const calls = api();
    await renderRoutes([{ path: '/accountCenter/inquiry', element: <InquiriesPage /> }], '/accountCenter/inquiry', { lang: 'en', namespaces: ['account'] });
    const card = await screen.findByTestId('my-inquiry');
    for (const text of ['IQ261124100007', 'Quotation', 'Pending feedback', 'SFP-10G-LR', 'Price for 200 units?', '1 reply', 'Awaiting your feedback']) expect(card.textContent).toContain(text);
    expect(card.querySelector('a')!.getAttribute('href')).toBe('/accountCenter/inquiry/detail?no=IQ261124100007');
    expect(screen.getByTestId('inquiries-tab-all').textContent).toBe('All3');
    expect(screen.getByTestId('inquiries-tab-closed').textContent).toBe('Closed2');
    fireEvent.click(screen.getByTestId('inquiries-tab-closed'));
    await waitFor(() => expect(calls.some((c) => c.path.includes('status=closed'))).toBe(true));
    fireEvent.change(screen.getByTestId('inquiries-search'), { target: { value: ' sfp-10g ' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(calls.some((c) => c.path.includes('q=sfp-10g'))).toBe(true));
  });

  it('names each tab as a group (Finnish plural), not with the singular of one inquiry’s badge', async () => {
    api();
    await renderRoutes([{ path: '/accountCenter/inquiry', element: <InquiriesPage /> }], '/accountCenter/inquiry', { lang: 'fi', namespaces: ['account'] });
    const card = await screen.findByTestId('my-inquiry');
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent!.replace(/\d+$/, ''));
    expect(tabs).toEqual(['Kaikki', 'Odottavat vastaustamme', 'Odottavat palautettasi', 'Käsittelyssä', 'Suljetut']);
    // The card's badge keeps the singular of its own state.
    expect(card.querySelector('[data-status]')!.textContent).toBe('Odottaa palautettasi');
    expect(tabs).not.toContain('Odottaa palautettasi');
  });

  const openDetail = (lang: 'en' | 'fi' = 'en') =>
    renderRoutes([{ path: '/accountCenter/inquiry/detail', element: <InquiryDetailPage /> }], '/accountCenter/inquiry/detail?no=IQ261124100007', { lang, namespaces: ['account'] });

  it('shows the conversation with sales’ file, and sends a reply with a file', async () => {
    const calls = api();
    await openDetail();
    const staff = await screen.findByTestId('thread-staff');
    expect(staff.textContent).toContain('Li (sales)');
    expect(staff.textContent).toContain('Our offer is attached.');
    expect(screen.getByTestId('thread-buyer').textContent).toContain('You');
    expect(screen.getByText('offer.pdf').closest('a')!.getAttribute('href')).toBe('/api/ew/buyer/inquiries/files/f2?t=1.sig');
    fireEvent.click(screen.getByTestId('inquiry-reply-submit'));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    fireEvent.change(screen.getByTestId('inquiry-reply-text'), { target: { value: 'Thanks, ordering 200.' } });
    fireEvent.change(screen.getByTestId('inquiry-reply-file-input'), { target: { files: [new File(['%PDF'], 'po.pdf')] } });
    fireEvent.click(screen.getByTestId('inquiry-reply-submit'));
    await waitFor(() => expect(alerts()).toContain('Reply sent'));
    const post = calls.find((c) => c.init?.method === 'POST')!;
    expect(post.path).toBe('/api/ew/buyer/inquiries/IQ261124100007/messages');
    expect([(post.init!.body as FormData).get('body'), ((post.init!.body as FormData).get('file') as File).name]).toEqual(['Thanks, ordering 200.', 'po.pdf']);
  });

  it('closes after a confirmation; a closed one takes no reply', async () => {
    const calls = api(() => ({ msg: 'Inquiry closed', data: null }));
    await openDetail('fi');
    fireEvent.click(await screen.findByTestId('inquiry-close'));
    fireEvent.click(screen.getByTestId('inquiry-close-confirm'));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/ew/buyer/inquiries/IQ261124100007/close')).toBe(true));
    cleanup();
    api(undefined, { ...detail, status: 'closed' });
    await openDetail();
    expect(await screen.findByText('This inquiry is closed. For anything new, please send a new inquiry.')).toBeTruthy();
    expect(screen.queryByTestId('inquiry-reply-form')).toBeNull();
  });
});

import { effectivePermissions, type CompanyRole, type CompanyStatus, type InvoiceApplication, type InvoiceTitle, type MyCompanyAnswer, type MyInvoices } from '@netshop/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession, useSite } from '../../../lib/site-store';
import { answerApi, renderRoutes } from '../../../test/render-page';
import { Component as TitlesPage } from './invoice-titles-page';
import { Component as InvoicesPage } from './invoices-page';

// The company's invoice titles and invoices (issue 29): its titles in a section of their own with
// a "Company" badge, add and edit controls only for finance (titles.manage); the invoices page's
// "Mine | Company" switch for invoices.read, honouring ?scope=company, naming who applied.

(globalThis as { CSS?: Partial<typeof CSS> }).CSS ??= { escape: (s: string) => s.replace(/["\\]/g, '\\$&') };

const own: InvoiceTitle = { id: 5, kind: 'personal', name: 'Aino Virtanen', taxNo: '', countryId: 72, countryCode: 'FI', country: 'Finland', address: '', phone: '', bank: '', bankAccount: '', isDefault: true, companyId: null, addedBy: null, mayChange: true };
const shared = (mayChange: boolean): InvoiceTitle => ({ ...own, id: 6, kind: 'company', name: 'Kuitu Oy', taxNo: 'FI12345678', companyId: 4, addedBy: { userId: 8, name: 'Fiona Finance' }, mayChange });
const invoice: InvoiceApplication = {
  id: 3, status: 'pending', type: 'general', title: { kind: 'company', name: 'Kuitu Oy', taxNo: 'FI12345678', countryCode: 'FI', country: 'Finland', address: '', phone: '', bank: '', bankAccount: '' },
  amount: { amount: 99_900, currency: 'EUR', minorUnits: 2 }, orderNo: 'YT300102100007', createdAt: '2030-01-02T08:00:00.000Z', decidedAt: null, rejectReason: null, invoiceNo: null,
  issuer: 'Shenzhen YT Networks Technology Co., Ltd.', lines: [], pdfUrl: null, companyId: 4, appliedBy: { userId: 8, name: 'Fiona Finance' },
};
const list = (items: InvoiceApplication[]): MyInvoices => ({ items, total: items.length, counts: { pending: items.length, approved: 0, rejected: 0 } });

function membership(roles: CompanyRole[], status: CompanyStatus = 'active'): MyCompanyAnswer {
  return {
    application: null,
    membership: {
      company: { id: 4, name: 'Kuitu Oy', countryId: 72, countryCode: 'FI', country: 'Finland', taxNo: 'FI12345678', address: 'Street 1', city: 'Helsinki', postcode: '00100', industry: 'isp', phone: '+358 40 555 0100', status, statusReason: '', createdAt: '2026-11-01T00:00:00.000Z', files: [], version: 1 },
      memberId: 9,
      roles,
      permissions: effectivePermissions(status, roles),
    },
  };
}

function answer(company: MyCompanyAnswer | null, data: { titles?: InvoiceTitle[]; mine?: InvoiceApplication[]; company?: InvoiceApplication[] }) {
  return answerApi((path) => {
    if (path.startsWith('/api/ew/buyer/companies/mine')) return { data: company ?? { membership: null, application: null } };
    if (path.startsWith('/api/ew/buyer/invoices/titles')) return { data: data.titles ?? [] };
    if (path.startsWith('/api/ew/buyer/invoices')) return { data: list(path.includes('scope=company') ? (data.company ?? []) : (data.mine ?? [])) };
    if (path.startsWith('/api/ew/buyer/user/country')) return { data: [{ countryId: 72, country: 'Finland', phoneCode: '+358' }] };
    return { data: null };
  });
}

beforeEach(() => {
  useSession.getState().set({ token: 'buyer-token', isLogin: true });
  useSite.getState().set({ loadAllData: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.getState().set({ token: undefined, isLogin: false });
});

const openTitles = (lang: 'en' | 'zh-CN' = 'en') => renderRoutes([{ path: '/accountCenter/invoiceTitle', element: <TitlesPage /> }], '/accountCenter/invoiceTitle', { lang, namespaces: ['account', 'invoices'] });

describe('company invoice titles', () => {
  it('shows a buyer the company’s titles badged in their own section, with who added them, and no controls', async () => {
    answer(membership(['buyer']), { titles: [own, shared(false)] });
    await openTitles();
    const section = await screen.findByTestId('company-titles');
    const card = within(section).getByTestId('title-card');
    // “Shared”, since a company-kind title's own badge already says “Company”.
    expect(within(card).getByTestId('title-company-badge').textContent).toBe('Shared');
    expect(card.textContent).toContain('Added by Fiona Finance');
    expect(within(card).queryByRole('button')).toBeNull();
    expect(within(section).queryByTestId('company-title-add')).toBeNull();
    expect(section.textContent).toContain('Shared by Kuitu Oy for the invoices of company orders; only its finance staff can change them.');
    const mine = screen.getAllByTestId('title-card').find((c) => !section.contains(c))!;
    expect(within(mine).queryByTestId('title-company-badge')).toBeNull();
    expect(within(mine).getByRole('button', { name: 'Edit Aino Virtanen' })).toBeTruthy();
  });

  it('gives finance the controls and sends a new company title with for: company', async () => {
    const calls = answer(membership(['finance']), { titles: [own, shared(true)] });
    await openTitles();
    const section = await screen.findByTestId('company-titles');
    expect(within(section).getByRole('button', { name: 'Edit Kuitu Oy' })).toBeTruthy();
    fireEvent.click(within(section).getByTestId('company-title-add'));
    expect(await screen.findByRole('heading', { name: 'New company invoice title' })).toBeTruthy();
    await screen.findByRole('option', { name: 'Finland' });
    fireEvent.change(screen.getByLabelText(/^Country/), { target: { value: '72' } });
    fireEvent.change(screen.getByLabelText(/^Company name|^Name/), { target: { value: 'Kuitu Oy, Tampere' } });
    fireEvent.change(screen.getByTestId('title-tax-no'), { target: { value: 'FI12345678' } });
    fireEvent.submit(screen.getByTestId('title-tax-no').closest('form')!);
    await waitFor(() => expect(calls.some((c) => c.init?.method === 'POST')).toBe(true));
    expect(JSON.parse(String(calls.find((c) => c.init?.method === 'POST')!.init!.body))).toMatchObject({ for: 'company', name: 'Kuitu Oy, Tampere' });
  });

  it('shows no company section without titles.read, and reads in Chinese', async () => {
    answer(membership(['approver']), { titles: [own] });
    await openTitles();
    await screen.findByTestId('title-card');
    expect(screen.queryByTestId('company-titles')).toBeNull();
    cleanup();
    answer(membership(['viewer']), { titles: [shared(false)] });
    await openTitles('zh-CN');
    const section = await screen.findByTestId('company-titles');
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('公司发票抬头');
    expect(within(section).getByTestId('title-company-badge').textContent).toBe('公司共享');
  });
});

describe('invoices: mine or the company’s', () => {
  const open = (url = '/accountCenter/invoice') => renderRoutes([{ path: '/accountCenter/invoice', element: <InvoicesPage /> }], url, { namespaces: ['account', 'invoices'] });

  it('opens on the company’s invoices with ?scope=company for finance, naming who applied, and switches back', async () => {
    const calls = answer(membership(['finance']), { mine: [], company: [invoice] });
    await open('/accountCenter/invoice?scope=company');
    const card = await screen.findByTestId('invoice-card');
    expect(within(card).getByTestId('invoice-applied-by').textContent).toBe('Requested by Fiona Finance');
    expect((screen.getByTestId('invoices-scope-company').querySelector('input') as HTMLInputElement).checked).toBe(true);
    expect(calls.some((c) => c.path.includes('scope=company'))).toBe(true);
    fireEvent.click(screen.getByTestId('invoices-scope-mine').querySelector('input')!);
    expect(await screen.findByTestId('invoices-empty-all')).toBeTruthy();
  });

  it('offers no switch without invoices.read, and ?scope=company then reads the buyer’s own', async () => {
    const calls = answer(membership(['buyer']), { mine: [], company: [invoice] });
    await open('/accountCenter/invoice?scope=company');
    expect(await screen.findByTestId('invoices-empty-all')).toBeTruthy();
    expect(screen.queryByTestId('invoices-scope-company')).toBeNull();
    expect(calls.some((c) => c.path.includes('scope=company'))).toBe(false);
  });
});

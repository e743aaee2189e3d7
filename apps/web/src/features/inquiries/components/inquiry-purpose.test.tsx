import { effectivePermissions, type CompanyRole, type MyCompanyAnswer } from '@netshop/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/site-store';
import { answerApi, renderRoutes } from '../../../test/render-page';
import { InquiryForm } from './inquiry-form';

// An inquiry for the company (issue 29): a member who may manage the company's quotations asks in
// its name unless they choose themselves; nobody else is asked or sends a purpose.

(globalThis as { CSS?: Partial<typeof CSS> }).CSS ??= { escape: (s: string) => s.replace(/["\\]/g, '\\$&') };

const answer = (roles: CompanyRole[] | null): MyCompanyAnswer => ({
  application: null,
  membership: roles && {
    company: { id: 4, name: 'Kuitu Oy', countryId: 72, countryCode: 'FI', country: 'Finland', taxNo: 'FI1', address: 'Street 1', city: 'Helsinki', postcode: '', industry: 'isp', phone: '+358 40 555 0100', status: 'active', statusReason: '', createdAt: '2026-11-01T00:00:00.000Z', files: [], version: 1 },
    memberId: 9,
    roles,
    permissions: effectivePermissions('active', roles),
  },
});

function api(roles: CompanyRole[] | null) {
  return answerApi((path, init) => {
    if (path.startsWith('/api/ew/buyer/companies/mine')) return { data: answer(roles) };
    if (path.startsWith('/api/ew/buyer/inquiries') && init?.method === 'POST') return { msg: 'Inquiry submitted', data: { inquiryNo: 'IQ261128100042' } };
    return { status: 404 };
  });
}
const sent = (calls: ReturnType<typeof api>) => {
  const post = calls.find((c) => c.init?.method === 'POST')!;
  return Object.fromEntries([...(post.init!.body as FormData).entries()].map(([k, v]) => [k, String(v)]));
};
async function fillAndSend() {
  fireEvent.change(screen.getByTestId('inquiry-type'), { target: { value: 'quotation' } });
  fireEvent.change(screen.getByTestId('inquiry-product-no'), { target: { value: 'S5800-48T4S' } });
  fireEvent.change(screen.getByTestId('inquiry-details'), { target: { value: 'Price for 200 units?' } });
  fireEvent.click(screen.getByTestId('inquiry-submit'));
}
const render = () => renderRoutes([{ path: '/', element: <InquiryForm source="product" onSent={vi.fn()} /> }], '/', { namespaces: ['account'] });

beforeEach(() => useSession.getState().set({ token: 'buyer-token', isLogin: true }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.getState().set({ token: undefined, isLogin: false });
});

describe('inquiry for the company', () => {
  it('asks a buyer of the company, the company first, and sends purchaseFor=company', async () => {
    const calls = api(['buyer']);
    await render();
    expect(await screen.findByRole('radio', { name: 'Kuitu Oy' })).toHaveProperty('checked', true);
    await fillAndSend();
    await waitFor(() => expect(calls.some((c) => c.init?.method === 'POST')).toBe(true));
    expect(sent(calls).purchaseFor).toBe('company');
  });

  it('sends no purpose when the member asks for themselves', async () => {
    const calls = api(['buyer']);
    await render();
    fireEvent.click(await screen.findByRole('radio', { name: 'Myself' }));
    await fillAndSend();
    await waitFor(() => expect(calls.some((c) => c.init?.method === 'POST')).toBe(true));
    expect(sent(calls).purchaseFor).toBeUndefined();
  });

  it.each([[['viewer'] as CompanyRole[]], [null]])('does not ask %j and sends no purpose', async (roles) => {
    const calls = api(roles);
    await render();
    await waitFor(() => expect(calls.some((c) => c.path.startsWith('/api/ew/buyer/companies/mine'))).toBe(true));
    expect(screen.queryByTestId('inquiry-purchase-for')).toBeNull();
    await fillAndSend();
    await waitFor(() => expect(calls.some((c) => c.init?.method === 'POST')).toBe(true));
    expect(sent(calls).purchaseFor).toBeUndefined();
  });
});

import type { MySamples, SampleRequest } from '@netshop/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession, useSite } from '../../../lib/site-store';
import { answerApi, renderRoutes } from '../../../test/render-page';
import { Component as SamplesPage } from './samples-page';

// /accountCenter/samples: the buyer's applications by status, with what became of each.

const address = { firstName: 'Ana', lastName: 'Lee', country: 'Finland', countryId: 1, region: 'Uusimaa', city: 'Espoo', zip: '02150', phone: '+358 40 1', line1: 'Otakaari 1', line2: '' };
const line = { skuId: 1, spuId: 7, name: 'SFP+ 10G LR', productNo: 'SFP-10G-LR-C', image: '/x.svg', saleAttr: 'Reach: 10 km', quantity: 2 };
const base: SampleRequest = { id: 3, status: 'pending', createdAt: '2030-01-02T08:00:00.000Z', decidedAt: null, project: 'Core upgrade', company: 'Acme Oy', address, lines: [line], rejectReason: null, orderNo: null, carrier: null, trackingNo: null, shippedAt: null };
const shipped: SampleRequest = { ...base, id: 2, status: 'shipped', decidedAt: '2030-01-01T09:00:00.000Z', orderNo: 'YT300101100001', carrier: 'DHL', trackingNo: 'JD0123456789', shippedAt: '2030-01-01T12:00:00.000Z' };
const rejected: SampleRequest = { ...base, id: 1, status: 'rejected', decidedAt: '2029-12-01T09:00:00.000Z', rejectReason: 'Please apply with your company e-mail.' };
const mine = (items: SampleRequest[]): MySamples => ({ items, pending: 1, inWindow: 2, nextAllowedAt: null });

const open = (query = '') =>
  renderRoutes(
    [
      { path: '/accountCenter/samples', element: <SamplesPage /> },
      { path: '/accountCenter/orders/detail', element: <h1>order detail</h1> },
    ],
    `/accountCenter/samples${query}`,
    { namespaces: ['account'] },
  );

beforeEach(() => {
  useSession.getState().set({ token: 'buyer-token' });
  // The shop's set-up is known (as after the start-up guard): the page may ask.
  useSite.getState().set({ loadAllData: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.getState().set({ token: undefined });
});

describe('samples page', () => {
  it('lists the applications with counts per status, the shipment and the reason', async () => {
    answerApi((path) => (path.startsWith('/api/ew/buyer/samples') ? { data: mine([base, shipped, rejected]) } : { data: [] }));
    await open();
    await screen.findAllByTestId('sample-card');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Free samples']);
    expect(screen.getByTestId('samples-usage').textContent).toBe('Applications in the last 90 days: 2 of 3');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['All 3', 'Under review 1', 'Approved 0', 'Shipped 1', 'Not approved 1']);
    const shipment = screen.getByTestId('sample-shipment');
    expect(shipment.textContent).toContain('Shipped with DHL');
    expect(shipment.textContent).toContain('JD0123456789');
    expect(within(shipment).getByRole('link', { name: 'YT300101100001' }).getAttribute('href')).toBe('/accountCenter/orders/detail?orderNo=YT300101100001');
    expect(screen.getByTestId('sample-reject-reason').textContent).toContain('Please apply with your company e-mail.');

    fireEvent.click(screen.getByRole('tab', { name: /Not approved/ }));
    expect(screen.getAllByTestId('sample-card').map((c) => c.getAttribute('data-status'))).toEqual(['rejected']);
    fireEvent.click(screen.getByRole('tab', { name: /Approved/ }));
    expect(screen.getByTestId('samples-empty-approved')).toBeTruthy();
  });

  it('says where applications start when there are none', async () => {
    answerApi((path) => (path.startsWith('/api/ew/buyer/samples') ? { data: { ...mine([]), pending: 0, inWindow: 0 } } : { data: [] }));
    await open();
    const empty = await screen.findByTestId('samples-empty-all');
    expect(within(empty).getByRole('heading', { name: 'No sample applications yet' })).toBeTruthy();
  });
});

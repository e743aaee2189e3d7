import type { StaffCoupon, StaffMe } from '@netshop/contract';
import type { LangCode } from '@netshop/contract/languages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAlerts } from '../../../../lib/alerts';
import { answerApi, renderRoutes, type ApiAnswer } from '../../../../test/render-page';
import { setUpStaffTestSession } from '../../../../test/staff-session';
import { Component as ConsoleCouponsPage } from './console-coupons-page';

// /console/coupons: sales staff list, create and end coupons, with the staff API answered at the
// fetch level (lib/http and the staff client run as in the browser).

const COUPONS: StaffCoupon[] = [
  { id: 7, code: 'SPRING10', kind: 'percent', value: 1000, minAmount: 5000, startsAt: '2030-03-01T00:00:00.000Z', expiresAt: '2030-04-01T00:00:00.000Z', public: true, state: 'scheduled', claims: 12, uses: 3 },
  { id: 3, code: 'WELCOME20', kind: 'fixed', value: 2000, minAmount: 0, startsAt: '2024-01-01T00:00:00.000Z', expiresAt: '2024-02-01T00:00:00.000Z', public: false, state: 'ended', claims: 40, uses: 31 },
];
const sales: StaffMe = { staffId: 2, email: 'sam@example.com', name: 'Sam', roles: ['sales'], permissions: [] };
const agent: StaffMe = { staffId: 3, email: 'ann@example.com', name: 'Ann', roles: ['agent'], permissions: [] };

const routes = [{ path: '/console/coupons', element: <ConsoleCouponsPage /> }];
const open = (lang: LangCode = 'en') => renderRoutes(routes, '/console/coupons', { lang, namespaces: ['console', 'account'] });
const api = (answers: { me?: StaffMe; post?: (path: string, body: unknown) => ApiAnswer } = {}) =>
  answerApi((path, init) => {
    if (path.endsWith('/staff/me')) return { data: answers.me ?? sales };
    if (init?.method === 'POST') return answers.post?.(path, JSON.parse(String(init.body))) ?? { data: { id: 8 } };
    return { data: COUPONS };
  });
const posts = (calls: ReturnType<typeof answerApi>) => calls.filter((c) => c.init?.method === 'POST');
const listGets = (calls: ReturnType<typeof answerApi>) => calls.filter((c) => c.path === '/api/ew/staff/coupons' && (c.init?.method ?? 'GET') === 'GET');
const bodyOf = (call: { init: RequestInit | undefined } | undefined) => JSON.parse(String(call?.init?.body)) as unknown;

const type = (name: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(name), { target: { value } });

setUpStaffTestSession();

describe('console coupons page', () => {
  it('lists the coupons with their values in dollars and percent, state and counts', async () => {
    const calls = api();
    await open();
    const table = await screen.findByTestId('coupons-table');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Coupons']);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Code', 'Discount', 'Minimum order', 'Valid', 'Visibility', 'State', 'Claimed', 'Used', 'Actions']);

    const spring = screen.getByTestId('coupon-row-7');
    expect(spring.textContent).toContain('SPRING10');
    expect(spring.textContent).toContain('10%');
    expect(spring.textContent).toContain('$50.00');
    expect(spring.textContent).toContain('Public');
    expect(spring.textContent).toContain('Scheduled');
    expect(spring.textContent).toContain('2030');
    expect(within(spring).getByRole('button', { name: 'End now SPRING10' })).toBeTruthy();

    const welcome = screen.getByTestId('coupon-row-3');
    expect(welcome.textContent).toContain('$20.00');
    expect(welcome.textContent).toContain('None');
    expect(welcome.textContent).toContain('Private');
    expect(welcome.textContent).toContain('Ended');
    expect(within(welcome).queryByRole('button')).toBeNull();

    // Asked with the staff session.
    expect(new Headers(listGets(calls)[0]?.init?.headers).get('Authorization')).toBe('Bearer staff-token');
  });

  it('formats amounts in the console language', async () => {
    api();
    await open('fr');
    const row = await screen.findByTestId('coupon-row-7');
    expect(row.textContent?.replace(/\s/g, ' ')).toContain('10 %');
    expect(row.textContent?.replace(/\s/g, ' ')).toContain('50,00 $US');
    expect(row.textContent).toContain('Programmé');
  });

  it('creates a percent coupon with basis points, cents and ISO dates, then reads the list again', async () => {
    const calls = api();
    await open();
    await screen.findByTestId('coupons-table');
    const before = listGets(calls).length;

    type('Code', 'summer-25');
    fireEvent.click(screen.getByRole('radio', { name: 'Percentage' }));
    type('Discount (%)', '12.5');
    type('Minimum order (US$)', '50');
    type('Starts', '2030-06-01T10:00');
    type('Expires', '2030-07-01T10:00');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Public coupon' }));
    fireEvent.click(screen.getByTestId('coupon-create'));

    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.path).toBe('/api/ew/staff/coupons');
    expect(bodyOf(posts(calls)[0])).toEqual({
      code: 'SUMMER-25',
      kind: 'percent',
      value: 1250,
      minAmount: 5000,
      startsAt: new Date('2030-06-01T10:00').toISOString(),
      expiresAt: new Date('2030-07-01T10:00').toISOString(),
      public: false,
    });
    await waitFor(() => expect(listGets(calls).length).toBeGreaterThan(before));
    expect(useAlerts.getState().items.map((i) => i.message)).toContain('Coupon SUMMER-25 created.');
    // The form is empty again for the next one.
    expect((screen.getByLabelText('Code') as HTMLInputElement).value).toBe('');
  });

  it('sends a fixed amount in cents', async () => {
    const calls = api();
    await open();
    await screen.findByTestId('coupons-table');

    type('Code', 'TAKE20');
    fireEvent.click(screen.getByRole('radio', { name: 'Fixed amount' }));
    type('Discount (US$)', '20');
    type('Minimum order (US$)', '50');
    type('Starts', '2030-06-01T10:00');
    type('Expires', '2030-07-01T10:00');
    fireEvent.click(screen.getByTestId('coupon-create'));

    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(bodyOf(posts(calls)[0])).toMatchObject({ code: 'TAKE20', kind: 'fixed', value: 2000, minAmount: 5000, public: true });
  });

  it('shows a translated error for an invalid code and sends nothing', async () => {
    const calls = api();
    await open('fi');
    await screen.findByTestId('coupons-table');

    type('Koodi', 'a!');
    type('Alennus (%)', '10');
    fireEvent.click(screen.getByTestId('coupon-create'));

    const code = screen.getByLabelText('Koodi');
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Käytä 3–40 merkkiä: kirjaimia A–Z, numeroita, - tai _')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(posts(calls)).toHaveLength(0);
  });

  it('ends a coupon after confirming, says so and reads the list again', async () => {
    const calls = api({ post: () => ({ data: null }) });
    await open();
    await screen.findByTestId('coupons-table');
    const before = listGets(calls).length;

    fireEvent.click(screen.getByRole('button', { name: 'End now SPRING10' }));
    const dialog = await screen.findByRole('dialog', { name: 'End coupon SPRING10?' });
    expect(posts(calls)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'End coupon' }));

    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.path).toBe('/api/ew/staff/coupons/7/end');
    await waitFor(() => expect(listGets(calls).length).toBeGreaterThan(before));
    expect(useAlerts.getState().items.map((i) => i.message)).toContain('Coupon SPRING10 has ended.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'All coupons' })));
  });

  it('tells staff without the permission that the page is not theirs, and asks nothing', async () => {
    const calls = api({ me: agent });
    await open();
    expect(await screen.findByTestId('coupons-no-access')).toBeTruthy();
    expect(listGets(calls)).toHaveLength(0);
  });
});

import type { CentreCoupon, Country, Money, MyCoupon } from '@netshop/contract';
import type { LangCode } from '@netshop/contract/languages';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlerts } from '../../../lib/alerts';
import { useSession, useSite } from '../../../lib/site-store';
import { answerApi, renderRoutes, type ApiAnswer } from '../../../test/render-page';
import { Component as CouponsPage } from './coupons-page';

// /accountCenter/coupons: a logged-in buyer's coupons by status and the coupon centre, with the
// API answered at the fetch level (lib/http runs as in the browser: envelope, toasts, headers).

const usd = (amount: number): Money => ({ amount, currency: 'USD', minorUnits: 2 });
const base = { startsAt: '2020-01-01T00:00:00.000Z', expiresAt: '2027-12-31T12:00:00.000Z' };
const percent10: MyCoupon = { ...base, code: 'SAVE10', kind: 'percent', value: 1000, amount: null, minAmount: usd(50000), status: 'unused', orderNo: null };
const welcome: MyCoupon = { ...base, code: 'NEWBUYER8', kind: 'fixed', value: 2000, amount: usd(2000), minAmount: usd(0), status: 'unused', orderNo: null };
const used: MyCoupon = { ...base, code: 'USED5', kind: 'percent', value: 500, amount: null, minAmount: usd(0), status: 'used', orderNo: 'YT261122100001' };
const expired: MyCoupon = { ...base, code: 'OLD15', kind: 'percent', value: 1500, amount: null, minAmount: usd(10000), expiresAt: '2026-03-01T12:00:00.000Z', status: 'expired', orderNo: null };
const MINE = [percent10, welcome, used, expired];
const centreOf = (c: MyCoupon, claimed: boolean): CentreCoupon => ({
  code: c.code,
  kind: c.kind,
  value: c.value,
  amount: c.amount,
  minAmount: c.minAmount,
  startsAt: c.startsAt,
  expiresAt: c.expiresAt,
  claimed,
});
const spring: MyCoupon = { ...base, code: 'SPRING12', kind: 'fixed', value: 1200, amount: usd(1200), minAmount: usd(10000), status: 'unused', orderNo: null };
const summer: MyCoupon = { ...spring, code: 'SUMMER15' };
const later: MyCoupon = { ...percent10, code: 'LATER20', value: 2000, startsAt: '2099-01-01T12:00:00.000Z', expiresAt: '2099-12-31T12:00:00.000Z' };

const US: Country = { countryId: 1, code: 'US', country: 'United States', langId: 2, currencyId: 2, currency: 'USD', symbol: '$', minorUnits: 2, rate: '1', phoneCode: '1' };

const routes = [
  { path: '/accountCenter/coupons', element: <CouponsPage /> },
  { path: '/accountCenter/orders/detail', element: <h1>order detail</h1> },
];
const open = (query = '', lang: LangCode = 'en') => renderRoutes(routes, `/accountCenter/coupons${query}`, { lang, namespaces: ['account'] });

type Calls = ReturnType<typeof answerApi>;
const api = (answers: { mine?: () => MyCoupon[]; centre?: () => CentreCoupon[]; claim?: (body: unknown) => ApiAnswer }) =>
  answerApi((path, init) => {
    if (path.startsWith('/api/ew/buyer/coupons/claim')) return answers.claim?.(JSON.parse(String(init?.body))) ?? { data: null };
    if (path.startsWith('/api/ew/buyer/coupons/centre')) return { data: answers.centre?.() ?? [] };
    if (path.startsWith('/api/ew/buyer/coupons')) return { data: answers.mine?.() ?? [] };
    return { status: 404 };
  });
const gets = (calls: Calls, what: 'mine' | 'centre') =>
  calls.filter((c) => (what === 'mine' ? c.path.startsWith('/api/ew/buyer/coupons?') : c.path.startsWith('/api/ew/buyer/coupons/centre')));
const cards = () => screen.getAllByTestId('coupon-card');
const alerts = () => useAlerts.getState().items.map(({ kind, message }) => ({ kind, message }));

beforeEach(() => {
  useSession.getState().set({ token: 'buyer-token' });
  useSite.getState().set({ basePriceInfo: US });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  useAlerts.setState({ items: [] });
  useSession.getState().set({ token: undefined });
  sessionStorage.clear();
});

describe('coupons page', () => {
  it('shows the unused coupons first, with tabs that count each status and filter by it', async () => {
    const calls = api({ mine: () => MINE });
    const { router } = await open();
    await screen.findAllByTestId('coupon-card');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Coupons']);
    expect(screen.getByRole('heading', { level: 2, name: 'My coupons' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Public coupons' })).toBeTruthy();
    // What saving is for, said truthfully: public coupons work at checkout without it (ADR 0031).
    expect(screen.getByTestId('coupon-centre').textContent).toContain('Public coupons need no claiming: enter the code at checkout or pick it from the list there. Save one to My coupons and it is listed first at checkout.');

    const tabs = within(screen.getByRole('tablist', { name: 'My coupons by status' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Unused 2', 'Used 1', 'Expired 1']);
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');

    // Unused: the value big, the minimum, the expiry in the UI language, the code with a copy button.
    expect(cards().map((c) => c.getAttribute('data-code'))).toEqual(['SAVE10', 'NEWBUYER8']);
    const [save10, newBuyer] = cards();
    expect(within(save10).getByRole('heading', { level: 3 }).textContent).toBe('10% off');
    expect(save10.textContent).toContain('on orders from $500.00');
    expect(save10.textContent).toContain('valid until Dec 31, 2027');
    expect(within(save10).getByTestId('coupon-code').tagName).toBe('CODE');
    expect(within(save10).getByRole('button', { name: 'Copy coupon code SAVE10' })).toBeTruthy();
    expect(within(newBuyer).getByRole('heading', { level: 3 }).textContent).toBe('$20.00 off');
    expect(newBuyer.textContent).toContain('no minimum spend');

    // Asked with the session and the visitor's currency.
    const [mine] = gets(calls, 'mine');
    expect(mine.path).toBe('/api/ew/buyer/coupons?currencyId=2');
    expect(new Headers(mine.init?.headers).get('Authorization')).toBe('Bearer buyer-token');
    expect(gets(calls, 'centre')[0].path).toBe('/api/ew/buyer/coupons/centre?currencyId=2');

    // Used: the order it went to, linked; no copy button.
    fireEvent.click(tabs[1]);
    expect(router.state.location.search).toBe('?tab=used');
    expect(cards().map((c) => c.getAttribute('data-code'))).toEqual(['USED5']);
    expect(within(cards()[0]).getByText('Used')).toBeTruthy();
    expect(cards()[0].textContent).toContain('Used on order YT261122100001');
    expect(within(cards()[0]).getByRole('link', { name: 'YT261122100001' }).getAttribute('href')).toBe('/accountCenter/orders/detail?orderNo=YT261122100001');
    expect(within(cards()[0]).queryByRole('button')).toBeNull();

    // Expired: greyed and said in words.
    fireEvent.click(screen.getByRole('tab', { name: /Expired/ }));
    expect(cards().map((c) => c.getAttribute('data-status'))).toEqual(['expired']);
    expect(within(cards()[0]).getByText('Expired')).toBeTruthy();
    expect(cards()[0].textContent).toContain('expired on Mar 1, 2026');
    expect(cards()[0].className).toMatch(/inactive/);

    // Arrow keys move between the tabs.
    fireEvent.keyDown(screen.getByRole('tab', { name: /Expired/ }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: /Unused/ }).getAttribute('aria-selected')).toBe('true');
    expect(router.state.location.search).toBe('');
  });

  it('opens the tab the address names', async () => {
    api({ mine: () => MINE });
    await open('?tab=expired');
    expect((await screen.findAllByTestId('coupon-card')).map((c) => c.getAttribute('data-code'))).toEqual(['OLD15']);
  });

  it('shows the empty state of a tab with no coupons', async () => {
    api({ mine: () => [percent10] });
    await open();
    await screen.findAllByTestId('coupon-card');
    expect(screen.getByRole('tab', { name: /Expired/ }).textContent).toBe('Expired 0');
    fireEvent.click(screen.getByRole('tab', { name: /Expired/ }));
    const empty = screen.getByTestId('coupons-empty-expired');
    expect(within(empty).getByRole('heading', { level: 3, name: 'No expired coupons' })).toBeTruthy();
    expect(screen.queryByTestId('coupon-card')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: /Used/ }));
    expect(screen.getByRole('heading', { level: 3, name: 'No coupons used yet' })).toBeTruthy();
  });

  it('points a buyer without usable coupons to the coupon centre, and says when it has none either', async () => {
    api({ mine: () => [], centre: () => [] });
    await open();
    const empty = await screen.findByTestId('coupons-empty-unused');
    expect(within(empty).getByRole('heading', { name: 'No coupons to use' })).toBeTruthy();
    const centreHeading = screen.getByRole('heading', { level: 2, name: 'Public coupons' });
    // jsdom lays nothing out and has no scrollIntoView.
    const scrollIntoView = vi.fn();
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true });
    fireEvent.click(within(empty).getByRole('button', { name: 'See public coupons' }));
    expect(document.activeElement).toBe(centreHeading);
    expect(scrollIntoView).toHaveBeenCalledOnce();
    expect(await screen.findByTestId('coupon-centre-empty')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'No public coupons right now' })).toBeTruthy();
  });

  it('copies a code to the clipboard and says so', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    api({ mine: () => MINE });
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy coupon code NEWBUYER8' }));
    await vi.waitFor(() => expect(alerts()).toEqual([{ kind: 'success', message: 'Coupon code copied' }]));
    expect(writeText).toHaveBeenCalledWith('NEWBUYER8');
  });

  it('selects the code and says how to copy it when the clipboard is not available', async () => {
    api({ mine: () => MINE });
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy coupon code SAVE10' }));
    await vi.waitFor(() => expect(alerts().map((a) => a.kind)).toEqual(['error']));
    expect(alerts()[0].message).toMatch(/could not be copied automatically/);
    expect(window.getSelection()?.toString()).toBe('SAVE10');
  });

  it('claims a centre coupon with its code, shows the server’s message and reads both lists again', async () => {
    let claimed = false;
    const calls = api({
      mine: () => (claimed ? [...MINE, spring] : MINE),
      centre: () => [centreOf(spring, claimed), centreOf(welcome, true), centreOf(later, false)],
      claim: () => {
        claimed = true;
        return { msg: 'Saved to My coupons: it is listed first at checkout' };
      },
    });
    await open();
    const centre = await screen.findByTestId('coupon-centre-list');
    // Claimed before: disabled.
    const done = within(centre).getByRole('button', { name: 'Saved to My coupons: NEWBUYER8' }) as HTMLButtonElement;
    expect(done.disabled).toBe(true);
    expect(done.textContent).toBe('Saved');
    const spr = within(centre).getAllByTestId('centre-coupon')[0];
    expect(within(spr).getByRole('heading', { level: 3 }).textContent).toBe('$12.00 off');
    expect(spr.textContent).toContain('on orders from $100.00');
    // Not valid yet: from when, until when.
    expect(within(centre).getAllByTestId('centre-coupon')[2].textContent).toContain('valid from Jan 1, 2099 until Dec 31, 2099');
    expect(gets(calls, 'mine')).toHaveLength(1);
    expect(gets(calls, 'centre')).toHaveLength(1);

    fireEvent.click(within(centre).getByRole('button', { name: 'Save coupon SPRING12 to My coupons' }));
    const claimButton = await within(centre).findByRole('button', { name: 'Saved to My coupons: SPRING12' });
    expect((claimButton as HTMLButtonElement).disabled).toBe(true);

    const posts = calls.filter((c) => c.init?.method === 'POST');
    expect(posts.map((c) => c.path)).toEqual(['/api/ew/buyer/coupons/claim']);
    expect(JSON.parse(String(posts[0].init?.body))).toEqual({ code: 'SPRING12' });
    expect(new Headers(posts[0].init?.headers).get('Authorization')).toBe('Bearer buyer-token');
    expect(alerts()).toEqual([{ kind: 'success', message: 'Saved to My coupons: it is listed first at checkout' }]);
    await vi.waitFor(() => expect(screen.getByRole('tab', { name: /Unused/ }).textContent).toBe('Unused 3'));
    expect(gets(calls, 'mine')).toHaveLength(2);
    expect(gets(calls, 'centre')).toHaveLength(2);
  });

  it('shows a refused claim once (the HTTP client’s toast) and reads the lists again', async () => {
    let claimed = false;
    const calls = api({
      centre: () => [centreOf(summer, claimed)],
      claim: () => {
        claimed = true;
        return { status: 409, msg: 'This coupon is already in My coupons' };
      },
    });
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Save coupon SUMMER15 to My coupons' }));
    expect(await screen.findByRole('button', { name: 'Saved to My coupons: SUMMER15' })).toBeTruthy();
    expect(alerts()).toEqual([{ kind: 'error', message: 'This coupon is already in My coupons' }]);
    expect(gets(calls, 'centre')).toHaveLength(2);
  });

  it('speaks the buyer’s language: French texts, percentages and dates', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    api({ mine: () => MINE, centre: () => [centreOf(spring, false)] });
    await open('', 'fr');
    await screen.findAllByTestId('coupon-card');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Non utilisés 2', 'Utilisés 1', 'Expirés 1']);
    const [save10] = cards();
    expect(within(save10).getByRole('heading', { level: 3 }).textContent).toMatch(/^10\s%\sde remise$/);
    expect(save10.textContent).toContain('valable jusqu’au 31 déc. 2027');
    expect(screen.getByRole('heading', { level: 2, name: 'Coupons publics' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Enregistrer le coupon SPRING12 dans Mes coupons' })).toBeTruthy();
    fireEvent.click(within(save10).getByRole('button', { name: 'Copier le code du coupon SAVE10' }));
    await vi.waitFor(() => expect(alerts()).toEqual([{ kind: 'success', message: 'Code du coupon copié' }]));
  });
});

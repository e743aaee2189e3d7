import type { Country, ListDetail, ListSummary, Money, MyLists } from '@netshop/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlerts } from '../../../../lib/alerts';
import { useSession, useSite } from '../../../../lib/site-store';
import { answerApi, renderRoutes, type ApiAnswer } from '../../../../test/render-page';
import { SaveToListButton } from '../components/save-to-list-button';
import { Component as ListDetailPage } from './list-detail-page';
import { Component as ListsPage } from './lists-page';

// Requisition lists (issue 29): the index, one list and the "save to list" dialog, with the API
// answered at the fetch level. What a buyer may change is the server's `mayChange`: a list they
// may only read shows no control that changes it.

const eur = (amount: number): Money => ({ amount, currency: 'EUR', minorUnits: 2 });
const FI: Country = { countryId: 5, code: 'FI', country: 'Suomi', langId: 4, currencyId: 3, currency: 'EUR', symbol: '€', minorUnits: 2, rate: '1', phoneCode: '358' };
const summary = (over: Partial<ListSummary>): ListSummary => ({
  id: 1,
  name: 'Räkki B12',
  shared: false,
  owner: { userId: 7, name: 'Aino Virtanen' },
  mine: true,
  mayChange: true,
  itemCount: 2,
  totalQuantity: 6,
  updatedAt: '2026-11-20T10:00:00.000Z',
  version: 3,
  ...over,
});
const own = summary({ id: 1, name: 'Oma lista' });
const sharedReadOnly = summary({ id: 2, name: 'Yrityksen optiikat', shared: true, mine: false, mayChange: false, owner: { userId: 9, name: 'Matti Korhonen' } });
const sharedMine = summary({ id: 3, name: 'Jaettu räkki', shared: true });
const item = (skuId: number, over: Partial<ListDetail['items'][number]> = {}): ListDetail['items'][number] => ({
  skuId,
  spuId: 100 + skuId,
  productNo: `SFP-10G-LR-${skuId}`,
  name: `10G SFP+ LR ${skuId}`,
  image: '',
  saleAttr: 'Kantama: 10 km',
  quantity: 2,
  unitPrice: eur(2500),
  lineTotal: eur(5000),
  stock: 40,
  state: 'ok',
  sellable: true,
  ...over,
});
const detail = (s: ListSummary, items = [item(11), item(12, { state: 'unavailable', sellable: false, stock: 0 })]): ListDetail => ({ ...s, items, subtotal: eur(5000) });

type Handler = (path: string, init: RequestInit | undefined) => ApiAnswer | undefined;
const api = (mine: MyLists, extra: Handler = () => undefined) =>
  answerApi((path, init) => {
    const answered = extra(path, init);
    if (answered) return answered;
    if (path === '/api/ew/buyer/lists' && (init?.method ?? 'GET') === 'GET') return { data: mine };
    return { status: 404, msg: 'Ei löytynyt' };
  });
const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;
const posts = (calls: ReturnType<typeof answerApi>) => calls.filter((c) => c.init?.method === 'POST' || c.init?.method === 'PUT').map((c) => [c.init!.method, c.path, body(c.init)]);

beforeEach(() => {
  useSession.getState().set({ token: 'buyer-token', isLogin: true });
  useSite.getState().set({ basePriceInfo: FI });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAlerts.setState({ items: [] });
  useSession.getState().set({ token: undefined, isLogin: false });
});

const routes = [
  { path: '/accountCenter/lists', element: <ListsPage /> },
  { path: '/accountCenter/lists/detail', element: <ListDetailPage /> },
  { path: '/product', element: <SaveToListButton items={[{ skuId: 11, quantity: 3 }, { skuId: 12, quantity: 1 }]} /> },
];

describe('lists index', () => {
  it('lists own and shared lists in Finnish: who owns a colleague’s, what each holds, and only the changeable ones can be renamed or deleted', async () => {
    api({ lists: [own, sharedReadOnly, sharedMine], mayShare: true });
    await renderRoutes(routes, '/accountCenter/lists', { lang: 'fi', namespaces: ['lists'] });
    const cards = within(await screen.findByTestId('lists')).getAllByRole('listitem');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hankintalistat');
    expect(cards.map((c) => within(c).getByRole('link').textContent)).toEqual(['Oma lista', 'Yrityksen optiikat', 'Jaettu räkki']);
    expect(cards[0]!.textContent).toContain('Oma');
    expect(cards[0]!.textContent).toContain('Osia: 2');
    expect(cards[1]!.textContent).toContain('Jaettu yrityksen kanssa');
    expect(cards[1]!.textContent).toContain('Omistaja: Matti Korhonen');
    expect(cards[0]!.textContent).not.toContain('Omistaja');
    expect(within(cards[0]!).getByRole('button', { name: /Nimeä uudelleen/ })).toBeTruthy();
    expect(within(cards[1]!).queryByRole('button', { name: /Nimeä uudelleen/ })).toBeNull();
    expect(within(cards[1]!).queryByRole('button', { name: /Poista/ })).toBeNull();
    expect(within(cards[1]!).getByRole('button', { name: /Kopioi/ })).toBeTruthy();
    // The company page's link shows the shared ones only.
    cleanup();
    api({ lists: [own, sharedReadOnly, sharedMine], mayShare: true });
    await renderRoutes(routes, '/accountCenter/lists?scope=company', { lang: 'fi', namespaces: ['lists'] });
    expect(within(await screen.findByTestId('lists')).getAllByRole('listitem').length).toBe(2);
  });

  it('creates a shared list (offered to those who may share) and opens it; an empty name is refused before any request', async () => {
    const calls = api({ lists: [], mayShare: true }, (path, init) => (path === '/api/ew/buyer/lists' && init?.method === 'POST' ? { data: { id: 42 }, msg: 'Lista ”Kytkimet” on luotu' } : undefined));
    const { router } = await renderRoutes(routes, '/accountCenter/lists', { lang: 'fi', namespaces: ['lists'] });
    expect((await screen.findByTestId('lists-empty')).textContent).toContain('Sinulla ei ole vielä listoja.');
    fireEvent.click(screen.getByTestId('list-create'));
    expect(await screen.findByText('Anna listalle nimi.')).toBeTruthy();
    expect(posts(calls)).toEqual([]);
    fireEvent.change(screen.getByTestId('list-new-name'), { target: { value: ' Kytkimet ' } });
    fireEvent.click(screen.getByTestId('list-new-shared'));
    fireEvent.click(screen.getByTestId('list-create'));
    await waitFor(() => expect(router.state.location.search).toBe('?id=42'));
    expect(posts(calls)).toEqual([['POST', '/api/ew/buyer/lists', { name: 'Kytkimet', shared: true }]]);
  });

  it('hides the share choice from a buyer who may not share', async () => {
    api({ lists: [own], mayShare: false });
    await renderRoutes(routes, '/accountCenter/lists', { lang: 'fi', namespaces: ['lists'] });
    await screen.findByTestId('lists');
    expect(screen.queryByTestId('list-new-shared')).toBeNull();
  });
});

describe('one list', () => {
  it('shows the items priced with their state, and puts all in the cart reporting what did not go', async () => {
    const calls = api({ lists: [own], mayShare: false }, (path) => {
      if (path.startsWith('/api/ew/buyer/lists/1/cart')) return { data: { added: 1, problems: [{ skuId: 12, productNo: 'SFP-10G-LR-12', name: '10G SFP+ LR 12', problem: 'unavailable', wanted: 2, stock: 0 }] }, msg: '1 osaa lisätty ostoskoriin; 1 ei voitu lisätä listan mukaisesti' };
      if (path.startsWith('/api/ew/buyer/lists/1')) return { data: detail(own) };
      return undefined;
    });
    await renderRoutes(routes, '/accountCenter/lists/detail?id=1', { lang: 'fi', namespaces: ['lists'] });
    const table = await screen.findByTestId('list-items');
    expect(calls.some((c) => c.path === '/api/ew/buyer/lists/1?currencyId=3')).toBe(true);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Oma lista');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toContain('SFP-10G-LR-11');
    expect(rows[0]!.textContent).toContain('Varastossa (40)');
    expect(rows[1]!.textContent).toContain('Ei enää myynnissä');
    expect(within(rows[0]!).getByRole('spinbutton', { name: 'Tuotteen 10G SFP+ LR 11 määrä' })).toBeTruthy();

    fireEvent.click(screen.getByTestId('list-cart-all'));
    const result = await screen.findByTestId('list-cart-result');
    expect(result.textContent).toContain('Ostoskoriin lisätyt osat: 1.');
    expect(result.textContent).toContain('SFP-10G-LR-12 10G SFP+ LR 12: ei enää myynnissä');
    expect(posts(calls)).toEqual([['POST', '/api/ew/buyer/lists/1/cart?currencyId=3', {}]]);

    // Some: the selected items only.
    fireEvent.click(within(rows[0]!).getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('list-cart-selected'));
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    expect(posts(calls)[1]).toEqual(['POST', '/api/ew/buyer/lists/1/cart?currencyId=3', { skuIds: [11] }]);
  });

  it('a list the buyer may only read says so and offers no change: no quantity fields, no remove, no rename or delete', async () => {
    api({ lists: [sharedReadOnly], mayShare: false }, (path) => (path.startsWith('/api/ew/buyer/lists/2') ? { data: detail(sharedReadOnly) } : undefined));
    await renderRoutes(routes, '/accountCenter/lists/detail?id=2', { lang: 'fi', namespaces: ['lists'] });
    await screen.findByTestId('list-items');
    expect(screen.getByText('Voit katsoa tätä listaa, mutta et muuttaa sitä.')).toBeTruthy();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.queryByRole('button', { name: /Poista/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Nimeä uudelleen/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Kopioi/ })).toBeTruthy();
    expect(screen.getByTestId('list-cart-all')).toBeTruthy();
  });

  it('an id the server does not show this buyer (another company’s, a colleague’s personal) reads as not found', async () => {
    api({ lists: [], mayShare: false });
    await renderRoutes(routes, '/accountCenter/lists/detail?id=77', { lang: 'fi', namespaces: ['lists'] });
    expect((await screen.findByTestId('list-not-found')).textContent).toContain('Listaa ei ole, tai sitä ei ole jaettu kanssasi.');
  });
});

describe('SaveToListButton', () => {
  it('saves into a list the buyer may change (a read-only one is not offered), or into a new one created first', async () => {
    const calls = api({ lists: [sharedReadOnly, own, sharedMine], mayShare: true }, (path, init) => {
      if (path === '/api/ew/buyer/lists' && init?.method === 'POST') return { data: { id: 9 }, msg: 'luotu' };
      if (/^\/api\/ew\/buyer\/lists\/\d+\/items$/.test(path)) return { data: { listId: 1, added: 2, merged: 0, skipped: [] }, msg: 'Tallennettu listalle' };
      return undefined;
    });
    await renderRoutes(routes, '/product', { lang: 'fi', namespaces: ['lists'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Tallenna listalle' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('radio', { name: /Oma lista/ });
    expect(within(dialog).getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual(['Uusi lista', expect.stringContaining('Oma lista'), expect.stringContaining('Jaettu räkki')]);
    expect(within(dialog).getByText('Tallennettavia osia: 2')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: /Jaettu räkki/ }));
    fireEvent.click(screen.getByTestId('save-to-list-submit'));
    await waitFor(() => expect(useAlerts.getState().items.map((a) => a.message)).toContain('Tallennettu listalle'));
    expect(posts(calls)).toEqual([['POST', '/api/ew/buyer/lists/3/items', { items: [{ skuId: 11, quantity: 3 }, { skuId: 12, quantity: 1 }] }]]);

    fireEvent.click(screen.getByRole('button', { name: 'Tallenna listalle' }));
    const again = await screen.findByRole('dialog');
    fireEvent.click(await within(again).findByRole('radio', { name: 'Uusi lista' }));
    fireEvent.change(within(again).getByLabelText('Listan nimi'), { target: { value: 'Uudet optiikat' } });
    fireEvent.click(screen.getByTestId('save-to-list-submit'));
    await waitFor(() => expect(posts(calls)).toHaveLength(3));
    expect(posts(calls).slice(1)).toEqual([
      ['POST', '/api/ew/buyer/lists', { name: 'Uudet optiikat', shared: false }],
      ['POST', '/api/ew/buyer/lists/9/items', { items: [{ skuId: 11, quantity: 3 }, { skuId: 12, quantity: 1 }] }],
    ]);
  });
});

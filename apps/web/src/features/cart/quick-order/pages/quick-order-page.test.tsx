import type { QuickOrderLineInput, QuickOrderLineResult, QuickOrderSku } from '@netshop/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlerts } from '../../../../lib/alerts';
import { useSession, useSite } from '../../../../lib/site-store';
import { answerApi, renderRoutes } from '../../../../test/render-page';
import { Component as QuickOrderPage } from './quick-order-page';

// The quick-order page (issue 29): each problem is shown on its own line with its fix in place —
// a similar number for an unknown one, the version to choose, the quantity the limit allows and a
// quotation — and a fix sends the line again; "add valid lines" adds only those, the others stay;
// a list of more than 500 lines is refused before anything is sent.

const money = (amount: number) => ({ amount, currency: 'EUR', minorUnits: 2 });
const sku = (skuId: number, productNo: string, saleAttr = ''): QuickOrderSku => ({
  skuId,
  spuId: 7,
  productNo,
  name: '10G SFP+ LR',
  saleAttr,
  image: '',
  stock: 900,
  listPrice: money(2500),
});
const GE = sku(11, 'SFP-10G-LR-GE', 'Generic');
const CI = sku(12, 'SFP-10G-LR-CI', 'Cisco');

/** A small server: the rules the page has to show, by part number. */
function answer(l: QuickOrderLineInput, index: number): QuickOrderLineResult {
  const base: QuickOrderLineResult = {
    index,
    partNo: l.partNo,
    quantity: /^\d+$/.test(String(l.quantity)) ? Number(l.quantity) : null,
    ok: false,
    problem: null,
    message: '',
    sku: null,
    coding: null,
    unitPrice: null,
    lineTotal: null,
    candidates: [],
    suggestions: [],
    available: null,
    minimum: null,
    limit: null,
    nextTier: null,
  };
  const q = base.quantity;
  const ok = (s: QuickOrderSku): QuickOrderLineResult => ({ ...base, ok: true, sku: s, unitPrice: money(2500), lineTotal: money(2500 * q!) });
  if (l.partNo === 'NOPE-1') return { ...base, problem: 'unknown', message: 'No product NOPE-1', suggestions: [{ productNo: 'SFP-10G-LR-GE', name: '10G SFP+ LR' }] };
  const s = l.partNo === 'SFP-10G-LR-GE' ? GE : l.partNo === 'SFP-10G-LR' && l.skuId ? [GE, CI].find((c) => c.skuId === l.skuId)! : null;
  if (l.partNo === 'SFP-10G-LR' && !s) return { ...base, problem: 'optionsMissing', message: 'Choose a version of SFP-10G-LR', candidates: [GE, CI] };
  if (!s) return { ...base, problem: 'unknown', message: `No product ${l.partNo}` };
  if (q === null) return { ...base, sku: s, problem: 'quantityInvalid', message: 'Whole number please' };
  if (q > 500) return { ...base, sku: s, problem: 'overLimit', message: 'At most 500 units online; request a quotation', limit: 500, available: 500 };
  return ok(s);
}

let sent: { path: string; lines: QuickOrderLineInput[] }[] = [];
function server(added: (lines: QuickOrderLineInput[]) => number[] = (lines) => lines.flatMap((l, i) => (answer(l, i).ok ? [i] : []))) {
  sent = [];
  return answerApi((path, init) => {
    if (path.includes('/quick-order/')) {
      const lines = (JSON.parse(String(init?.body)) as { lines: QuickOrderLineInput[] }).lines;
      sent.push({ path, lines });
      const results = lines.map(answer);
      const check = { lines: results, okCount: results.filter((r) => r.ok).length, problemCount: results.filter((r) => !r.ok).length, total: money(0) };
      if (path.includes('/quick-order/add')) {
        const ids = added(lines);
        return { data: { added: ids, check, cartLines: ids.length }, msg: `${ids.length} lines added to the cart` };
      }
      return { data: check };
    }
    if (path.includes('/lists')) return { data: [] };
    return { data: null };
  });
}
const open = (lang: 'en' | 'fi' = 'en') => renderRoutes([{ path: '/quickOrder', element: <QuickOrderPage /> }], '/quickOrder', { lang, namespaces: ['quick-order'] });
const paste = (text: string) => {
  fireEvent.change(screen.getByTestId('qo-paste'), { target: { value: text } });
  fireEvent.click(screen.getByTestId('qo-paste-add'));
};
const rowOf = (n: number) => screen.getAllByTestId('qo-row')[n - 1]!;
const checks = () => sent.filter((s) => s.path.includes('/check'));

beforeEach(() => {
  useSession.getState().set({ token: 'buyer-token', isLogin: true });
  useSite.getState().set({ loadAllData: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.getState().set({ token: undefined, isLogin: false });
  useAlerts.setState({ items: [] });
});

describe('quick order page', () => {
  it('shows each problem on its line with its fix; each fix sends the line again and it becomes ready', async () => {
    server();
    await open();
    paste('NOPE-1 2\nSFP-10G-LR\t3\nSFP-10G-LR-GE, 600\nSFP-10G-LR-GE;x');
    await screen.findByText('No product NOPE-1');
    expect(checks()[0]!.lines).toEqual([
      { partNo: 'NOPE-1', quantity: '2' },
      { partNo: 'SFP-10G-LR', quantity: '3' },
      { partNo: 'SFP-10G-LR-GE', quantity: '600' },
      { partNo: 'SFP-10G-LR-GE', quantity: 'x' },
    ]);
    expect(screen.getByTestId('qo-problem-2').dataset.problem).toBe('optionsMissing');
    expect(screen.getByTestId('qo-problem-3').dataset.problem).toBe('overLimit');
    expect(screen.getByTestId('qo-problem-4').dataset.problem).toBe('quantityInvalid');
    expect(screen.getByTestId('qo-summary').textContent).toContain('0 of 4 lines ready');

    // Over the limit: set to what is allowed, or ask for a quotation of that SKU.
    expect(within(rowOf(3)).getByTestId('qo-quote-3').getAttribute('href')).toBe('/inquiry/create?type=quotation&source=cart&spuId=7&skuId=11');
    fireEvent.click(within(rowOf(3)).getByText('Set to 500'));
    await waitFor(() => expect(screen.queryByTestId('qo-problem-3')).toBeNull());
    expect(checks().at(-1)!.lines[2]).toEqual({ partNo: 'SFP-10G-LR-GE', quantity: '500' });

    // Unknown: the similar number replaces it.
    fireEvent.click(within(rowOf(1)).getByRole('button', { name: 'SFP-10G-LR-GE' }));
    await waitFor(() => expect(screen.queryByTestId('qo-problem-1')).toBeNull());
    expect((within(rowOf(1)).getByRole('combobox') as HTMLInputElement).value).toBe('SFP-10G-LR-GE');

    // Options missing: the version chosen goes as the line's SKU.
    fireEvent.change(within(rowOf(2)).getByLabelText('Choose the version'), { target: { value: '12' } });
    await waitFor(() => expect(screen.queryByTestId('qo-problem-2')).toBeNull());
    expect(checks().at(-1)!.lines[1]).toEqual({ partNo: 'SFP-10G-LR', quantity: '3', skuId: 12 });
    expect(within(rowOf(2)).getByText('SFP-10G-LR-CI')).toBeTruthy();

    // Quantity invalid: set to 1.
    fireEvent.click(within(rowOf(4)).getByText('Set to 1'));
    await waitFor(() => expect(screen.queryByTestId('qo-problem-4')).toBeNull());
    expect(screen.getByTestId('qo-summary').textContent).toContain('4 of 4 lines ready');
  });

  it('adds the valid lines in one click; the invalid ones stay on the page with their problems', async () => {
    server();
    await open();
    paste('SFP-10G-LR-GE 2\nNOPE-1 1\nSFP-10G-LR-GE 4');
    await screen.findByText('No product NOPE-1');
    fireEvent.click(screen.getByTestId('qo-add'));
    await waitFor(() => expect(screen.getAllByTestId('qo-row')).toHaveLength(1));
    const adds = sent.filter((s) => s.path.includes('/add'));
    expect(adds).toHaveLength(1);
    expect(adds[0]!.lines.map((l) => l.partNo)).toEqual(['SFP-10G-LR-GE', 'NOPE-1', 'SFP-10G-LR-GE']);
    expect(within(rowOf(1)).getByText('No product NOPE-1')).toBeTruthy();
    expect(useAlerts.getState().items.map((a) => a.message)).toContain('2 lines added to the cart');
  });

  it('refuses a paste of more than 500 lines, in Finnish, without sending it', async () => {
    server();
    await open('fi');
    paste(Array.from({ length: 5000 }, (_, i) => `P-${i} 1`).join('\n'));
    expect((await screen.findByTestId('qo-too-many')).textContent).toMatch(/enintään 500 riviä.*5.?000/);
    expect(sent).toEqual([]);
    expect(screen.getAllByTestId('qo-row').length).toBeLessThan(10);
  });

  it('asks a guest to sign in', async () => {
    useSession.getState().set({ token: undefined, isLogin: false });
    server();
    await open();
    expect(screen.getByText('Sign in to order by part number.')).toBeTruthy();
    expect(screen.queryByTestId('qo-paste')).toBeNull();
  });
});

import { allowedActions, type OrderSummary } from '@netshop/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render-page';
import { OrderCard } from './order-card';

afterEach(cleanup);

const usd0 = { amount: 0, currency: 'USD', minorUnits: 2 };
const sample: OrderSummary = {
  orderNo: 'YT261120000042',
  status: 'completed',
  kind: 'sample',
  createdAt: '2026-11-20T08:00:00.000Z',
  total: usd0,
  lines: [{ lineNo: 1, skuId: 3, spuId: 2, name: 'SFP+ 10G LR', productNo: 'SFP-10G-LR-C', image: '/media/x.webp', saleAttr: '', unitPrice: usd0, quantity: 2, lineTotal: usd0 }],
  lineCount: 1,
  payBy: null,
  actions: allowedActions({ status: 'completed', deleted: false, expired: true, kind: 'sample' }),
  deletedAt: null,
  deliveredAt: '2026-11-22T08:00:00.000Z',
  shipping: null,
  purchaseFor: 'personal',
  placedBy: null,
  companyName: null,
};

describe('order card of a free-sample order', () => {
  // A buyer shopping in CNY saw US$0.00 on a sample order, and a "buy again" button (issue 24).
  it('says free instead of a zero in US dollars, and offers no buying again', async () => {
    for (const [lang, free, again] of [
      ['zh-CN', '免费', '再次购买'],
      ['fi', 'Maksuton', 'Osta uudelleen'],
    ] as const) {
      await renderRoutes([{ path: '/', element: <OrderCard order={sample} /> }], '/', { lang, namespaces: ['orders'] });
      const card = await screen.findByTestId('order-card');
      expect(within(card).getByTestId('order-total').textContent).toBe(free);
      expect(card.textContent).not.toMatch(/\$|USD|0[.,]00/);
      expect(within(card).queryByRole('button', { name: again })).toBeNull();
      cleanup();
    }
  });
});

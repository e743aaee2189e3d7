import { LANG_CODES } from '@netshop/contract/languages';
import type { OrderDetail } from '@netshop/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render-page';
import { OrderShipmentsPanel } from './order-shipments';
import { OrderStatusBadge } from './order-status-badge';

// The buyer's order page lists its parcels (issue 28): each with its status, warehouse, dates,
// carrier and tracking number and what it carries; the badge says partly shipped while some wait.

afterEach(cleanup);

const line = (lineNo: number, productNo: string, quantity: number) => ({ lineNo, productNo, name: `Module ${productNo}`, quantity });
const order = {
  shipping: { shipped: 1, delivered: 0, total: 2 },
  shipments: [
    { seq: 1, status: 'shipped', warehouseName: 'Munich', carrier: 'DHL', trackingNo: 'JD014600001', arrivesFrom: '2030-01-08', arrivesBy: '2030-01-08', shippedAt: '2030-01-03T09:00:00.000Z', deliveredAt: null, lines: [line(1, 'SFP-10G-SR', 2)] },
    { seq: 2, status: 'pending', warehouseName: 'Shenzhen', carrier: null, trackingNo: null, arrivesFrom: '2030-01-14', arrivesBy: '2030-01-16', shippedAt: null, deliveredAt: null, lines: [line(2, 'QSFP-40G-SR4', 1)] },
  ],
} as unknown as OrderDetail;

describe('order shipments', () => {
  it('shows each parcel with its status, dates, carrier and tracking number, in French', async () => {
    await renderRoutes([{ path: '/', element: <OrderShipmentsPanel order={order} /> }], '/', { lang: 'fr', namespaces: ['orders'] });
    const [first, second] = await screen.findAllByTestId('shipment');
    expect(first!.textContent).toContain('Colis 1 sur 2');
    expect(first!.textContent).toContain('En route');
    expect(first!.textContent).toContain('Depuis Munich · 2 articles');
    expect(first!.textContent).toContain('DHL, numéro de suivi JD014600001');
    // A promised day in the buyer's conventions, read as a calendar day.
    expect(first!.textContent).toContain('mar. 8 janv.');
    expect(first!.textContent).toContain('Module SFP-10G-SR (SFP-10G-SR) × 2');
    expect(second!.textContent).toContain('Colis 2 sur 2');
    expect(second!.textContent).toContain('En attente d’expédition');
    expect(second!.textContent).toContain('Pas encore expédié');
    expect(second!.textContent).toContain('1 article');
    expect(screen.getByTestId('shipments-progress').textContent).toBe('1 sur 2 expédiés');
  });

  it('shows nothing for an order placed before shipments', async () => {
    const { container } = await renderRoutes([{ path: '/', element: <OrderShipmentsPanel order={{ ...order, shipments: [], shipping: null }} /> }], '/', { lang: 'en', namespaces: ['orders'] });
    expect(container.querySelector('[data-testid="detail-shipments"]')).toBeNull();
  });

  it('the badge says partly shipped while a paid order’s parcels leave one by one, in every language', async () => {
    const partly = { 'zh-CN': '部分发货', en: 'Partly shipped', es: 'Enviado en parte', fi: 'Osittain lähetetty', fr: 'Expédiée en partie', ja: '一部発送済み' };
    for (const lang of LANG_CODES) {
      await renderRoutes([{ path: '/', element: <OrderStatusBadge status="to_ship" deliveredAt={null} shipping={{ shipped: 1, delivered: 0, total: 2 }} /> }], '/', { lang, namespaces: ['orders'] });
      const el = await screen.findByTestId('order-status');
      expect({ text: el.textContent, status: el.getAttribute('data-status') }, lang).toEqual({ text: partly[lang], status: 'partly_shipped' });
      cleanup();
    }
  });
});

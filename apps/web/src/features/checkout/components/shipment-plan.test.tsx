import type { CartLine, PreviewShipment, ShippingMethod } from '@netshop/contract';
import type { LangCode } from '@netshop/contract/languages';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render-page';
import { ShipmentPlan } from './shipment-plan';
import { ShippingMethods } from './shipping-methods';

// Issue 28 on the confirmation page: each method says when the whole order arrives, in the
// buyer's language and calendar conventions, and an order from two warehouses lists its parcels
// with the choice of one parcel for everything.

const usd = (amount: number) => ({ amount, currency: 'USD', minorUnits: 2 });
const method = (over: Partial<ShippingMethod> = {}): ShippingMethod => ({
  shippingMethodId: 1,
  key: 'express',
  name: 'Express',
  daysMin: 1,
  daysMax: 2,
  fee: usd(2500),
  freeOver: null,
  arrivesFrom: '2026-12-01',
  arrivesBy: '2026-12-02',
  ...over,
});
const line = (skuId: number, name: string) => ({ skuId, name }) as CartLine;
const lines = [line(3, 'Module SFP+ 10G SR'), line(5, 'Jarretière LC-LC 2 m')];
const shipments: PreviewShipment[] = [
  { seq: 1, warehouseId: 3, warehouseName: 'Munich, Allemagne', countryCode: 'DE', lines: [{ skuId: 3, quantity: 2 }], arrivesFrom: '2026-12-01', arrivesBy: '2026-12-02' },
  { seq: 2, warehouseId: 1, warehouseName: 'Shenzhen, Chine', countryCode: 'CN', lines: [{ skuId: 3, quantity: 1 }, { skuId: 5, quantity: 3 }], arrivesFrom: '2026-12-03', arrivesBy: '2026-12-03' },
];
/** Text with Intl's narrow and thin spaces as plain ones. */
const text = (e: Element | null) => (e?.textContent ?? '').replace(/\s/g, ' ');

function show(lang: LangCode, props: { methods?: ShippingMethod[]; canSplit?: boolean; single?: boolean; onSingle?(v: boolean): void; plan?: PreviewShipment[] } = {}) {
  const methods = props.methods ?? [method({ arrivesFrom: '2026-12-01', arrivesBy: '2026-12-03' })];
  return renderRoutes(
    [
      {
        path: '/order',
        element: (
          <>
            <ShippingMethods methods={methods} value={1} onChange={() => {}} legend="methods" />
            <ShipmentPlan
              shipments={props.plan ?? shipments}
              lines={lines}
              method={methods[0]}
              singleShipment={props.single ?? false}
              canSplit={props.canSplit ?? true}
              onSingleChange={props.onSingle ?? (() => {})}
            />
          </>
        ),
      },
    ],
    '/order',
    { lang, namespaces: ['checkout'] },
  );
}

afterEach(cleanup);

describe('arrival dates and parcels at checkout', () => {
  it('in French: the method’s range, each parcel from its warehouse with its own dates, and the one-parcel choice with the latest day', async () => {
    const onSingle = vi.fn();
    await show('fr', { onSingle });
    expect(text(await screen.findByTestId('shipping-method-arrival'))).toBe('Livraison prévue : mar. 1 – jeu. 3 déc.');
    expect(screen.getByRole('heading', { name: 'Votre commande part en 2 colis' })).toBeDefined();
    expect(screen.getAllByTestId('shipment').map((s) => text(s.querySelector('p')))).toEqual([
      'Colis 1 sur 2 · depuis Munich, Allemagne · 2 articles · livraison prévue mar. 1 – mer. 2 déc.',
      'Colis 2 sur 2 · depuis Shenzhen, Chine · 4 articles · livraison prévue jeu. 3 déc.',
    ]);
    expect(text(screen.getAllByTestId('shipment')[1]!)).toContain('3 × Jarretière LC-LC 2 m');
    const together = screen.getByRole('checkbox', { name: /Tout expédier en un seul colis \(livraison au plus tard le jeu\.\s3\sdéc\.\)/ });
    fireEvent.click(together);
    expect(onSingle).toHaveBeenCalledWith(true);
  });

  it('in Chinese: dates in Chinese conventions, and one day says “by”', async () => {
    await show('zh-CN', { methods: [method({ arrivesFrom: '2026-12-02', arrivesBy: '2026-12-02' })] });
    expect(text(await screen.findByTestId('shipping-method-arrival'))).toBe('预计 12月2日周三 前送达');
    expect(text(screen.getAllByTestId('shipment')[0]!.querySelector('p'))).toBe('包裹 1/2 · 从Munich, Allemagne发货 · 2 件商品 · 预计 12月1日周二至12月2日周三 送达');
    expect(screen.getByRole('checkbox', { name: /合并为一个包裹发货（预计 12月2日周三 前送达）/ })).toBeDefined();
  });

  it('one parcel for everything: the plan says so, and the box stays to go back to two', async () => {
    const plan = [{ ...shipments[0]!, lines: [{ skuId: 3, quantity: 3 }, { skuId: 5, quantity: 3 }], arrivesFrom: '2026-12-03', arrivesBy: '2026-12-03' }];
    await show('en', { plan, single: true });
    expect(await screen.findByRole('heading', { name: 'Your order ships in one parcel' })).toBeDefined();
    expect(text(screen.getByTestId('shipment').querySelector('p'))).toBe('Everything together · from Munich, Allemagne · 6 items · arrives Thu, Dec 3');
    expect(screen.getByTestId('single-shipment')).toHaveProperty('checked', true);
  });

  it('shows no plan when one warehouse has everything, and the usual delivery time when the server has no date', async () => {
    await show('en', { canSplit: false, plan: [shipments[0]!], methods: [method({ arrivesFrom: null, arrivesBy: null, freeOver: usd(10000) })] });
    expect(await screen.findByText(/^Delivery in 1–2 business days · free from .*100\.00$/)).toBeDefined();
    expect(screen.queryByTestId('shipping-method-arrival')).toBeNull();
    expect(screen.queryByTestId('shipment-plan')).toBeNull();
  });
});

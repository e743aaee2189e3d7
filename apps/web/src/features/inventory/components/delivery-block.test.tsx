import type { ProductAvailability, WarehouseAvailability } from '@netshop/contract';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render-page';
import { DeliveryView } from './delivery-block';

/** What a reader sees: dates keep together with no-break spaces and word joiners, read here as plain spaces. */
const text = (el: Element | null) => el?.textContent?.replace(/\u2060/g, '').replace(/\s/g, ' ');

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// The delivery block's rules (issue 28), from a server answer for a Finnish visitor: Munich is
// the local warehouse, then Shenzhen, Delaware and Tokyo. Economy is the default method.
const ECONOMY = 1;
const EXPRESS = 3;
const methods = [
  { shippingMethodId: ECONOMY, key: 'economy', name: 'Economy' },
  { shippingMethodId: 2, key: 'standard', name: 'Standard' },
  { shippingMethodId: EXPRESS, key: 'express', name: 'Express' },
];

function warehouse(code: string, name: string, available: number, dates: { economy: [string, string]; express: [string, string] }, extra: Partial<WarehouseAvailability> = {}): WarehouseAvailability {
  return {
    warehouseId: { MUC: 3, SZX: 1, DEL: 2, TYO: 4 }[code]!,
    code,
    name,
    countryCode: code === 'MUC' ? 'DE' : 'CN',
    local: code === 'MUC',
    available,
    shipsOn: '2026-12-02',
    cutoffAt: null,
    methods: [
      { shippingMethodId: ECONOMY, arrivesFrom: dates.economy[0], arrivesBy: dates.economy[1] },
      { shippingMethodId: EXPRESS, arrivesFrom: dates.express[0], arrivesBy: dates.express[1] },
    ],
    ...extra,
  };
}

function answer(stock: { MUC?: number; SZX?: number; DEL?: number; TYO?: number }, extra: { muc?: Partial<WarehouseAvailability>; incoming?: ProductAvailability['skus'][number]['incoming'] } = {}): ProductAvailability {
  const warehouses = [
    warehouse('MUC', 'Munich, Germany', stock.MUC ?? 0, { economy: ['2026-12-07', '2026-12-11'], express: ['2026-12-02', '2026-12-03'] }, extra.muc),
    warehouse('SZX', 'Shenzhen, China', stock.SZX ?? 0, { economy: ['2026-12-10', '2026-12-18'], express: ['2026-12-04', '2026-12-08'] }),
    warehouse('DEL', 'Delaware, USA', stock.DEL ?? 0, { economy: ['2026-12-09', '2026-12-15'], express: ['2026-12-04', '2026-12-07'] }),
    warehouse('TYO', 'Tokyo, Japan', stock.TYO ?? 0, { economy: ['2026-12-10', '2026-12-16'], express: ['2026-12-04', '2026-12-07'] }),
  ];
  return {
    spuId: 7,
    countryId: 72,
    shippingMethods: methods,
    skus: [{ skuId: 11, available: warehouses.reduce((n, w) => n + w.available, 0), warehouses, incoming: extra.incoming ?? [] }],
  };
}

const show = (a: ProductAvailability, quantity: number, lang: 'en' | 'fi' | 'ja' | 'zh-CN' = 'en', onCutoffPassed?: () => void) =>
  renderRoutes([{ path: '/', element: <DeliveryView availability={a} skuId={11} quantity={quantity} onCutoffPassed={onCutoffPassed} /> }], '/', { lang, namespaces: ['inventory'] });

describe('the delivery block', () => {
  it('one warehouse has it all: stock near and elsewhere, the day it ships and the default method’s arrival range, and a faster method', async () => {
    await show(answer({ MUC: 3, SZX: 40 }), 2);
    expect(text(await screen.findByTestId('delivery-local'))).toBe('3 in stock near you in Munich, Germany');
    expect(text(screen.getByTestId('delivery-elsewhere'))).toBe('40 more in other warehouses');
    expect(text(screen.getByTestId('delivery-ships'))).toBe('Ships on Wed, Dec 2');
    // Intl's range has thin spaces around the dash.
    expect(text(screen.getByTestId('delivery-arrives'))).toBe('Arrives Mon, Dec 7 – Fri, Dec 11 with Economy');
    expect(text(screen.getByTestId('delivery-fastest'))).toBe('Fastest: Express, arrives by Thu, Dec 3');
    expect(screen.queryAllByTestId('delivery-part')).toHaveLength(0);
  });

  it('local stock short of the quantity: how many come from where, and when', async () => {
    await show(answer({ MUC: 2, SZX: 10 }), 5);
    const parts = (await screen.findAllByTestId('delivery-part')).map(text);
    expect(parts).toEqual(['2 from Munich, Germany, arrive by Fri, Dec 11', '3 from Shenzhen, China, arrive by Fri, Dec 18']);
    // Everything by express: the later of the two parcels.
    expect(text(screen.getByTestId('delivery-fastest'))).toBe('Fastest: Express, arrives by Tue, Dec 8');
    expect(screen.queryByTestId('delivery-arrives')).toBeNull();
  });

  it('one unit from further away is one parcel, said in the plural rules of the language (Finnish)', async () => {
    await show(answer({ MUC: 1, SZX: 1 }), 2, 'fi');
    const parts = (await screen.findAllByTestId('delivery-part')).map(text);
    expect(parts[0]).toMatch(/^München|^Munich/);
    expect(parts[0]).toContain('1 kpl, perillä viimeistään');
    expect(text(screen.getByTestId('delivery-local'))).toBe('Lähivarasto Munich, Germany: 1 kpl varastossa');
  });

  it('out of stock everywhere: the incoming date and the arrival from it', async () => {
    await show(
      answer({}, { incoming: [{ warehouseId: 4, quantity: 5, expectedOn: '2026-12-10', shipsOn: '2026-12-11', methods: [{ shippingMethodId: ECONOMY, arrivesFrom: '2026-12-15', arrivesBy: '2026-12-17' }] }] }),
      1,
    );
    expect(text(await screen.findByTestId('delivery-back'))).toBe('Out of stock. Back in stock on Thu, Dec 10 (expected), arrives by Thu, Dec 17');
    expect(text(screen.getByTestId('delivery-local'))).toBe('None in stock near you in Munich, Germany');
    expect(screen.queryByTestId('delivery-ships')).toBeNull();
    expect(screen.queryByTestId('delivery-short')).toBeNull();
  });

  it('out of stock with nothing on the way, and more asked than exists', async () => {
    await show(answer({}), 1);
    expect(text(await screen.findByTestId('delivery-out'))).toBe('Out of stock, no delivery date yet');
    cleanup();
    await show(answer({ MUC: 2 }), 5);
    expect(text(await screen.findByTestId('delivery-short'))).toBe('3 more cannot be delivered at the moment');
  });

  it('counts down to the cutoff, then asks for the next answer', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-12-01T10:44:30Z'));
    const passed = vi.fn();
    await show(answer({ MUC: 3 }, { muc: { shipsOn: '2026-12-01', cutoffAt: '2026-12-01T13:00:00.000Z' } }), 1, 'en', passed);
    expect(text(await screen.findByTestId('delivery-ships'))).toBe('Ships today if ordered within 2 h 15 min');
    await act(async () => {
      vi.advanceTimersByTime((2 * 3600 + 14 * 60) * 1000);
    });
    expect(text(screen.getByTestId('delivery-ships'))).toBe('Ships today if ordered within 1 min');
    expect(passed).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(91_000);
    });
    expect(passed).toHaveBeenCalledTimes(1);
    expect(text(screen.getByTestId('delivery-ships'))).toBe('Ships on Tue, Dec 1');
  });

  it('writes a Chinese or Japanese arrival range with both ends as days are written (Intl would switch to numeric months)', async () => {
    await show(answer({ MUC: 3 }), 1, 'ja');
    expect(text(await screen.findByTestId('delivery-arrives'))).toBe('12月7日(月)～12月11日(金)にお届け（Economy）');
    cleanup();
    await show(answer({ MUC: 3 }), 1, 'zh-CN');
    expect(text(await screen.findByTestId('delivery-arrives'))).toBe('预计12月7日周一至12月11日周五送达（Economy）');
  });

  it('writes the countdown in Japanese', async () => {
    const cutoffAt = new Date(Date.now() + (2 * 3600 + 15 * 60 + 30) * 1000).toISOString();
    await show(answer({ MUC: 3 }, { muc: { cutoffAt } }), 1, 'ja');
    expect(text(await screen.findByTestId('delivery-ships'))).toBe('あと2時間15分以内のご注文で本日発送');
  });
});

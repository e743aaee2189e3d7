import { LANG_CODES } from '@netshop/contract/languages';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render-page';
import { OrderStatusBadge } from './order-status-badge';

afterEach(cleanup);

const badge = async (lang: (typeof LANG_CODES)[number], deliveredAt: string | null) => {
  await renderRoutes([{ path: '/', element: <OrderStatusBadge status="to_receive" deliveredAt={deliveredAt} /> }], '/', { lang, namespaces: ['orders'] });
  const el = await screen.findByTestId('order-status');
  return { text: el.textContent, status: el.getAttribute('data-status') };
};

describe('order status badge', () => {
  // A tester saw 已发货 on an order whose timeline said 已送达 (issue 24).
  it('says delivered, not shipped, once the carrier delivered the order, in every language', async () => {
    const delivered = { 'zh-CN': '已送达', en: 'Delivered', es: 'Entregado', fi: 'Toimitettu', fr: 'Livrée', ja: '配達済み' };
    const shipped = { 'zh-CN': '已发货', en: 'Shipped', es: 'Enviado', fi: 'Lähetetty', fr: 'Expédiée', ja: '発送済み' };
    for (const lang of LANG_CODES) {
      expect(await badge(lang, '2026-11-20T08:00:00.000Z'), lang).toEqual({ text: delivered[lang], status: 'delivered' });
      cleanup();
      expect(await badge(lang, null), lang).toEqual({ text: shipped[lang], status: 'to_receive' });
      cleanup();
    }
  });
});

import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render-page';
import { StockBadge } from './stock-badge';

afterEach(cleanup);

describe('StockBadge', () => {
  it('writes the stock count with the language’s thousands separator', async () => {
    await renderRoutes([{ path: '/', element: <StockBadge stock={16200} /> }], '/', { lang: 'fi' });
    expect(await screen.findByText(/Varastossa: 16\s200 kpl/)).toBeTruthy();
    cleanup();
    await renderRoutes([{ path: '/', element: <StockBadge stock={16200} /> }], '/', { lang: 'en' });
    expect(await screen.findByText('In stock: 16,200')).toBeTruthy();
  });
});

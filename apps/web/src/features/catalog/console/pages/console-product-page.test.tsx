import { LANG_CODES, type StaffMe, type StaffProduct } from '@netshop/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi, renderRoutes } from '../../../../test/render-page';
import { setUpStaffTestSession } from '../../../../test/staff-session';
import { Component as ConsoleProductPage } from './console-product-page';

// The product editor (/console/catalog/:productId, ADR 0042) against its staff API answered at the
// fetch level: six languages with their completeness, a save that sends its version and explains
// a 409, and a publish that asks for a reason while a language is incomplete.

const sales = { staffId: 5, email: 'sam@yt-networks.example', name: 'Sam', roles: ['sales'], permissions: [], mustEnrol: false } as unknown as StaffMe;
const texts = Object.fromEntries(
  LANG_CODES.map((l) => [l, { name: `Switch ${l}`, shortDesc: `Short ${l}`, longDesc: '', features: [`Fast ${l}`], specs: [{ label: 'Ports', value: '24' }], faq: l === 'fi' ? [] : [{ q: 'PoE?', a: 'Yes.' }] }]),
) as StaffProduct['texts'];
const product: StaffProduct = { id: 42, key: 'yt-s24', brand: 'YT', model: 'YT-S24', categoryId: 1, image: 'switch', featured: false, isNew: false, status: 'draft', version: 3, publishOverrideReason: null, updatedAt: '2026-11-27T10:00:00.000Z', texts, skus: [] };

const open = () => renderRoutes([{ path: '/console/catalog/:productId', element: <ConsoleProductPage /> }], '/console/catalog/42', { lang: 'en', namespaces: ['console', 'console-catalog'] });
const api = (put: () => { status?: number; msg?: string; data?: unknown }) =>
  answerApi((path, init) => {
    if (path.endsWith('/staff/me')) return { data: sales };
    if (path.includes('/catalog/categories')) return { data: [] };
    if (init?.method === 'PUT') return put();
    if (path.endsWith('/publish')) return { data: { id: 42, version: 4, status: 'published' }, msg: 'Product published' };
    return { data: product };
  });

setUpStaffTestSession();

describe('console product editor', () => {
  it('shows every language with its completeness, the one lacking a text marked on it', async () => {
    api(() => ({ data: null }));
    await open();
    expect(((await screen.findByTestId('text-name-fr')) as HTMLInputElement).value).toBe('Switch fr');
    expect(screen.getByRole('img', { name: 'Finnish: missing a text another language has' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Japanese: complete' })).toBeTruthy();
    expect(screen.getByTestId('texts-faq').textContent).toContain('missing');
  });

  it('sends the version it loaded, and on a 409 says so and offers the other version', async () => {
    const calls = api(() => ({ status: 200, code: 409, msg: 'Someone else saved this product after you opened it (it is now version 4).' }));
    await open();
    fireEvent.change(await screen.findByTestId('text-name-ja'), { target: { value: '新しいスイッチ' } });
    fireEvent.click(screen.getByTestId('product-save'));
    expect((await screen.findByTestId('product-conflict')).textContent).toContain('now version 4');
    const put = calls.find((c) => c.init?.method === 'PUT')!;
    const body = JSON.parse(String(put.init!.body));
    expect(body.version).toBe(3);
    expect(body.texts.ja.name).toBe('新しいスイッチ');
    expect(body.texts.en.faq).toEqual([{ q: 'PoE?', a: 'Yes.' }]);
    expect(screen.getByTestId('product-reload')).toBeTruthy();
  });

  it('asks for a reason to publish while a language is incomplete, and sends it', async () => {
    const calls = api(() => ({ data: null }));
    await open();
    fireEvent.click(await screen.findByTestId('product-publish'));
    expect((await screen.findByText(/Not complete: Finnish/)).textContent).toBeTruthy();
    fireEvent.click(screen.getByTestId('publish-confirm'));
    expect(await screen.findByText('Required')).toBeTruthy();
    fireEvent.change(screen.getByTestId('publish-reason'), { target: { value: 'Trade fair' } });
    fireEvent.click(screen.getByTestId('publish-confirm'));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/publish'))).toBe(true));
    expect(JSON.parse(String(calls.find((c) => c.path.endsWith('/publish'))!.init!.body))).toEqual({ version: 3, overrideReason: 'Trade fair' });
    expect(await screen.findByText('Published')).toBeTruthy();
  });
});

import { LANG_CODES, type StaffAttribute, type StaffCategory, type StaffMe } from '@netshop/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi, renderRoutes, type ApiAnswer } from '../../../../test/render-page';
import { setUpStaffTestSession } from '../../../../test/staff-session';
import { Component as CategoriesPage } from './console-categories-page';

// /console/catalog/categories: the tree in French, a category's six languages with their badges,
// a save over the version loaded (a 409 shows the server's words and a way to reload), a move
// refused by the server said beside the editor, the order buttons; and an attribute's facet flag
// and a new value sent with the attribute's version.

const sales: StaffMe = { staffId: 2, email: 'sam@example.com', name: 'Sam', roles: ['sales'], permissions: [] };
const all = <T,>(make: (l: (typeof LANG_CODES)[number]) => T) => Object.fromEntries(LANG_CODES.map((l) => [l, make(l)])) as Record<(typeof LANG_CODES)[number], T>;
const full = all(() => true);
const cat = (id: number, key: string, parentId: number | null, name: string, over: Partial<StaffCategory> = {}): StaffCategory => ({
  id,
  key,
  parentId,
  sort: id,
  icon: 'switch',
  version: 3,
  productCount: 2,
  texts: all((l) => ({ name: `${name} ${l}`, description: '' })),
  complete: full,
  ...over,
});
const CATEGORIES = [
  cat(1, 'switches', null, 'Switches', { productCount: 0 }),
  cat(2, 'switches-access', 1, 'Access'),
  cat(3, 'switches-core', 1, 'Core', { texts: { ...all((l) => ({ name: `Core ${l}`, description: '' })), ja: { name: '', description: '' } }, complete: { ...full, ja: false } }),
  cat(4, 'routers', null, 'Routers'),
];
const SPEED: StaffAttribute = {
  id: 7,
  key: 'speed',
  facet: true,
  sort: 0,
  version: 5,
  names: all((l) => `Speed ${l}`),
  values: [{ id: 70, key: '10G', sort: 0, labels: all(() => ''), useCount: 12 }],
  complete: full,
};

const open = () =>
  renderRoutes([{ path: '/console/catalog/categories', element: <CategoriesPage /> }], '/console/catalog/categories', { lang: 'fr', namespaces: ['console', 'console-catalog', 'console-catalog-tree'] });
const api = (write: (path: string, init: RequestInit | undefined) => ApiAnswer = () => ({ data: { id: 2, version: 4 }, msg: 'Catégorie enregistrée' })) =>
  answerApi((path, init) => {
    if (path.endsWith('/staff/me')) return { data: sales };
    if (init?.method && init.method !== 'GET') return write(path, init);
    if (path.includes('/staff/catalog/categories')) return { data: { items: CATEGORIES, maxDepth: 2 } };
    if (path.includes('/staff/catalog/attributes')) return { data: { items: [SPEED] } };
    return { data: null };
  });
const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;

setUpStaffTestSession();

describe('console categories page', () => {
  it('shows the tree and a category’s six languages with their badges, and saves over the version loaded', async () => {
    const calls = api();
    await open();
    const tree = await screen.findByTestId('category-tree');
    expect(within(tree).getByTestId('category-node-switches').textContent).toContain('Switches fr');
    // Collapsing hides the sub-categories.
    fireEvent.click(within(tree).getByRole('button', { name: 'Masquer les sous-catégories de Switches fr' }));
    expect(within(tree).queryByTestId('category-node-switches-access')).toBeNull();
    fireEvent.click(within(tree).getByRole('button', { name: 'Afficher les sous-catégories de Switches fr' }));
    fireEvent.click(within(tree).getByTestId('category-node-switches-core'));

    const editor = await screen.findByTestId('category-editor');
    expect((within(editor).getByTestId('category-name-fr') as HTMLInputElement).value).toBe('Core fr');
    expect(within(editor).getByRole('img', { name: /Japonais/ }).getAttribute('data-complete')).toBe('false');
    fireEvent.change(within(editor).getByTestId('category-name-ja'), { target: { value: 'コア' } });
    expect(within(editor).getByRole('img', { name: /Japonais/ }).getAttribute('data-complete')).toBe('true');
    fireEvent.change(within(editor).getByTestId('category-name-fr'), { target: { value: 'Cœur de réseau' } });
    fireEvent.click(within(editor).getByTestId('category-save'));
    await waitFor(() => expect(calls.some((c) => c.init?.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.init?.method === 'PUT')!;
    expect(put.path).toContain('/staff/catalog/categories/3');
    expect(body(put.init)).toMatchObject({ version: 3, icon: 'switch', texts: { fr: { name: 'Cœur de réseau' }, ja: { name: 'コア' } } });
    // The last of its siblings: up, not down.
    expect((within(editor).getByTestId('category-down') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(editor).getByTestId('category-up'));
    await waitFor(() => expect(calls.some((c) => c.init?.method === 'POST' && c.path.endsWith('/categories/3/reorder'))).toBe(true));
    expect(body(calls.find((c) => c.path.endsWith('/reorder'))!.init)).toEqual({ direction: 'up' });
  });

  it('shows a refused save and a refused move in the server’s words, with a way to reload after a 409', async () => {
    api((path) =>
      path.endsWith('/move')
        ? { status: 422, msg: 'Les menus de la boutique affichent 2 niveaux de catégories : ceci en placerait une plus bas', data: { fields: { parentId: 'invalid' } } }
        : { status: 409, msg: 'Quelqu’un d’autre a enregistré cette catégorie après que vous l’avez ouverte.' },
    );
    await open();
    fireEvent.click(await screen.findByTestId('category-node-switches-access'));
    const editor = await screen.findByTestId('category-editor');
    fireEvent.click(within(editor).getByTestId('category-save'));
    const conflict = await within(editor).findByTestId('category-conflict');
    expect(conflict.textContent).toContain('Quelqu’un d’autre a enregistré');
    expect(within(conflict).getByRole('button', { name: 'Charger la version actuelle' })).toBeTruthy();

    // Only the top and categories without children are offered as parents: here the other top category.
    const parent = within(editor).getAllByTestId('category-parent').at(-1) as HTMLSelectElement;
    expect([...parent.options].map((o) => o.textContent)).toEqual(['Aucune (haut du menu)', 'Switches fr', 'Routers fr']);
    fireEvent.change(parent, { target: { value: '4' } });
    fireEvent.click(within(editor).getByTestId('category-move'));
    expect((await within(editor).findByTestId('category-problem')).textContent).toContain('2 niveaux');
  });

  it('adds a category with a key, a parent and six names, checked by the shared schema first', async () => {
    const calls = api(() => ({ data: { id: 9, version: 1 }, msg: 'Catégorie enregistrée' }));
    await open();
    fireEvent.click(await screen.findByTestId('category-add'));
    const editor = await screen.findByTestId('category-editor');
    fireEvent.change(within(editor).getByTestId('category-key'), { target: { value: 'Bad Key' } });
    fireEvent.click(within(editor).getByTestId('category-save'));
    expect(await within(editor).findByText('Valeur non valable ici')).toBeTruthy();
    expect(calls.some((c) => c.init?.method === 'POST')).toBe(false);
    fireEvent.change(within(editor).getByTestId('category-key'), { target: { value: 'switches-poe' } });
    fireEvent.change(within(editor).getByTestId('category-parent'), { target: { value: '1' } });
    for (const l of LANG_CODES) fireEvent.change(within(editor).getByTestId(`category-name-${l}`), { target: { value: `PoE ${l}` } });
    fireEvent.click(within(editor).getByTestId('category-save'));
    await waitFor(() => expect(calls.some((c) => c.init?.method === 'POST')).toBe(true));
    expect(body(calls.find((c) => c.init?.method === 'POST')!.init)).toMatchObject({ key: 'switches-poe', parentId: 1, icon: 'switch', texts: { 'zh-CN': { name: 'PoE zh-CN' }, fi: { name: 'PoE fi' } } });
  });

  it('edits an attribute’s names and facet flag, and adds a value with the attribute’s version', async () => {
    const calls = api((path) => ({ data: { id: 7, version: path.endsWith('/values') ? 7 : 6 }, msg: 'Attribut enregistré' }));
    await open();
    fireEvent.click(await screen.findByRole('tab', { name: 'Attributs de filtre' }));
    fireEvent.click(await screen.findByTestId('attribute-node-speed'));
    const editor = await screen.findByTestId('attribute-editor');
    expect((within(editor).getByTestId('attribute-name-fr') as HTMLInputElement).value).toBe('Speed fr');
    fireEvent.change(within(editor).getByTestId('attribute-name-fr'), { target: { value: 'Débit' } });
    fireEvent.click(within(editor).getByTestId('attribute-facet'));
    fireEvent.click(within(editor).getByTestId('attribute-save'));
    await waitFor(() => expect(calls.some((c) => c.init?.method === 'PUT')).toBe(true));
    expect(body(calls.find((c) => c.init?.method === 'PUT')!.init)).toMatchObject({ version: 5, facet: false, names: { fr: 'Débit', en: 'Speed en' } });
    expect(within(editor).getByTestId('value-10G').textContent).toContain('Utilisée par 12 produits et SKU');

    fireEvent.change(within(editor).getByTestId('value-key'), { target: { value: '800G' } });
    fireEvent.change(within(editor).getByTestId('value-label-fr'), { target: { value: '800 Gbit/s' } });
    fireEvent.click(within(editor).getByTestId('value-add'));
    await waitFor(() => expect(calls.some((c) => c.init?.method === 'POST' && c.path.endsWith('/attributes/7/values'))).toBe(true));
    // Sent over the version the names' save answered, not the one first loaded.
    expect(body(calls.find((c) => c.path.endsWith('/attributes/7/values'))!.init)).toMatchObject({ version: 6, key: '800G', labels: { fr: '800 Gbit/s', ja: '' } });
  });
});

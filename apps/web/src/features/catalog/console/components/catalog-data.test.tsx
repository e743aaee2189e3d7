import { emptyProductTexts, LANG_CODES, type StaffCatalogData, type StaffMe, type StaffProduct } from '@netshop/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi, renderRoutes, type ApiAnswer } from '../../../../test/render-page';
import { setUpStaffTestSession } from '../../../../test/staff-session';
import { Component as ConsoleProductPage } from '../pages/console-product-page';

// The product editor's documents and compatibility sections (issue 27), on the editor page against
// its staff API answered at the fetch level: what is sent (the meta before the file, the version
// the editor holds, the list in order), what is refused before sending, and the version moving on.

const sales = { staffId: 5, email: 'sam@yt-networks.example', name: 'Sam', roles: ['sales'], permissions: [], mustEnrol: false } as unknown as StaffMe;
const texts = Object.fromEntries(LANG_CODES.map((l) => [l, { ...emptyProductTexts(), name: `Module ${l}` }])) as StaffProduct['texts'];
const product: StaffProduct = { id: 42, key: 'sfp-10g-sr', brand: 'YT', model: 'SFP-10G-SR', categoryId: 1, image: 'sfp', featured: false, isNew: false, status: 'published', version: 3, publishOverrideReason: null, updatedAt: '2026-11-27T10:00:00.000Z', texts, skus: [] };
const allTitles = (t: string) => Object.fromEntries(LANG_CODES.map((l) => [l, `${t} ${l}`])) as StaffCatalogData['documents'][number]['titles'];
const data: StaffCatalogData = {
  version: 3,
  status: 'published',
  compat: ['Cisco SFP-10G-SR', 'Juniper EX-SFP-10GE-SR'],
  documents: [
    { id: 7, type: 'datasheet', titles: allTitles('Datasheet'), file: null, updatedAt: '2026-11-01T10:00:00.000Z' },
    { id: 9, type: 'firmware', titles: { ...allTitles('Notes'), fr: 'Notes de version 4.2' }, file: { name: 'fw-4.2.pdf', size: 1_258_291 }, updatedAt: '2026-11-20T10:00:00.000Z' },
  ],
};

const open = (lang: 'en' | 'fr' = 'en') =>
  renderRoutes([{ path: '/console/catalog/:productId', element: <ConsoleProductPage /> }], '/console/catalog/42', { lang, namespaces: ['console', 'console-catalog', 'console-catalog-data'] });
const api = (write: (path: string, init: RequestInit) => ApiAnswer = () => ({ data: { id: 42, version: 4, status: 'published' }, msg: 'Saved' })) =>
  answerApi((path, init) => {
    if (path.endsWith('/staff/me')) return { data: sales };
    if (path.includes('/catalog/categories')) return { data: [] };
    if (init?.method && init.method !== 'GET') return write(path, init);
    if (path.endsWith('/42/data')) return { data };
    return { data: product };
  });
const pdfFile = () => new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31])], 'release-notes.pdf', { type: 'application/pdf' });

setUpStaffTestSession();

describe('documents in the product editor', () => {
  it('lists uploaded and generated documents in the reader’s language', async () => {
    api();
    await open('fr');
    const first = await screen.findByTestId('doc-item-1');
    expect(first.textContent).toContain('Notes de version 4.2');
    expect(first.textContent).toContain('Notes de version du micrologiciel');
    expect(first.textContent).toContain('fw-4.2.pdf');
    expect(screen.getByTestId('doc-item-0').textContent).toContain('Généré à partir des données du produit');
  });

  it('refuses to send without a PDF, a type and six titles, then sends the meta before the file with the version held, and moves the version on', async () => {
    const calls = api();
    await open();
    fireEvent.click(await screen.findByTestId('doc-add'));
    const form = screen.getByTestId('doc-form');
    // The file, the type and the six titles.
    expect(within(form).getAllByText('Required').length).toBe(8);
    expect(calls.some((c) => c.path.endsWith('/documents'))).toBe(false);

    fireEvent.change(screen.getByTestId('doc-upload'), { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect(within(form).getByText('Choose a PDF file')).toBeTruthy();
    fireEvent.change(screen.getByTestId('doc-upload'), { target: { files: [pdfFile()] } });
    fireEvent.change(screen.getByTestId('doc-type'), { target: { value: 'firmware' } });
    for (const l of LANG_CODES) fireEvent.change(screen.getByTestId(`doc-title-${l}`), { target: { value: `Firmware 4.3 ${l}` } });
    fireEvent.click(screen.getByTestId('doc-add'));

    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/42/documents'))).toBe(true));
    const body = calls.find((c) => c.path.endsWith('/42/documents'))!.init!.body as FormData;
    expect([...body.keys()]).toEqual(['meta', 'file']);
    expect(JSON.parse(String(body.get('meta')))).toEqual({ version: 3, type: 'firmware', titles: Object.fromEntries(LANG_CODES.map((l) => [l, `Firmware 4.3 ${l}`])) });
    expect((body.get('file') as File).name).toBe('release-notes.pdf');
    expect(await screen.findByText('Version 4')).toBeTruthy();
    // The form is empty again for the next document.
    await waitFor(() => expect((screen.getByTestId('doc-title-ja') as HTMLInputElement).value).toBe(''));
  });

  it('asks before removing, sends the version held, and says a 409 in the section', async () => {
    const calls = api(() => ({ status: 200, code: 409, msg: 'Someone else saved this product after you opened it (it is now version 5).' }));
    await open();
    fireEvent.click(await screen.findByTestId('doc-remove-1'));
    expect(calls.some((c) => c.init?.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByTestId('doc-remove-confirm-1'));
    expect((await screen.findByTestId('doc-problem')).textContent).toContain('now version 5');
    const del = calls.find((c) => c.init?.method === 'DELETE')!;
    expect(del.path).toContain('/catalog/products/42/documents/9');
    expect(del.path).toContain('version=3');
  });
});

describe('compatibility list in the product editor', () => {
  it('adds with Enter (not saving the product), refuses a duplicate in any case, moves, removes, then saves the list in order with the version held', async () => {
    const calls = api();
    await open();
    const input = await screen.findByTestId('compat-input');
    fireEvent.change(input, { target: { value: '  Arista SFP-10G-SR ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('compat-item-2').textContent).toContain('Arista SFP-10G-SR');
    expect(calls.some((c) => c.init?.method === 'PUT')).toBe(false);

    fireEvent.change(input, { target: { value: 'cisco sfp-10g-sr' } });
    fireEvent.click(screen.getByTestId('compat-add'));
    expect(screen.getByText('This part number is already in the list')).toBeTruthy();
    expect(screen.queryByTestId('compat-item-3')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Move “Arista SFP-10G-SR” up' }));
    expect(screen.getByTestId('compat-item-1').textContent).toContain('Arista SFP-10G-SR');
    expect(screen.getByText('“Arista SFP-10G-SR” is now number 2 of 3')).toBeTruthy();
    expect((screen.getByTestId('compat-up-0') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('compat-remove-0'));
    expect(screen.getByTestId('compat-item-0').textContent).toContain('Arista SFP-10G-SR');

    fireEvent.click(screen.getByTestId('compat-save'));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/42/compat'))).toBe(true));
    const put = calls.find((c) => c.path.endsWith('/42/compat'))!;
    expect(put.init!.method).toBe('PUT');
    expect(JSON.parse(String(put.init!.body))).toEqual({ version: 3, names: ['Arista SFP-10G-SR', 'Juniper EX-SFP-10GE-SR'] });
    expect(await screen.findByText('Version 4')).toBeTruthy();
    await waitFor(() => expect((screen.getByTestId('compat-save') as HTMLButtonElement).disabled).toBe(true));
  });

  it('says the server’s refusal and marks the entry it names', async () => {
    api(() => ({ status: 422, msg: 'Some fields are not valid', data: { fields: { 'names.1': 'Not valid' } } }));
    await open('fr');
    fireEvent.change(await screen.findByTestId('compat-input'), { target: { value: 'HPE J9150D' } });
    fireEvent.click(screen.getByTestId('compat-add'));
    fireEvent.click(screen.getByTestId('compat-save'));
    expect((await screen.findByTestId('compat-problem')).textContent).toBe('Some fields are not valid');
    expect(screen.getByTestId('compat-item-1').getAttribute('data-bad')).toBe('true');
    expect(screen.getByRole('button', { name: 'Monter « HPE J9150D »' })).toBeTruthy();
  });
});

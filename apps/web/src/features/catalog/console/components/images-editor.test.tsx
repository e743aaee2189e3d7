import { LANG_CODES, PRODUCT_IMAGE_MAX_BYTES, type StaffMe, type StaffProductImage } from '@netshop/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi, renderRoutes, type ApiAnswer } from '../../../../test/render-page';
import { setUpStaffTestSession } from '../../../../test/staff-session';
import { loadedOf, useProductForm } from '../hooks/use-product-form';
import { ImagesEditor } from './images-editor';

// The pictures of the product editor (issue 27) against the staff API answered at the fetch level:
// the order moved with the keyboard's buttons and the texts sent over the product's version, the
// version the server answers taken by the rest of the form, an upload, a removal confirmed first,
// a 409 explained, and a file too large refused before it is sent.

const sales = { staffId: 5, email: 'sam@yt-networks.example', name: 'Sam', roles: ['sales'], permissions: [], mustEnrol: false } as unknown as StaffMe;
const alt = (over: Partial<Record<(typeof LANG_CODES)[number], string>> = {}) => ({ 'zh-CN': '', en: '', es: '', fi: '', fr: '', ja: '', ...over });
const image = (id: number, over: Partial<StaffProductImage> = {}): StaffProductImage => ({
  id,
  url: `/media/product-images/${id}-0123456789abcdef.png`,
  mime: 'image/png',
  size: 1000,
  width: 800,
  height: 600,
  alt: alt(),
  ...over,
});
const two = [image(7, { alt: alt({ en: 'Front' }) }), image(9)];

/** The editor's form at version 3, with its version shown as the page shows it. */
function Harness() {
  const form = useProductForm({ ...loadedOf(null), version: 3 });
  return (
    <>
      <span data-testid="form-version">{form.version}</span>
      <ImagesEditor productId={42} form={form} />
    </>
  );
}

const open = () => renderRoutes([{ path: '/console/catalog/:productId', element: <Harness /> }], '/console/catalog/42', { lang: 'en', namespaces: ['console', 'console-catalog', 'console-catalog-media'] });
const api = (write: (path: string, init: RequestInit) => ApiAnswer, images = two) =>
  answerApi((path, init) => {
    if (path.endsWith('/staff/me')) return { data: sales };
    if (init?.method && init.method !== 'GET') return write(path, init);
    return { data: { version: 3, images } };
  });
const ids = () => screen.getAllByTestId(/^image-item-\d+$/).map((li) => within(li).getByRole('img').getAttribute('src'));

setUpStaffTestSession();

describe('the pictures of the product editor', () => {
  it('moves a picture with the buttons, sends the order and texts over the loaded version, and the form takes the new version', async () => {
    const calls = api(() => ({ data: { id: 42, version: 4, status: 'draft', images: [image(9, { alt: alt({ fr: 'Vue de face' }) }), image(7, { alt: alt({ en: 'Front' }) })] }, msg: 'Pictures saved' }));
    await open();
    expect(((await screen.findByTestId('image-alt-0-en')) as HTMLInputElement).value).toBe('Front');
    expect((screen.getByTestId('image-up-0') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('images-save') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('image-down-0'));
    expect(ids()).toEqual([two[1]!.url, two[0]!.url]);
    expect(screen.getByText('Picture moved from place 1 to 2. Save to keep the order.')).toBeTruthy();
    expect(within(screen.getByTestId('image-item-0')).getByText('Main')).toBeTruthy();
    fireEvent.change(screen.getByTestId('image-alt-0-fr'), { target: { value: 'Vue de face' } });
    fireEvent.click(screen.getByTestId('images-save'));
    await waitFor(() => expect(screen.getByTestId('form-version').textContent).toBe('4'));
    const put = calls.find((c) => c.init?.method === 'PUT')!;
    expect(put.path).toBe('/api/ew/staff/catalog/products/42/images');
    expect(JSON.parse(String(put.init!.body))).toEqual({ version: 3, images: [{ id: 9, alt: alt({ fr: 'Vue de face' }) }, { id: 7, alt: alt({ en: 'Front' }) }] });
    expect((screen.getByTestId('images-save') as HTMLButtonElement).disabled).toBe(true);
  });

  it('uploads a picture with the version first and shows it last, keeping texts not saved yet', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const calls = api(() => ({ data: { id: 42, version: 4, status: 'draft', images: [...two, image(11)] }, msg: 'Picture added' }));
    const fetchStub = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') await held;
      return fetchStub(input, init);
    }) as typeof fetch;
    await open();
    fireEvent.change(await screen.findByTestId('image-alt-1-ja'), { target: { value: '背面' } });
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'back.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('image-upload'), { target: { files: [file] } });
    expect((await screen.findByTestId('image-progress')).textContent).toContain('Uploading back.png');
    release();
    await waitFor(() => expect(screen.getAllByTestId(/^image-item-\d+$/)).toHaveLength(3));
    expect(screen.queryByTestId('image-progress')).toBeNull();
    expect(screen.getByTestId('form-version').textContent).toBe('4');
    expect((screen.getByTestId('image-alt-1-ja') as HTMLInputElement).value).toBe('背面');
    const post = calls.find((c) => c.init?.method === 'POST')!;
    const body = post.init!.body as FormData;
    expect([...body.keys()]).toEqual(['version', 'file']);
    expect(body.get('version')).toBe('3');
    expect((body.get('file') as File).name).toBe('back.png');
  });

  it('removes a picture only once confirmed, over the version loaded', async () => {
    const calls = api(() => ({ data: { id: 42, version: 4, status: 'draft', images: [two[0]!] }, msg: 'Picture removed' }));
    await open();
    fireEvent.click(await screen.findByTestId('image-remove-1'));
    expect(await screen.findByText('Remove this picture?')).toBeTruthy();
    expect(calls.some((c) => c.init?.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByTestId('image-remove-confirm'));
    await waitFor(() => expect(screen.getAllByTestId(/^image-item-\d+$/)).toHaveLength(1));
    expect(calls.find((c) => c.init?.method === 'DELETE')!.path).toBe('/api/ew/staff/catalog/products/42/images/9?version=3');
    expect(screen.getByTestId('form-version').textContent).toBe('4');
  });

  it('explains a 409 and keeps what was typed; refuses a file too large before sending it', async () => {
    const calls = api(() => ({ status: 409, msg: 'Someone else saved this product after you opened it (it is now version 5).' }));
    await open();
    fireEvent.change(await screen.findByTestId('image-alt-0-fi'), { target: { value: 'Etupuoli' } });
    fireEvent.click(screen.getByTestId('images-save'));
    expect((await screen.findByTestId('images-error')).textContent).toContain('now version 5');
    expect((screen.getByTestId('image-alt-0-fi') as HTMLInputElement).value).toBe('Etupuoli');
    expect(screen.getByTestId('form-version').textContent).toBe('3');

    const big = new File([new Uint8Array(8)], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: PRODUCT_IMAGE_MAX_BYTES + 1 });
    fireEvent.change(screen.getByTestId('image-upload'), { target: { files: [big] } });
    expect((await screen.findByTestId('images-error')).textContent).toBe('huge.jpg is larger than 5 MB.');
    expect(calls.some((c) => c.init?.method === 'POST')).toBe(false);
  });

  it('says buyers see the drawing while there is no picture', async () => {
    api(() => ({ data: null }), []);
    await open();
    expect((await screen.findByTestId('images-empty')).textContent).toContain('generated drawing');
  });
});

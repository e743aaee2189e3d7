import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerApi, renderRoutes } from '../../../test/render-page';
import { ReturnRequestDialog } from './return-request-dialog';

// The return request dialog (docs/product.md#screens): the lines of the order read from the server, and photos
// checked here (type, size) before each is uploaded at once.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const usd = { amount: 1000, currency: 'USD', minorUnits: 2 };
const line = { lineNo: 1, skuId: 3, spuId: 2, name: 'SFP+ 10G LR', productNo: 'SFP-10G-LR-C', image: '/media/x.webp', saleAttr: '', unitPrice: usd, quantity: 2, lineTotal: usd };

async function openDialog() {
  const calls = answerApi((path) => (path.includes('upload') ? { data: { url: '/media/uploads/photo-1.png' } } : { data: { lines: [line] } }));
  const onSubmit = vi.fn();
  await renderRoutes([{ path: '/', element: <ReturnRequestDialog orderNo="YT261120000042" busy={false} onSubmit={onSubmit} onClose={() => undefined} /> }], '/', { namespaces: ['orders'] });
  await screen.findByRole('spinbutton', { name: /Quantity of SFP\+ 10G LR/ });
  return { calls, onSubmit, fileInput: screen.getByLabelText('Add a photo', { selector: 'input' }) };
}

const pick = (input: HTMLElement, file: File) => fireEvent.change(input, { target: { files: [file] } });

describe('return request dialog', () => {
  it('refuses a photo of another type or over 5 MB without uploading it', async () => {
    const { calls, fileInput } = await openDialog();
    pick(fileInput, new File(['x'], 'notes.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a JPG, PNG or WEBP image');
    pick(fileInput, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('File size cannot exceed 5MB'));
    expect(calls.some((c) => c.path.includes('upload'))).toBe(false);
  });

  it('uploads a photo at once, shows it, and sends its address with the chosen reason and units', async () => {
    const { calls, onSubmit, fileInput } = await openDialog();
    pick(fileInput, new File(['png'], 'photo.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Photo 1 of the problem' })).toHaveProperty('src', expect.stringContaining('/media/uploads/photo-1.png'));
    expect(calls.filter((c) => c.path.includes('upload'))).toHaveLength(1);

    fireEvent.click(screen.getByRole('radio', { name: 'Arrived damaged' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: /Quantity of SFP\+ 10G LR/ }), { target: { value: '1' } });
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'The connector is bent.' } });
    fireEvent.click(screen.getByTestId('return-submit'));
    expect(onSubmit).toHaveBeenCalledWith({ reason: 'damaged', description: 'The connector is bent.', items: [{ skuId: 3, quantity: 1 }], photos: ['/media/uploads/photo-1.png'] });
  });

  it('removes a photo the buyer took back', async () => {
    const { fileInput } = await openDialog();
    pick(fileInput, new File(['png'], 'photo.png', { type: 'image/png' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove photo 1' }));
    expect(screen.queryByRole('img', { name: 'Photo 1 of the problem' })).toBeNull();
  });
});

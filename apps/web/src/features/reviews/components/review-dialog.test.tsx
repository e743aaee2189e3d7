import type { ReviewableLine } from '@netshop/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAlerts } from '../../../lib/alerts';
import { answerApi, renderRoutes, type ApiAnswer } from '../../../test/render-page';
import { ReviewDialog } from './review-dialog';

// Writing a review (issue 14): no stars is the text of docs/product.md#errors, "Please select rating" and nothing is sent; pictures
// are checked by name and size before they are uploaded with the review purpose; the review is
// sent with the uploads' ids and the server's message is shown.

const LINE: ReviewableLine = { orderNo: 'YT261124100001', lineNo: 2, spuId: 31, name: '24-port PoE+ switch', image: '/media/products/s/1', saleAttr: 'Ports: 24', reviewId: null };

function open(onClose = vi.fn(), answer: (path: string, init?: RequestInit) => ApiAnswer = () => ({ data: { id: 9 }, msg: 'Thank you: your review is published' })) {
  const calls = answerApi(answer);
  return { calls, onClose, view: renderRoutes([{ path: '/', element: <ReviewDialog line={LINE} onClose={onClose} /> }], '/', { namespaces: ['account'] }) };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAlerts.setState({ items: [] });
});

describe('review dialog', () => {
  it('asks for a rating before anything is sent', async () => {
    const { calls } = open();
    await screen.findByRole('dialog', { name: 'Write a review' });
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: 'Quiet fans, easy VLANs.' } });
    fireEvent.click(screen.getByTestId('review-submit'));
    expect(await screen.findByText('Please select rating')).toBeTruthy();
    expect(calls.filter((c) => c.init?.method === 'POST')).toEqual([]);
  });

  it('uploads pictures with the review purpose, refuses a PDF by its name, and sends the review with their ids', async () => {
    let n = 0;
    const { calls, onClose } = open(vi.fn(), (path) => {
      if (path.endsWith('/common/upload')) return { data: { id: `0000000${++n}-0000-4000-8000-000000000000`, url: `/media/uploads/${n}.png`, name: 'p.png', mime: 'image/png', size: 10, purpose: 'review' } };
      return { data: { id: 9 }, msg: 'Thank you: your review is published' };
    });
    await screen.findByRole('dialog', { name: 'Write a review' });
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: 'Quiet fans, easy VLANs.' } });
    const input = screen.getByTestId('image-picker-input');
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'spec.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('Only these file types can be sent: JPG, PNG, WEBP')).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File(['a'], 'front.png', { type: 'image/png' }), new File(['b'], 'ports.jpg', { type: 'image/jpeg' })] } });
    await waitFor(() => expect(screen.getAllByRole('img', { name: /Picture \d/ })).toHaveLength(2));
    const uploads = calls.filter((c) => c.path.endsWith('/common/upload'));
    expect(uploads.map((c) => (c.init?.body as FormData).get('purpose'))).toEqual(['review', 'review']);

    fireEvent.click(screen.getByTestId('review-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = calls.find((c) => c.path.endsWith('/ew/buyer/reviews') && c.init?.method === 'POST');
    expect(JSON.parse(String(sent?.init?.body))).toEqual({
      orderNo: 'YT261124100001',
      lineNo: 2,
      rating: 4,
      content: 'Quiet fans, easy VLANs.',
      images: ['00000001-0000-4000-8000-000000000000', '00000002-0000-4000-8000-000000000000'],
      showName: true,
    });
    expect(useAlerts.getState().items.map((a) => a.message)).toContain('Thank you: your review is published');
  });

  it('refuses a picture over 5 MB before uploading it', async () => {
    const { calls } = open();
    await screen.findByRole('dialog', { name: 'Write a review' });
    const big = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    fireEvent.change(screen.getByTestId('image-picker-input'), { target: { files: [big] } });
    expect(await screen.findByText('File size cannot exceed 5MB')).toBeTruthy();
    expect(calls.filter((c) => c.path.endsWith('/common/upload'))).toEqual([]);
  });
});

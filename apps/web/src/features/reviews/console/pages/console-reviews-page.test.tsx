import type { StaffMe, StaffReview, StaffReviewList } from '@netshop/contract';
import type { LangCode } from '@netshop/contract/languages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAlerts } from '../../../../lib/alerts';
import { answerApi, renderRoutes, type ApiAnswer } from '../../../../test/render-page';
import { setUpStaffTestSession } from '../../../../test/staff-session';
import { Component as ConsoleReviewsPage } from './console-reviews-page';

// /console/reviews: staff list buyers' reviews, hide one with a reason, publish it again and
// reply, with the staff API answered at the fetch level (lib/http and the staff client run as in
// the browser).

const published: StaffReview = {
  id: 11,
  rating: 4,
  content: 'Works with our Cisco 9300.\nLink came up at 10G at once.',
  author: 'Ann K.',
  lang: 'en',
  helpful: 2,
  verified: true,
  skuAttrs: 'Distance: 10 km',
  images: [{ id: 'img-1', url: '/media/uploads/a.png' }],
  reply: null,
  repliedAt: null,
  createdAt: '2030-01-02T08:00:00.000Z',
  status: 'published',
  hiddenReason: null,
  spuId: 31,
  productName: 'SFP+ 10G LR transceiver',
  buyerEmail: 'ann@example.com',
  orderNo: 'YT261124100001',
};
const hidden: StaffReview = {
  ...published,
  id: 12,
  rating: 1,
  content: 'Buy cheaper at example.net',
  author: 'B***',
  lang: 'fi',
  helpful: 0,
  images: [],
  skuAttrs: null,
  reply: 'We keep the reviews about the product.',
  repliedAt: '2030-01-03T08:00:00.000Z',
  status: 'hidden',
  hiddenReason: 'Advertising',
  buyerEmail: 'b@example.fi',
  orderNo: 'YT261124100002',
};
const list = (items: StaffReview[], total = items.length): StaffReviewList => ({ items, total, page: 1, pageSize: 20 });
const agent: StaffMe = { staffId: 3, email: 'ann@example.com', name: 'Ann', roles: ['agent'], permissions: [] };
const finance: StaffMe = { staffId: 4, email: 'fin@example.com', name: 'Fin', roles: ['finance'], permissions: [] };

const routes = [{ path: '/console/reviews', element: <ConsoleReviewsPage /> }];
const open = (lang: LangCode = 'en', url = '/console/reviews') => renderRoutes(routes, url, { lang, namespaces: ['console', 'account'] });
const api = (answers: { me?: StaffMe; list?: StaffReviewList; post?: (path: string, body: unknown) => ApiAnswer } = {}) =>
  answerApi((path, init) => {
    if (path.endsWith('/staff/me')) return { data: answers.me ?? agent };
    if (init?.method === 'POST') return answers.post?.(path, JSON.parse(String(init.body))) ?? { data: null };
    return { data: answers.list ?? list([published, hidden]) };
  });
const posts = (calls: ReturnType<typeof answerApi>) => calls.filter((c) => c.init?.method === 'POST');
const listGets = (calls: ReturnType<typeof answerApi>) => calls.filter((c) => c.path.startsWith('/api/ew/staff/reviews') && (c.init?.method ?? 'GET') === 'GET');
const queryOf = (call: { path: string } | undefined) => Object.fromEntries(new URL(call?.path ?? '', 'http://x').searchParams);
const bodyOf = (call: { init: RequestInit | undefined } | undefined) => JSON.parse(String(call?.init?.body)) as unknown;
const messages = () => useAlerts.getState().items.map((i) => i.message);

// jsdom has no CSS.escape, which the form uses to find the first field with an error.
(globalThis as { CSS?: Partial<typeof CSS> }).CSS ??= { escape: (s: string) => s.replace(/["\\]/g, '\\$&') };

setUpStaffTestSession();

describe('console reviews page', () => {
  it('lists the reviews with product link, stars, text, pictures, author, e-mail, order, language, status and reply', async () => {
    const calls = api();
    await open();
    const table = await screen.findByTestId('reviews-table');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Reviews']);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date', 'Product', 'Review', 'Author', 'Status', 'Actions']);
    expect(screen.getByTestId('reviews-count').textContent).toBe('2 reviews');

    const row = screen.getByTestId('review-row-11');
    const product = within(row).getByRole('link', { name: /SFP\+ 10G LR transceiver/ });
    expect(product.getAttribute('href')).toBe('/product/productDetail?spuId=31&tab=reviews');
    expect(product.getAttribute('target')).toBe('_blank');
    expect(row.textContent).toContain('Distance: 10 km');
    expect(row.textContent).toContain('★★★★');
    expect(within(row).getByText('4 stars')).toBeTruthy();
    expect(within(row).getByText(/Works with our Cisco 9300/).textContent).toBe(published.content);
    const picture = within(row).getByRole('img', { name: 'Picture 1' });
    expect(picture.closest('a')?.getAttribute('href')).toBe('/media/uploads/a.png');
    expect(picture.getAttribute('width')).toBe('48');
    expect(row.textContent).toContain('Ann K.');
    expect(row.textContent).toContain('ann@example.com');
    expect(row.textContent).toContain('YT261124100001');
    expect(row.textContent).toContain('English');
    expect(row.textContent).toContain('2030');
    expect(row.textContent).toContain('Published');
    expect(row.textContent).toContain('2 people found it helpful');
    expect(within(row).getByRole('button', { name: 'Hide (Ann K., SFP+ 10G LR transceiver)' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Reply (Ann K., SFP+ 10G LR transceiver)' })).toBeTruthy();

    const other = screen.getByTestId('review-row-12');
    expect(within(other).getByText('1 star')).toBeTruthy();
    expect(other.textContent).toContain('Finnish');
    expect(other.textContent).toContain('Hidden');
    expect(other.textContent).toContain('Reason: Advertising');
    expect(screen.getByTestId('review-reply-text-12').textContent).toContain('We keep the reviews about the product.');
    expect(within(other).queryByRole('button', { name: /^Hide/ })).toBeNull();
    expect(within(other).getByRole('button', { name: /^Publish again/ })).toBeTruthy();
    expect(within(other).getByRole('button', { name: /^Edit reply/ })).toBeTruthy();

    // Asked with the staff session, buyers' reviews of every status by default.
    expect(new Headers(listGets(calls)[0]?.init?.headers).get('Authorization')).toBe('Bearer staff-token');
    expect(queryOf(listGets(calls)[0])).toMatchObject({ status: 'all', buyers: '1', page: '1' });
  });

  it('filters by status, words and buyers’ reviews only', async () => {
    const calls = api();
    await open();
    await screen.findByTestId('reviews-table');

    fireEvent.click(screen.getByRole('tab', { name: 'Hidden' }));
    await waitFor(() => expect(queryOf(listGets(calls).at(-1))).toMatchObject({ status: 'hidden', buyers: '1' }));

    fireEvent.change(screen.getByLabelText('Words, product or buyer e-mail'), { target: { value: ' cisco ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(queryOf(listGets(calls).at(-1))).toMatchObject({ status: 'hidden', q: 'cisco' }));

    const buyers = screen.getByRole('checkbox', { name: 'Buyers’ reviews only' }) as HTMLInputElement;
    expect(buyers.checked).toBe(true);
    fireEvent.click(buyers);
    await waitFor(() => expect(queryOf(listGets(calls).at(-1))).toMatchObject({ status: 'hidden', q: 'cisco', buyers: '0' }));
  });

  it('takes the filters from the address and offers the sample reviews when buyers wrote none', async () => {
    const calls = api({ list: list([]) });
    await open('en', '/console/reviews?status=published');
    expect((await screen.findByTestId('reviews-empty')).textContent).toContain('No buyer has written a matching review yet.');
    expect(queryOf(listGets(calls)[0])).toMatchObject({ status: 'published', buyers: '1' });
    expect(screen.getByRole('tab', { name: 'Published' }).getAttribute('aria-selected')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Include sample reviews' }));
    await waitFor(() => expect(queryOf(listGets(calls).at(-1))).toMatchObject({ status: 'published', buyers: '0' }));
    expect((screen.getByRole('checkbox', { name: 'Buyers’ reviews only' }) as HTMLInputElement).checked).toBe(false);
  });

  it('hides a review only with a reason, then says so and reads the list again', async () => {
    const calls = api();
    await open();
    await screen.findByTestId('reviews-table');
    const before = listGets(calls).length;

    fireEvent.click(screen.getByTestId('review-hide-11'));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this review?' });
    expect(within(dialog).getByText(/Works with our Cisco 9300/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);

    const reason = within(dialog).getByLabelText('Reason for the author');
    fireEvent.change(reason, { target: { value: 'Off-topic' } });
    expect(within(dialog).getByText('9/300 characters. The author reads it as written.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide review' }));

    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.path).toBe('/api/ew/staff/reviews/11/hide');
    expect(bodyOf(posts(calls)[0])).toEqual({ reason: 'Off-topic' });
    await waitFor(() => expect(listGets(calls).length).toBeGreaterThan(before));
    expect(messages()).toContain('The review by Ann K. is hidden.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s text on the reason when it refuses it', async () => {
    const calls = api({ post: () => ({ status: 422, msg: 'Please check your entries', data: { fields: { reason: 'Too long for the author' } } }) });
    await open();
    await screen.findByTestId('reviews-table');

    fireEvent.click(screen.getByTestId('review-hide-11'));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this review?' });
    fireEvent.change(within(dialog).getByLabelText('Reason for the author'), { target: { value: 'Spam' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide review' }));

    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(await within(dialog).findByText('Too long for the author')).toBeTruthy();
    expect(within(dialog).getByLabelText('Reason for the author').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Hide this review?' })).toBeTruthy();
  });

  it('publishes a hidden review again', async () => {
    const calls = api();
    await open();
    await screen.findByTestId('reviews-table');
    const before = listGets(calls).length;

    fireEvent.click(screen.getByTestId('review-publish-12'));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.path).toBe('/api/ew/staff/reviews/12/publish');
    await waitFor(() => expect(listGets(calls).length).toBeGreaterThan(before));
    expect(messages()).toContain('The review by B*** is published again.');
  });

  it('posts a reply, and an emptied one removes it', async () => {
    const calls = api();
    await open();
    await screen.findByTestId('reviews-table');
    const before = listGets(calls).length;

    fireEvent.click(screen.getByTestId('review-reply-11'));
    let dialog = await screen.findByRole('dialog', { name: 'Reply to the review' });
    fireEvent.change(within(dialog).getByLabelText('Public reply'), { target: { value: 'Thank you, Ann!' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save reply' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.path).toBe('/api/ew/staff/reviews/11/reply');
    expect(bodyOf(posts(calls)[0])).toEqual({ reply: 'Thank you, Ann!' });
    await waitFor(() => expect(listGets(calls).length).toBeGreaterThan(before));
    expect(messages()).toContain('Reply saved.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByTestId('review-reply-12'));
    dialog = await screen.findByRole('dialog', { name: 'Edit the shop’s reply' });
    const text = within(dialog).getByLabelText('Public reply') as HTMLTextAreaElement;
    expect(text.value).toBe('We keep the reviews about the product.');
    fireEvent.change(text, { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save reply' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    expect(posts(calls)[1]?.path).toBe('/api/ew/staff/reviews/12/reply');
    expect(bodyOf(posts(calls)[1])).toEqual({ reply: '' });
    await waitFor(() => expect(messages()).toContain('Reply removed.'));
  });

  it('speaks the console’s language', async () => {
    api();
    await open('fi');
    const table = await screen.findByTestId('reviews-table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Päivämäärä', 'Tuote', 'Arvostelu', 'Kirjoittaja', 'Tila', 'Toiminnot']);
    const row = screen.getByTestId('review-row-11');
    expect(within(row).getByText('4 tähteä')).toBeTruthy();
    expect(row.textContent).toContain('Julkaistu');
    expect(screen.getByTestId('review-row-12').textContent).toContain('Syy: Advertising');
  });

  it('tells staff without the permission that the page is not theirs, and asks nothing', async () => {
    const calls = api({ me: finance });
    await open();
    expect(await screen.findByTestId('reviews-no-access')).toBeTruthy();
    expect(listGets(calls)).toHaveLength(0);
  });
});

import type { StaffMe, StaffQuestion, StaffQuestionList } from '@netshop/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAlerts } from '../../../../lib/alerts';
import { answerApi, renderRoutes, type ApiAnswer } from '../../../../test/render-page';
import { setUpStaffTestSession } from '../../../../test/staff-session';
import { Component as ConsoleQuestionsPage } from './console-questions-page';

// /console/questions: the queue of buyers' questions and the answer form, with the staff API
// answered at the fetch level (lib/http and the staff client run as in the browser).

const base: StaffQuestion = {
  id: 11,
  spuId: 42,
  productName: 'SFP+ 10G LR transceiver',
  productModel: 'SFP-10G-LR',
  buyerEmail: 'ana@example.fi',
  lang: 'fi',
  type: 'technical',
  tag: 'compatibility',
  content: 'Toimiiko Cisco 9300:n kanssa?',
  public: true,
  status: 'pending',
  answer: null,
  answeredAt: null,
  answeredBy: null,
  createdAt: '2030-01-01T08:00:00.000Z',
  file: { name: 'topology.pdf', url: '/api/common/files/3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b?t=1.sig', mime: 'application/pdf', size: 4 },
};
const kept: StaffQuestion = { ...base, id: 12, public: false, file: null, content: 'Price for our PO 123?' };
const page = (items: StaffQuestion[]): StaffQuestionList => ({ items, total: items.length, page: 1, pageSize: 20, counts: { pending: 2, answered: 5 } });
const agent: StaffMe = { staffId: 3, email: 'ann@example.com', name: 'Ann', roles: ['agent'], permissions: [] };
const finance: StaffMe = { ...agent, roles: ['finance'] };

const open = () => renderRoutes([{ path: '/console/questions', element: <ConsoleQuestionsPage /> }], '/console/questions', { lang: 'en', namespaces: ['console', 'account'] });
const api = (answers: { me?: StaffMe; post?: (path: string, body: unknown) => ApiAnswer } = {}) =>
  answerApi((path, init) => {
    if (path.endsWith('/staff/me')) return { data: answers.me ?? agent };
    if (init?.method === 'POST') return answers.post?.(path, JSON.parse(String(init.body))) ?? { msg: 'Answer saved', data: null };
    return { data: page([base, kept]) };
  });
const posts = (calls: ReturnType<typeof answerApi>) => calls.filter((c) => c.init?.method === 'POST');
const listGets = (calls: ReturnType<typeof answerApi>) => calls.filter((c) => c.path.startsWith('/api/ew/staff/questions') && (c.init?.method ?? 'GET') === 'GET');

// jsdom has no CSS.escape, which the form uses to find the first field with an error.
(globalThis as { CSS?: Partial<typeof CSS> }).CSS ??= { escape: (s: string) => s.replace(/["\\]/g, '\\$&') };

setUpStaffTestSession();

describe('console questions page', () => {
  it('shows the waiting questions with product, buyer, language, type, topic and the file link', async () => {
    const calls = api();
    await open();
    const card = await screen.findByTestId('question-11');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Product questions']);
    expect(screen.getByTestId('questions-tab-pending').textContent).toBe('Waiting (2)');
    expect(screen.getByTestId('questions-tab-answered').textContent).toBe('Answered (5)');
    for (const text of ['SFP+ 10G LR transceiver', 'SFP-10G-LR', 'ana@example.fi', 'Finnish', 'Technical · Compatibility', 'Toimiiko Cisco 9300:n kanssa?']) expect(card.textContent).toContain(text);
    expect(within(card).getByText('Toimiiko Cisco 9300:n kanssa?').getAttribute('lang')).toBe('fi');
    expect(screen.getByTestId('question-file-11').getAttribute('href')).toBe(base.file!.url);
    expect(listGets(calls)[0]!.path).toContain('status=pending');
    expect(new Headers(listGets(calls)[0]?.init?.headers).get('Authorization')).toBe('Bearer staff-token');
  });

  it('checks the answer with the contract’s schema, sends it, shows the server’s message and reads the queue again', async () => {
    const calls = api();
    await open();
    await screen.findByTestId('question-11');
    fireEvent.click(screen.getByTestId('answer-submit-11'));
    expect(await within(screen.getByTestId('answer-form-11')).findByText('This field is required')).toBeTruthy();
    expect(posts(calls)).toEqual([]);

    const before = listGets(calls).length;
    fireEvent.change(screen.getByTestId('answer-text-11'), { target: { value: '  Kyllä, 802.3bt.  ' } });
    fireEvent.click(screen.getByTestId('answer-submit-11'));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.path).toBe('/api/ew/staff/questions/11/answer');
    expect(JSON.parse(String(posts(calls)[0]!.init!.body))).toEqual({ answer: 'Kyllä, 802.3bt.', public: true });
    await waitFor(() => expect(listGets(calls).length).toBeGreaterThan(before));
    expect(useAlerts.getState().items.map((i) => i.message)).toContain('Answer saved');
  });

  it('keeps a question the buyer kept private off the product page', async () => {
    api();
    await open();
    const box = (await screen.findByTestId('answer-public-12')) as HTMLInputElement;
    expect(box.disabled).toBe(true);
    expect(box.checked).toBe(false);
    expect(screen.getByTestId('question-12').textContent).toContain('The buyer asked to keep this question private.');
    expect((screen.getByTestId('answer-public-11') as HTMLInputElement).checked).toBe(true);
  });

  it('filters by type and shows server field texts', async () => {
    const calls = api({ post: () => ({ status: 422, msg: 'Please check your entries', data: { fields: { answer: 'Too long' } } }) });
    await open();
    await screen.findByTestId('question-11');
    fireEvent.change(screen.getByTestId('questions-filter-type'), { target: { value: 'aftersale' } });
    await waitFor(() => expect(listGets(calls).some((c) => c.path.includes('type=aftersale'))).toBe(true));
    fireEvent.change(await screen.findByTestId('answer-text-11'), { target: { value: 'x' } });
    fireEvent.click(screen.getByTestId('answer-submit-11'));
    expect(await within(screen.getByTestId('answer-form-11')).findByText('Too long')).toBeTruthy();
  });

  it('tells a role without questions.answer that it has no access', async () => {
    const calls = api({ me: finance });
    await open();
    expect(await screen.findByTestId('questions-no-access')).toBeTruthy();
    expect(listGets(calls)).toEqual([]);
  });
});

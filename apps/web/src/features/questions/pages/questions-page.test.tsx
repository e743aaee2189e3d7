import type { MyQuestion, MyQuestionPage } from '@netshop/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/site-store';
import { answerApi, renderRoutes } from '../../../test/render-page';
import { Component as QuestionsPage } from './questions-page';

// /accountCenter/questions: the buyer's own questions with status, file and answer, with the API
// answered at the fetch level.

const pending: MyQuestion = {
  id: 2,
  spuId: 42,
  productName: 'SFP+ 10G LR transceiver',
  productImage: '/media/products/sfp/1.svg',
  type: 'technical',
  tag: 'compatibility',
  content: 'Does it work with a Cisco 9300?',
  public: false,
  status: 'pending',
  answer: null,
  answeredAt: null,
  createdAt: '2030-01-02T08:00:00.000Z',
  file: { name: 'topology.pdf', url: '/api/common/files/3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b?t=1.sig', mime: 'application/pdf', size: 4 },
};
const answered: MyQuestion = { ...pending, id: 1, public: true, status: 'answered', answer: 'Yes, coded for Cisco.', answeredAt: '2030-01-01T20:00:00.000Z', file: null, type: 'presale', tag: 'price' };
const page = (items: MyQuestion[]): MyQuestionPage => ({ items, total: items.length, page: 1, pageSize: 10 });
const open = () => renderRoutes([{ path: '/accountCenter/questions', element: <QuestionsPage /> }], '/accountCenter/questions', { lang: 'en', namespaces: ['account'] });

beforeEach(() => useSession.getState().set({ token: 'buyer-token' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.getState().set({ token: undefined });
});

describe('my questions page', () => {
  it('lists each question with its product, status, file and the answer once there is one', async () => {
    const calls = answerApi(() => ({ data: page([pending, answered]) }));
    await open();
    const [first, second] = await screen.findAllByTestId('my-question');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['My questions']);

    expect(within(first!).getByRole('link', { name: 'SFP+ 10G LR transceiver' }).getAttribute('href')).toBe('/product/productDetail?spuId=42&tab=questions');
    expect(first!.textContent).toContain('Awaiting reply');
    expect(first!.textContent).toContain('Technical');
    expect(first!.textContent).toContain('Compatibility');
    expect(first!.textContent).toContain('Only visible to you');
    expect(first!.textContent).toContain('We will reply within 12–24 hours.');
    expect(within(first!).getByTestId('my-question-file').getAttribute('href')).toBe(pending.file!.url);

    expect(second!.textContent).toContain('Answered');
    expect(second!.textContent).toContain('Our answer');
    expect(second!.textContent).toContain('Yes, coded for Cisco.');
    expect(second!.textContent).not.toContain('Only visible to you');
    expect(new Headers(calls[0]?.init?.headers).get('Authorization')).toBe('Bearer buyer-token');
  });

  it('says how to ask when there is nothing yet', async () => {
    answerApi(() => ({ data: page([]) }));
    await open();
    expect((await screen.findByTestId('questions-empty')).textContent).toContain('No questions yet');
  });
});

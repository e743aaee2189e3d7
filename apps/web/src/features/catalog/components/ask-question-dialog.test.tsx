import type { ProductDetail, QuestionPage } from '@netshop/contract';
import { SESSION_KEYS } from '@netshop/contract/constants';
import type { LangCode } from '@netshop/contract/languages';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlerts } from '../../../lib/alerts';
import { useSession } from '../../../lib/site-store';
import { answerApi, renderRoutes, type ApiAnswer } from '../../../test/render-page';
import { AskQuestionDialog } from './ask-question-dialog';
import { QuestionsPanel } from './questions-panel';

// The product page's questions: the ask dialog's checks (docs/product.md#validation: type, tag and content required; the
// file one of the types of docs/product.md#validation up to 5 MB), what it sends, the server's answer and field texts; and the
// Q&A tab's list, search and the way a guest is sent to log in.

const product = { spuId: 42, name: 'SFP+ 10G LR transceiver' } as ProductDetail;
const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46]);

type Calls = ReturnType<typeof answerApi>;
const api = (answers: { ask?: (body: unknown) => ApiAnswer; list?: (path: string) => QuestionPage } = {}) =>
  answerApi((path, init) => {
    if (path.startsWith('/api/common/upload')) return { data: { id: '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b', url: '/api/common/files/x?t=1', name: 'topology.pdf', mime: 'application/pdf', size: 4, purpose: 'question' } };
    if (path.startsWith('/api/ew/buyer/questions') && init?.method === 'POST') return answers.ask?.(JSON.parse(String(init.body))) ?? { msg: 'Question received: we will reply within 12–24 hours', data: { id: 9 } };
    if (path.startsWith('/api/ew/buyer/questions')) return { data: answers.list?.(path) ?? { items: [], total: 0, page: 1, pageSize: 10 } };
    return { status: 404 };
  });
const posts = (calls: Calls, prefix: string) => calls.filter((c) => c.init?.method === 'POST' && c.path.startsWith(prefix));
const alerts = () => useAlerts.getState().items.map((i) => i.message);

function openDialog(onClose = vi.fn(), lang: LangCode = 'en') {
  return renderRoutes([{ path: '/product/productDetail', element: <AskQuestionDialog open product={product} onClose={onClose} /> }], '/product/productDetail?spuId=42', { lang }).then(() => onClose);
}
const choose = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const attach = (file: File) => fireEvent.change(screen.getByTestId('question-file-input'), { target: { files: [file] } });

beforeEach(() => useSession.getState().set({ token: 'buyer-token', isLogin: true }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAlerts.setState({ items: [] });
  useSession.getState().set({ token: undefined, isLogin: false });
  sessionStorage.clear();
});

describe('ask question dialog', () => {
  it('asks for type, tag and content before sending anything', async () => {
    const calls = api();
    await openDialog();
    fireEvent.click(screen.getByTestId('question-submit'));
    expect(await screen.findByText('Please choose a question type')).toBeTruthy();
    expect(screen.getByText('Please choose a topic')).toBeTruthy();
    expect(screen.getByText('Please enter your question')).toBeTruthy();
    // Spaces only are no question either.
    fireEvent.change(screen.getByTestId('question-content'), { target: { value: '    ' } });
    expect(screen.getByText('Please enter your question')).toBeTruthy();
    fireEvent.change(screen.getByTestId('question-content'), { target: { value: 'x'.repeat(1001) } });
    expect(screen.getByText('At most 1000 characters')).toBeTruthy();
    expect(screen.getByText('1001/1000 characters')).toBeTruthy();
    expect(posts(calls, '/api/')).toEqual([]);
  });

  it('refuses a file of another type or over 5 MB before uploading it', async () => {
    const calls = api();
    await openDialog(vi.fn(), 'fi');
    attach(new File(['MZ'], 'setup.exe'));
    expect((await screen.findByRole('alert')).textContent).toContain('PDF, JPG, PNG, DOC, DOCX, XLS, XLSX, TXT');
    const big = new File([PDF], 'huge.pdf');
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    attach(big);
    expect((await screen.findByRole('alert')).textContent).not.toContain('DOCX');
    expect(posts(calls, '/api/common/upload')).toEqual([]);
  });

  it('uploads the file for a question, sends the question and shows the server’s message', async () => {
    const calls = api();
    const onClose = await openDialog();
    choose('Question type', 'technical');
    choose('Topic', 'compatibility');
    fireEvent.change(screen.getByTestId('question-content'), { target: { value: '  Does it work with a Cisco 9300?  ' } });
    attach(new File([PDF], 'topology.pdf', { type: 'application/pdf' }));
    expect((await screen.findByTestId('question-file')).textContent).toContain('topology.pdf');
    const form = posts(calls, '/api/common/upload')[0]!.init!.body as FormData;
    expect([...form.keys()]).toEqual(['purpose', 'file']); // the purpose first: the server reads fields in order
    expect(form.get('purpose')).toBe('question');
    fireEvent.click(screen.getByRole('checkbox', { name: /Show my question/ }));
    fireEvent.click(screen.getByTestId('question-submit'));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(String(posts(calls, '/api/ew/buyer/questions')[0]!.init!.body))).toEqual({
      spuId: 42,
      type: 'technical',
      tag: 'compatibility',
      content: 'Does it work with a Cisco 9300?',
      public: false,
      uploadId: '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b',
    });
    expect(alerts()).toContain('Question received: we will reply within 12–24 hours');
  });

  it('drops a chosen file with its remove button, and puts the server’s field texts on the fields', async () => {
    const calls = api({ ask: () => ({ status: 422, msg: 'Please check your entries', data: { fields: { content: 'Too long' } } }) });
    const onClose = await openDialog();
    attach(new File([PDF], 'topology.pdf'));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove topology.pdf' }));
    expect(screen.queryByTestId('question-file')).toBeNull();
    choose('Question type', 'presale');
    choose('Topic', 'price');
    fireEvent.change(screen.getByTestId('question-content'), { target: { value: 'Price for 40 units?' } });
    fireEvent.click(screen.getByTestId('question-submit'));
    expect(await screen.findByText('Too long')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(JSON.parse(String(posts(calls, '/api/ew/buyer/questions')[0]!.init!.body))).not.toHaveProperty('uploadId');
  });
});

describe('questions tab', () => {
  const answered: QuestionPage = {
    items: [{ id: 1, type: 'technical', tag: 'compatibility', content: 'Works with Juniper EX?', asker: 'A***', lang: 'en', answer: 'Yes, coded for Juniper.', answeredAt: '2030-01-02T10:00:00.000Z', createdAt: '2030-01-01T10:00:00.000Z' }],
    total: 1,
    page: 1,
    pageSize: 10,
  };
  const panel = () => renderRoutes([{ path: '/product/productDetail', element: <QuestionsPanel product={product} /> }, { path: '/login', element: <h1>login</h1> }], '/product/productDetail?spuId=42');

  it('lists answered questions with a masked name and searches question and answer', async () => {
    const calls = api({ list: () => answered });
    await panel();
    const item = await screen.findByTestId('question');
    expect(item.textContent).toContain('A***');
    expect(item.textContent).toContain('Yes, coded for Juniper.');
    expect(within(item).getByText('Technical')).toBeTruthy();
    fireEvent.change(screen.getByTestId('questions-search'), { target: { value: ' juniper ' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(calls.some((c) => c.path.includes('q=juniper'))).toBe(true));
    expect(calls.every((c) => !c.path.startsWith('/api/ew/buyer/questions') || c.path.includes('spuId=42'))).toBe(true);
  });

  it('says when nothing has been asked, and sends a guest to log in first', async () => {
    useSession.getState().set({ token: undefined, isLogin: false });
    api();
    const { router } = await panel();
    expect(await screen.findByTestId('questions-empty')).toBeTruthy();
    expect(screen.getByText('Log in to ask a question')).toBeTruthy();
    fireEvent.click(screen.getByTestId('ask-question'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem(SESSION_KEYS.redirectPath)).toBe('/product/productDetail?spuId=42');
  });
});

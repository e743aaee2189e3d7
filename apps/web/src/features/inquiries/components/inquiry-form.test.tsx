import type { UserInfo } from '@netshop/contract';
import type { LangCode } from '@netshop/contract/languages';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAlerts } from '../../../lib/alerts';
import { useSession, useSite } from '../../../lib/site-store';
import { answerApi, renderRoutes, type ApiAnswer } from '../../../test/render-page';
import { ContactForm } from './contact-form';
import { InquiryForm, type InquiryPrefill } from './inquiry-form';
import { InquirySentPanel } from './inquiry-sent';

// The inquiry and contact forms (issue 15): the rules of docs/product.md#validation before anything is sent (product number
// required and "Product number too long", details required, the file one of the types of docs/product.md#validation up to
// 5 MB, a guest's e-mail), what they send as multipart, and the server's answers on the fields.

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
// jsdom has no CSS.escape, which the form uses to find the first field with an error.
(globalThis as { CSS?: Partial<typeof CSS> }).CSS ??= { escape: (s: string) => s.replace(/["\\]/g, '\\$&') };
type Calls = ReturnType<typeof answerApi>;
const api = (answer: (init: RequestInit | undefined) => ApiAnswer = () => ({ msg: 'Inquiry submitted: we will reply within 1 business day', data: { inquiryNo: 'IQ261124100042' } })) =>
  answerApi((path, init) => (path.startsWith('/api/ew/buyer/inquiries') && init?.method === 'POST' ? answer(init) : { status: 404 }));
const posts = (calls: Calls) => calls.filter((c) => c.init?.method === 'POST');
const sent = (calls: Calls) => Object.fromEntries([...(posts(calls)[0]!.init!.body as FormData).entries()].map(([k, v]) => [k, typeof v === 'string' ? v : (v as File).name]));
const alerts = () => useAlerts.getState().items.map((i) => i.message);
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const attach = (file: File, testId = 'inquiry-file-input') => fireEvent.change(screen.getByTestId(testId), { target: { files: [file] } });

function asBuyer() {
  useSession.getState().set({ token: 'buyer-token', isLogin: true });
  useSite.getState().set({ loginUser: { userId: 7, userName: 'Ann Lee', email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee', countryId: 1, companyName: 'Lee Networks', avatar: '' } satisfies UserInfo as { userName?: string } });
}
function render(prefill: InquiryPrefill = {}, lang: LangCode = 'en') {
  const onSent = vi.fn();
  return renderRoutes([{ path: '/', element: <InquiryForm prefill={prefill} source="product" onSent={onSent} /> }], '/', { lang, namespaces: ['account'] }).then(() => onSent);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAlerts.setState({ items: [] });
  useSession.getState().set({ token: undefined, isLogin: false });
  useSite.getState().set({ loginUser: null });
});

describe('inquiry form', () => {
  it('asks for the type, product number and details, and says "Product number too long" past 80 characters', async () => {
    asBuyer();
    const calls = api();
    await render();
    fireEvent.click(screen.getByTestId('inquiry-submit'));
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    type('inquiry-product-no', 'X'.repeat(81));
    expect(screen.getByText('Product number too long')).toBeTruthy();
    type('inquiry-product-no', 'X'.repeat(80));
    expect(screen.queryByText('Product number too long')).toBeNull();
    // Spaces only are no details.
    type('inquiry-details', '   ');
    expect(screen.getAllByText('This field is required').length).toBeGreaterThan(0);
    type('inquiry-details', 'd'.repeat(2001));
    expect(screen.getByText('This is too long')).toBeTruthy();
    expect(screen.getByText('2001/2000 characters')).toBeTruthy();
    expect(posts(calls)).toEqual([]);
  });

  it('says it in the buyer’s language: Chinese and Finnish', async () => {
    asBuyer();
    api();
    await render({ productNo: '' }, 'zh-CN');
    type('inquiry-product-no', 'X'.repeat(81));
    fireEvent.click(screen.getByTestId('inquiry-submit'));
    expect(await screen.findByText('产品编号过长')).toBeTruthy();
    cleanup();
    await render({}, 'fi');
    type('inquiry-product-no', 'X'.repeat(81));
    fireEvent.click(screen.getByTestId('inquiry-submit'));
    expect(await screen.findByText('Tuotenumero on liian pitkä')).toBeTruthy();
  });

  it('refuses a file of another type or over 5 MB before anything is sent', async () => {
    asBuyer();
    const calls = api();
    await render();
    attach(new File(['MZ'], 'setup.exe'));
    expect((await screen.findByRole('alert')).textContent).toBe('Only these file types can be sent: PDF, JPG, PNG, DOC, DOCX, XLS, XLSX, TXT');
    const big = new File([PDF], 'huge.pdf');
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    attach(big);
    expect((await screen.findByRole('alert')).textContent).toBe('File size cannot exceed 5MB');
    expect(screen.queryByTestId('inquiry-file-chosen')).toBeNull();
    // Exactly 5 MB of an allowed type is taken.
    const max = new File([PDF], 'plan.XLSX');
    Object.defineProperty(max, 'size', { value: 5 * 1024 * 1024 });
    attach(max);
    expect((await screen.findByTestId('inquiry-file-chosen')).textContent).toContain('plan.XLSX');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(posts(calls)).toEqual([]);
  });

  it('sends a buyer’s inquiry, prefilled with the product and SKU, with its file, as multipart', async () => {
    asBuyer();
    const calls = api();
    const onSent = await render({ type: 'quotation', productNo: 'SFP-10G-LR', spuId: 42, skuId: 420, productName: 'SFP+ 10G LR' });
    expect(screen.getByText('About: SFP+ 10G LR')).toBeTruthy();
    expect(screen.queryByTestId('inquiry-email')).toBeNull(); // answered at the account's address
    type('inquiry-details', '  200 units for a campus upgrade  ');
    attach(new File([PDF], 'bom.pdf', { type: 'application/pdf' }));
    fireEvent.click(screen.getByTestId('inquiry-submit'));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith({ inquiryNo: 'IQ261124100042', guestEmail: null }));
    expect(sent(calls)).toEqual({ type: 'quotation', productNo: 'SFP-10G-LR', company: 'Lee Networks', details: '200 units for a campus upgrade', source: 'product', spuId: '42', skuId: '420', file: 'bom.pdf' });
    expect(alerts()).toContain('Inquiry submitted: we will reply within 1 business day');
  });

  it('names a solution page’s solution as the solution, with no product number asked or sent (issue 24)', async () => {
    asBuyer();
    const calls = api();
    const onSent = await render({ type: 'solution', solution: { id: 5, title: 'Campus network upgrade' } });
    expect(screen.getByTestId('inquiry-solution').textContent).toBe('Solution: Campus network upgrade');
    expect(screen.queryByTestId('inquiry-product-no')).toBeNull();
    type('inquiry-details', '400 users, two buildings');
    fireEvent.click(screen.getByTestId('inquiry-submit'));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(sent(calls)).toEqual({ type: 'solution', company: 'Lee Networks', details: '400 users, two buildings', source: 'product', solutionId: '5' });
    cleanup();
    await render({ type: 'solution', solution: { id: 5, title: '园区网络升级' } }, 'zh-CN');
    expect(screen.getByTestId('inquiry-solution').textContent).toBe('方案：园区网络升级');
  });

  it('asks a guest for an e-mail and sends it; the server’s word on the file lands on the file', async () => {
    const calls = api(() => ({ status: 415, msg: 'Unsupported file type', data: { fields: { file: 'Unsupported file type' } } }));
    const onSent = await render({ productNo: 'S5800' });
    type('inquiry-details', 'Custom SNMP profile?');
    fireEvent.click(screen.getByTestId('inquiry-submit'));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2); // the type and the e-mail
    type('inquiry-email', 'not-an-address');
    expect(screen.getByText('Please enter a valid e-mail address')).toBeTruthy();
    type('inquiry-email', ' Aino@Example.FI ');
    fireEvent.change(screen.getByTestId('inquiry-type'), { target: { value: 'customization' } });
    attach(new File([PDF], 'renamed.pdf'));
    fireEvent.click(screen.getByTestId('inquiry-submit'));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(sent(calls)).toEqual({ type: 'customization', productNo: 'S5800', details: 'Custom SNMP profile?', email: 'aino@example.fi', source: 'product', file: 'renamed.pdf' });
    expect(onSent).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getAllByText('Unsupported file type').length).toBeGreaterThan(0));
  });
});

describe('contact form', () => {
  it('needs a topic, name, e-mail and message, then sends them with the file', async () => {
    const calls = api();
    const onSent = vi.fn();
    await renderRoutes([{ path: '/', element: <ContactForm onSent={onSent} /> }], '/', { lang: 'fi', namespaces: ['account'] });
    fireEvent.click(screen.getByTestId('contact-submit'));
    expect(await screen.findAllByText('Tämä kenttä on pakollinen')).toHaveLength(4);
    fireEvent.change(screen.getByTestId('contact-topic'), { target: { value: 'partnership' } });
    type('contact-name', 'Aino Virtanen');
    type('contact-email', 'aino@example.fi');
    type('contact-message', 'Haluaisimme jälleenmyyjiksi.');
    attach(new File([PDF], 'esittely.pdf'), 'contact-file-input');
    fireEvent.click(screen.getByTestId('contact-submit'));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith({ inquiryNo: 'IQ261124100042', guestEmail: 'aino@example.fi' }));
    expect(posts(calls)[0]!.path).toBe('/api/ew/buyer/inquiries/contact');
    expect(sent(calls)).toEqual({ topic: 'partnership', name: 'Aino Virtanen', email: 'aino@example.fi', message: 'Haluaisimme jälleenmyyjiksi.', file: 'esittely.pdf' });
  });
});

describe('what a sent form shows', () => {
  const sentPanel = (kind: 'inquiry' | 'contact', lang: LangCode, guestEmail: string | null = null) =>
    renderRoutes([{ path: '/', element: <InquirySentPanel kind={kind} sent={{ inquiryNo: 'IQ261124100042', guestEmail }} onAgain={vi.fn()} /> }], '/', { lang, namespaces: ['account'] });

  it('confirms a contact message as a message sent, with when we reply, not as an inquiry (issue 24)', async () => {
    asBuyer();
    await sentPanel('contact', 'zh-CN');
    const panel = () => screen.getByTestId('inquiry-sent').textContent;
    expect(panel()).toContain('留言已发送');
    expect(panel()).toContain('1 个工作日内回复');
    expect(panel()).not.toContain('询价已提交');
    cleanup();
    await sentPanel('contact', 'fi', 'aino@example.fi');
    expect(panel()).toContain('Viesti lähetetty');
    expect(panel()).toContain('Vastaamme osoitteeseen aino@example.fi yhden arkipäivän kuluessa.');
    expect(panel()).not.toContain('Tiedustelu lähetetty');
    cleanup();
    await sentPanel('inquiry', 'zh-CN');
    expect(panel()).toContain('询价已提交');
  });
});

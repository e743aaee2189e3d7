import type { StaffChatTopic, StaffMe } from '@netshop/contract';
import type { LangCode } from '@netshop/contract/languages';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAlerts } from '../../../../lib/alerts';
import { answerApi, renderRoutes, type ApiAnswer } from '../../../../test/render-page';
import { setUpStaffTestSession } from '../../../../test/staff-session';
import { Component as ConsoleTopicsPage } from './console-topics-page';

// /console/chat/topics: an administrator edits the chat assistant's topics, with the staff API
// answered at the fetch level (lib/http and the staff client run as in the browser).

const texts = (en: string, answer: string): StaffChatTopic['texts'] => ({
  'zh-CN': { label: `${en}（中文）`, answer: `${answer}（中文）` },
  en: { label: en, answer },
  es: { label: `${en} (es)`, answer: `${answer} (es)` },
  fi: { label: `${en} (fi)`, answer: `${answer} (fi)` },
  fr: { label: `${en} (fr)`, answer: `${answer} (fr)` },
  ja: { label: `${en}（日本語）`, answer: `${answer}（日本語）` },
});
// Out of order on purpose: the page lists them by `sort`.
const TOPICS: StaffChatTopic[] = [
  { key: 'human', action: 'handoff', sort: 60, active: true, texts: texts('Talk to a person', 'You are in the queue.') },
  { key: 'shipping', action: 'answer', sort: 10, active: true, texts: texts('Shipping and delivery', 'We ship three ways.') },
  { key: 'payment', action: 'answer', sort: 20, active: false, texts: texts('Payment methods', 'Pay by card or PayPal.') },
];
const admin: StaffMe = { staffId: 1, email: 'admin@example.com', name: 'Ada', roles: ['admin'], permissions: [] };

const routes = [{ path: '/console/chat/topics', element: <ConsoleTopicsPage /> }];
const open = (query = '', lang: LangCode = 'en') => renderRoutes(routes, `/console/chat/topics${query}`, { lang, namespaces: ['console', 'account'] });
const api = (answers: { me?: StaffMe; put?: (path: string, body: unknown) => ApiAnswer } = {}) =>
  answerApi((path, init) => {
    if (path.endsWith('/staff/me')) return { data: answers.me ?? admin };
    if (init?.method === 'PUT') return answers.put?.(path, JSON.parse(String(init.body))) ?? { data: null };
    return { data: TOPICS };
  });
const puts = (calls: ReturnType<typeof answerApi>) => calls.filter((c) => c.init?.method === 'PUT');
const topicGets = (calls: ReturnType<typeof answerApi>) => calls.filter((c) => c.path === '/api/ew/staff/chat/topics' && (c.init?.method ?? 'GET') === 'GET');

setUpStaffTestSession();

describe('console assistant topics page', () => {
  it('lists the topics in their order with key, action, state and the label in the console language', async () => {
    const calls = api();
    await open();
    const list = await screen.findByTestId('topics-list');
    const rows = within(list).getAllByRole('link');
    expect(rows.map((r) => r.getAttribute('data-topic'))).toEqual(['shipping', 'payment', 'human']);
    expect(rows[0].textContent).toContain('Shipping and delivery');
    expect(rows[0].textContent).toContain('Assistant answers');
    expect(rows[0].textContent).toContain('Active');
    expect(rows[1].textContent).toContain('Inactive');
    expect(rows[2].textContent).toContain('human');
    expect(rows[2].textContent).toContain('Hands over to a person');
    expect(rows[0].getAttribute('href')).toBe('/console/chat/topics?key=shipping');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Assistant topics']);
    // Asked with the staff session.
    expect(new Headers(topicGets(calls)[0]?.init?.headers).get('Authorization')).toBe('Bearer staff-token');

    // Opening one: its editor, every field labelled, the heading focused.
    fireEvent.click(rows[2]);
    const editor = await screen.findByTestId('topic-editor');
    expect(document.activeElement).toBe(within(editor).getByRole('heading', { level: 2, name: 'Talk to a person' }));
    expect(within(editor).getByRole('spinbutton', { name: 'Position' })).toBeTruthy();
    expect(within(editor).getByRole('checkbox', { name: 'Offer this topic to visitors' })).toBeTruthy();
    expect(within(editor).getAllByRole('textbox')).toHaveLength(12);
    expect(within(editor).getByRole('textbox', { name: 'Message while waiting (日本語)' })).toBeTruthy();
    expect(rows[2].getAttribute('aria-current')).toBe('true');
  });

  it('saves an edited label with the whole body in all six languages, says so and reads the list again', async () => {
    const calls = api();
    await open('?key=shipping');
    const label = (await screen.findByRole('textbox', { name: 'Label (English)' })) as HTMLInputElement;
    expect(label.value).toBe('Shipping and delivery');
    expect(screen.getByText('21/80')).toBeTruthy();
    // How to write an amount that follows the visitor's currency (issue 24).
    expect(screen.getByText(/\{freeOver\.economy\} is the free-shipping threshold of economy shipping/)).toBeTruthy();
    fireEvent.change(label, { target: { value: '  Delivery and shipping costs ' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Position' }), { target: { value: '15' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Offer this topic to visitors' }));
    const before = topicGets(calls).length;
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(puts(calls)).toHaveLength(1));
    const [put] = puts(calls);
    expect(put.path).toBe('/api/ew/staff/chat/topics/shipping');
    const expected = texts('Shipping and delivery', 'We ship three ways.');
    expected.en = { label: 'Delivery and shipping costs', answer: 'We ship three ways.' };
    expect(JSON.parse(String(put.init?.body))).toEqual({ sort: 15, active: false, texts: expected });
    expect(Object.keys(JSON.parse(String(put.init?.body)).texts).sort()).toEqual(['en', 'es', 'fi', 'fr', 'ja', 'zh-CN']);
    await vi.waitFor(() => expect(useAlerts.getState().items).toEqual([expect.objectContaining({ kind: 'success', message: '“Delivery and shipping costs” saved' })]));
    await vi.waitFor(() => expect(topicGets(calls).length).toBeGreaterThan(before));
  });

  it('shows the translated required message at an emptied label and sends nothing', async () => {
    const calls = api();
    await open('?key=shipping', 'fi');
    const label = (await screen.findByRole('textbox', { name: 'Otsikko (Suomi)' })) as HTMLInputElement;
    fireEvent.change(label, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));

    await vi.waitFor(() => expect(label.getAttribute('aria-invalid')).toBe('true'));
    const message = document.getElementById(label.getAttribute('aria-describedby')!.split(' ').find((id) => id.endsWith('-error'))!);
    expect(message?.textContent).toBe('Tämä kenttä on pakollinen');
    await vi.waitFor(() => expect(document.activeElement).toBe(label));
    expect(puts(calls)).toHaveLength(0);
  });

  it('shows the too-long message at a label over 80 characters, with the counter over the limit', async () => {
    const calls = api();
    await open('?key=payment');
    const label = (await screen.findByRole('textbox', { name: 'Label (Español)' })) as HTMLInputElement;
    fireEvent.change(label, { target: { value: 'x'.repeat(81) } });
    expect(screen.getByText('81/80').hasAttribute('data-over')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('At most 80 characters')).toBeTruthy();
    expect(label.getAttribute('aria-invalid')).toBe('true');
    expect(puts(calls)).toHaveLength(0);
  });

  it('shows the standard message when saving is refused (403)', async () => {
    const calls = api({ put: () => ({ status: 403, msg: 'Forbidden' }) });
    await open('?key=shipping');
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(useAlerts.getState().items.map((a) => a.message)).toEqual(['The current operation has no permission']));
    expect(puts(calls)).toHaveLength(1);
  });

  it('tells a staff member without the permission that they lack access, and asks nothing', async () => {
    const calls = api({ me: { ...admin, roles: ['agent'] } });
    await open();
    expect((await screen.findByTestId('topics-no-access')).textContent).toContain('Only administrators');
    expect(topicGets(calls)).toHaveLength(0);
  });
});

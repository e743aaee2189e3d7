import { chatTime, type ChatMessage } from '@netshop/contract';
import { CHAT_MESSAGE_MAX } from '@netshop/contract/constants';
import { describe, expect, it } from 'vitest';
import { addPending, appendWithinLimit, checkDraft, firstSeq, lastSeq, markFailed, mergeMessages, newClientMsgId, pendingMessage, settleAcked } from './conversation';

const msg = (seq: number, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id: seq,
  seq,
  type: 1,
  userType: 2,
  msg: `m${seq}`,
  time: '9:05 PM',
  sentAt: '2026-01-01T21:05:00.000Z',
  user: 'YT',
  avatar: '',
  items: [],
  clientMsgId: null,
  from: extra.userType === 1 ? 'visitor' : 'assistant',
  file: null,
  ...extra,
});

describe('the chat text rules (docs/product.md#validation, #limits)', () => {
  it('does not send an empty or whitespace-only message', () => {
    expect(checkDraft('')).toEqual({ ok: false, reason: 'empty' });
    expect(checkDraft('   \n\t ')).toEqual({ ok: false, reason: 'empty' });
  });

  it(`sends at most ${CHAT_MESSAGE_MAX} characters, trimmed`, () => {
    expect(checkDraft('  hello \n')).toEqual({ ok: true, msg: 'hello' });
    expect(checkDraft('a'.repeat(CHAT_MESSAGE_MAX))).toEqual({ ok: true, msg: 'a'.repeat(CHAT_MESSAGE_MAX) });
    expect(checkDraft('a'.repeat(CHAT_MESSAGE_MAX + 1))).toEqual({ ok: false, reason: 'tooLong' });
    // Surrounding whitespace does not count against the limit.
    expect(checkDraft(` ${'a'.repeat(CHAT_MESSAGE_MAX)} `)).toEqual({ ok: true, msg: 'a'.repeat(CHAT_MESSAGE_MAX) });
  });

  it('appends an emoji only while the text stays within the limit', () => {
    expect(appendWithinLimit('hi', '👍')).toBe('hi👍');
    const full = 'a'.repeat(CHAT_MESSAGE_MAX - 1);
    expect(appendWithinLimit(full, '👍')).toBe(full); // a surrogate pair would make it 1001
    expect(appendWithinLimit(full, '!')).toHaveLength(CHAT_MESSAGE_MAX);
  });
});

describe('the message list', () => {
  it('shows each server message once, in seq order', () => {
    let list = mergeMessages([], [msg(1), msg(2)]);
    list = mergeMessages(list, [msg(2), msg(4), msg(3)]);
    list = mergeMessages(list, [msg(4)]);
    expect(list.map((e) => e.message.seq)).toEqual([1, 2, 3, 4]);
    expect(lastSeq(list)).toBe(4);
    expect(lastSeq([])).toBe(0);
  });

  it('shows a send at once as pending and replaces it with the echo of the same clientMsgId', () => {
    const at = new Date('2026-03-01T08:07:00Z');
    let list = mergeMessages([], [msg(1)]);
    const pending = pendingMessage({ clientMsgId: 'c1', msg: 'Is <SFP> 10G?\nthanks', at });
    list = addPending(list, pending);
    expect(list.map((e) => e.state)).toEqual(['sent', 'pending']);
    expect(list[1].message).toMatchObject({ type: 1, userType: 1, msg: 'Is &lt;SFP&gt; 10G?<br>thanks', time: chatTime(at) });
    expect(lastSeq(list)).toBe(1); // a pending send has no seq yet

    const key = list[1].key;
    list = mergeMessages(list, [msg(2, { userType: 1, msg: 'Is &lt;SFP&gt; 10G?<br>thanks', clientMsgId: 'c1' })]);
    expect(list).toHaveLength(2);
    expect(list[1]).toMatchObject({ key, state: 'sent', message: { seq: 2, clientMsgId: 'c1' } });
    // The same echo again (HTTP and socket, or a resume) changes nothing.
    list = mergeMessages(list, [msg(2, { userType: 1, clientMsgId: 'c1' })]);
    expect(list).toHaveLength(2);
  });

  it('shows each seq once and in seq order when an earlier page is prepended and live ones arrive out of order', () => {
    const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => msg(from + i));
    let list = mergeMessages([], range(101, 200)); // the newest page
    expect(firstSeq(list)).toBe(101);
    list = mergeMessages(list, [msg(202), msg(201)]);
    list = mergeMessages(list, range(1, 100)); // "earlier messages"
    list = mergeMessages(list, range(95, 105)); // an overlapping page changes nothing
    expect(list.map((e) => e.message.seq)).toEqual(range(1, 202).map((m) => m.seq));
    expect(new Set(list.map((e) => e.key)).size).toBe(202);
    expect(firstSeq(list)).toBe(1);
    expect(firstSeq([])).toBe(0);
  });

  it('replaces a pending send only with the visitor’s echo, not with an agent’s message of the same clientMsgId', () => {
    let list = addPending(mergeMessages([], [msg(1)]), pendingMessage({ clientMsgId: 'c1', msg: 'hello' }));
    const pendingKey = list[1].key;
    // Staff replies have their own id space: the same string is another message.
    list = mergeMessages(list, [msg(2, { from: 'agent', user: 'Aino', msg: 'Hi!', clientMsgId: 'c1' })]);
    expect(list.map((e) => [e.message.seq, e.state])).toEqual([
      [1, 'sent'],
      [2, 'sent'],
      [0, 'pending'],
    ]);
    expect(list[1].key).not.toBe(pendingKey);
    list = mergeMessages(list, [msg(3, { userType: 1, msg: 'hello', clientMsgId: 'c1' })]);
    expect(list.map((e) => [e.message.seq, e.state])).toEqual([
      [1, 'sent'],
      [2, 'sent'],
      [3, 'sent'],
    ]);
    expect(list[2].key).toBe(pendingKey);
  });

  it('keeps pending sends after the server messages that arrive meanwhile', () => {
    let list = addPending(mergeMessages([], [msg(1)]), pendingMessage({ clientMsgId: 'c1', msg: 'a' }));
    list = mergeMessages(list, [msg(2)]);
    expect(list.map((e) => e.state)).toEqual(['sent', 'sent', 'pending']);
  });

  it('marks a quick reply as type 9 and a refused send as failed', () => {
    let list = addPending([], pendingMessage({ clientMsgId: 'q', msg: 'Shipping', itemId: 'shipping' }));
    list = addPending(list, pendingMessage({ clientMsgId: 'c2', msg: 'x' }));
    expect(list[0].message.type).toBe(9);
    list = markFailed(list, 'q');
    expect(list.map((e) => e.state)).toEqual(['failed', 'pending']);
    list = markFailed(list);
    expect(list.map((e) => e.state)).toEqual(['failed', 'failed']);
  });

  it('gives each send its own id', () => {
    const a = newClientMsgId();
    expect(a).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(newClientMsgId()).not.toBe(a);
  });
});

describe('an acknowledged resend', () => {
  it('drops the pending copy when the server’s copy is shown, and otherwise counts it as sent', () => {
    const pending = addPending([], pendingMessage({ clientMsgId: 'c1', msg: 'hello' }));
    const withCopy = mergeMessages([], [msg(3, { userType: 1, from: 'visitor', msg: 'hello', clientMsgId: 'c1' })]);
    const both = [...withCopy, ...pending];
    expect(settleAcked(both, 'c1').map((e) => [e.message.seq, e.state])).toEqual([[3, 'sent']]);
    expect(settleAcked(pending, 'c1').map((e) => e.state)).toEqual(['sent']);
    // Another message's id changes nothing.
    expect(settleAcked(pending, 'c2')).toEqual(pending);
  });
});

import { describe, expect, it } from 'vitest';
import { checkLinkToken, linkToken } from './signed-link.js';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const ID = '3f0c4c5e-1111-4000-8000-000000000001';

describe('signed links', () => {
  it('open their own file in their own scope until they expire, and nothing else', () => {
    const now = 1_800_000_000_000;
    const token = linkToken(SECRET, 'upload', ID, 60_000, now);
    expect(checkLinkToken(SECRET, 'upload', ID, token, now + 59_999)).toBe(true);
    expect(checkLinkToken(SECRET, 'upload', ID, token, now + 60_000)).toBe(false); // expired
    expect(checkLinkToken(SECRET, 'chat-file', ID, token, now)).toBe(false); // another scope
    expect(checkLinkToken(SECRET, 'upload', ID.replace(/1$/, '2'), token, now)).toBe(false); // another file
    expect(checkLinkToken('another-secret-of-thirty-two-characters!', 'upload', ID, token, now)).toBe(false);
    const [exp, sig] = token.split('.') as [string, string];
    expect(checkLinkToken(SECRET, 'upload', ID, `${Number(exp) + 1000}.${sig}`, now)).toBe(false); // a longer life, forged
    expect(checkLinkToken(SECRET, 'upload', ID, `${exp}.${sig.slice(0, -1)}`, now)).toBe(false);
    expect(checkLinkToken(SECRET, 'upload', ID, '', now)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { renderMessage } from './messages.js';

// The welcome message greets the buyer as their reader's language does (issue 24): 王伟 in
// Chinese, 王伟様 in Japanese, the given name in Western languages, never "伟" alone.

describe('the welcome message’s greeting', () => {
  const wang = { firstName: '伟', lastName: '王' };
  const ana = { firstName: 'Ana', lastName: 'López' };
  const body = (lang: Parameters<typeof renderMessage>[0], p: Record<string, string>) => renderMessage(lang, 'welcome', p).body;

  it('writes a Chinese name family name first in every language, with 様 in Japanese', () => {
    expect(body('zh-CN', wang)).toMatch(/^王伟，/);
    expect(body('ja', wang)).toMatch(/^王伟様、/);
    expect(body('en', wang)).toMatch(/^王伟, /);
    expect(body('fi', wang)).toMatch(/^王伟, /);
  });

  it('greets a Western name by the given name, and in Japanese with the full name and 様', () => {
    expect(body('en', ana)).toMatch(/^Ana, your account/);
    expect(body('fr', ana)).toMatch(/^Ana, votre compte/);
    expect(body('ja', ana)).toMatch(/^Ana López 様、/);
  });

  it('still reads a message stored before, with the given name only', () => {
    expect(body('en', { name: 'Ann' })).toMatch(/^Ann, /);
    expect(body('ja', { name: 'Ann' })).toMatch(/^Ann 様、/);
  });
});

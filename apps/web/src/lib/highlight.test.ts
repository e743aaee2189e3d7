import { describe, expect, it } from 'vitest';
import { highlightTerms, splitHighlights } from './highlight';

describe('highlighting', () => {
  it('marks Latin words case-insensitively', () => {
    expect(splitHighlights('10GBASE-LR SFP+ Module', 'sfp+ lr')).toEqual([
      { text: '10GBASE-', hit: false },
      { text: 'LR', hit: true },
      { text: ' ', hit: false },
      { text: 'SFP', hit: true },
      { text: '+ Module', hit: false },
    ]);
  });
  it('marks CJK runs and their bigrams', () => {
    expect(highlightTerms('交换机')).toEqual(['交换机', '交换', '换机']);
    expect(splitHighlights('三层交换机', '交换机')).toEqual([
      { text: '三层', hit: false },
      { text: '交换机', hit: true },
    ]);
  });
  it('treats regex characters as text', () => {
    expect(splitHighlights('a (bb) c', '(bb)')).toEqual([{ text: 'a (', hit: false }, { text: 'bb', hit: true }, { text: ') c', hit: false }]);
    expect(() => splitHighlights('x', '[*')).not.toThrow();
  });
});

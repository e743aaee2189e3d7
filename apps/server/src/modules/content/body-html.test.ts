import { describe, expect, it } from 'vitest';
import { renderBody, sanitizeBodyHtml } from './body-html.js';

// A body's HTML (issue 27): Markdown rendered, then sanitised; each lock tested on its own.

describe('renderBody', () => {
  it('renders the Markdown an article uses', () => {
    expect(renderBody('## Plan\n\n- one\n- two\n\n**bold** and *it* and `code`')).toBe(
      '<h2>Plan</h2>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n<p><strong>bold</strong> and <em>it</em> and <code>code</code></p>',
    );
    expect(renderBody('[site](https://example.com "t")')).toBe('<p><a href="https://example.com" title="t" rel="noopener noreferrer nofollow">site</a></p>');
    expect(renderBody('![x](https://example.com/a.png)')).toBe('<p><img src="https://example.com/a.png" alt="x" /></p>');
    expect(renderBody('   \n')).toBe('');
  });

  it('shows raw HTML as text and drops dangerous links', () => {
    expect(renderBody('<script>alert(1)</script>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    for (const link of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'vbscript:x', 'data:text/html,<b>', ' javascript:alert(1)']) {
      expect(renderBody(`[x](${link})`)).not.toMatch(/href/);
    }
    expect(renderBody('![x](http://example.com/a.png)')).not.toMatch(/<img/); // images over https only
  });

  it('sanitises HTML whatever made it', () => {
    const dirty = '<p onclick="x()" style="color:red">a<script>b</script><iframe src="https://e.example"></iframe></p><a href="javascript:alert(1)">l</a><img src="https://e.example/i.png" onerror="x()"><svg onload="x()"></svg>';
    expect(sanitizeBodyHtml(dirty)).toBe('<p>a</p><a rel="noopener noreferrer nofollow">l</a><img src="https://e.example/i.png" />');
  });
});

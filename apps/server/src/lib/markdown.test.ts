import { describe, expect, it } from 'vitest';
import { renderLightMarkdown } from './markdown.js';

describe('renderLightMarkdown', () => {
  it('renders paragraphs, headings and lists', () => {
    expect(renderLightMarkdown('## Why\n\nFirst line\nsame paragraph\n\n- one\n- two')).toBe('<h2>Why</h2>\n<p>First line same paragraph</p>\n<ul><li>one</li><li>two</li></ul>');
  });
  it('escapes every tag and attribute', () => {
    const html = renderLightMarkdown('<img src=x onerror=alert(1)>\n\n- <script>x</script>');
    expect(html).not.toMatch(/<img|<script/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

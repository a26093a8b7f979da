import { describe, expect, it } from 'vitest';
import { escapeHtml, htmlMail } from './html.js';

describe('escapeHtml', () => {
  it('escapes the five HTML specials and nothing else', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&amp;</a> é ✓`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt; é ✓',
    );
  });
});

describe('htmlMail', () => {
  it('escapes the title, every paragraph and the link', () => {
    const html = htmlMail({
      title: 'Hi <b>',
      paragraphs: ['<script>alert(1)</script>', "o'brien@example.com"],
      link: { href: 'https://x.example/?a=1&b="2"', label: 'Go <now>', copy: 'Or <copy>:' },
    });
    expect(html).not.toMatch(/<script>|<b>|<now>|<copy>/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('o&#39;brien@example.com');
    expect(html).toContain('href="https://x.example/?a=1&amp;b=&quot;2&quot;"');
    expect(html.startsWith('<!doctype html>')).toBe(true);
  });
});

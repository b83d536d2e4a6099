import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text';

const png = 'data:image/png;base64,iVBORw0KGgo=';

describe('sanitizeRichText (allowlist)', () => {
  it.each([
    ['<p>Hello <strong>there</strong></p>', '<p>Hello <strong>there</strong></p>'],
    ['<p>x</p><script>alert(1)</script>', '<p>x</p>'],
    ['<img src=x onerror=alert(1)>', ''],
    [`<img src="${png}" alt="chart" onerror="alert(1)">`, `<img src="${png}" alt="chart" />`],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', ''],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer" target="_blank">x</a>'],
    [
      '<a href="https://example.com">x</a>',
      '<a href="https://example.com" rel="noopener noreferrer" target="_blank">x</a>',
    ],
    ['<p style="color:red" onclick="x()">a</p>', '<p>a</p>'],
    ['<iframe src="https://example.com"></iframe><svg><script>1</script></svg>', ''],
    [
      '<h2>Hi</h2><p><em>b</em> <u>c</u></p><ul><li>d</li></ul><blockquote>e</blockquote>',
      '<h2>Hi</h2><p><em>b</em> <u>c</u></p><ul><li>d</li></ul><blockquote>e</blockquote>',
    ],
    ['<style>p{}</style><p>s</p>', '<p>s</p>'],
    [
      '<img src="data:image/webp;base64,UklGRg==" alt="uploaded">',
      '<img src="data:image/webp;base64,UklGRg==" alt="uploaded" />',
    ],
    ['<img src="https://example.com/tracker.png">', ''],
  ])('%s', (input, output) => {
    expect(sanitizeRichText(input)).toBe(output);
  });
});

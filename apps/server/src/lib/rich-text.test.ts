import { XSS_PAYLOADS } from '@portico/domain/testing/xss-payloads';
import fc from 'fast-check';
import sanitizeHtml from 'sanitize-html';
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

/** Tags and attributes the allowlist lets through; anything else in the output could run. */
const SAFE_TAGS = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'code', 'pre', 'blockquote']);
for (const tag of ['h1', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a', 'img', 'hr', 'sub', 'sup', 'mark'])
  SAFE_TAGS.add(tag);
const SAFE_ATTRIBUTES = new Set(['href', 'target', 'rel', 'src', 'alt', 'title', 'width', 'height']);

/**
 * What in cleaned HTML could run script, read by parsing it again (a text such as
 * "onerror=" is harmless; an attribute of that name is not): unknown tags or attributes, and
 * links or pictures to anything but the schemes the portal allows.
 */
function scriptRisks(html: string): string[] {
  const risks: string[] = [];
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    // Only reading: nothing parsed here is ever shown.
    allowVulnerableTags: true,
    transformTags: {
      '*': (tagName, attribs) => {
        if (!SAFE_TAGS.has(tagName)) risks.push(`<${tagName}>`);
        for (const [name, value] of Object.entries(attribs)) {
          if (!SAFE_ATTRIBUTES.has(name)) risks.push(`${tagName}[${name}]`);
          if (name === 'href' && !/^(https?:|mailto:)/i.test(value)) risks.push(`href=${value}`);
          if (name === 'src' && !value.startsWith('data:image/')) risks.push(`src=${value}`);
        }
        return { tagName, attribs };
      },
    },
  });
  return risks;
}

describe('sanitizeRichText on hostile input', () => {
  it.each(XSS_PAYLOADS)('%s leaves nothing that can run', (payload) => {
    expect(scriptRisks(sanitizeRichText(`<p>before</p>${payload}<p>after</p>`))).toEqual([]);
  });

  it('settles broken nesting in one call (a second pass once changed it again)', () => {
    const once = sanitizeRichText('<p><noscript><p title="</noscript><img src=x onerror=alert(29)>">');
    expect(sanitizeRichText(once)).toBe(once);
  });

  it('is idempotent, and what it leaves cannot run', () => {
    const fragment = fc.oneof(
      fc.constantFrom(...XSS_PAYLOADS),
      fc.constantFrom('<p>', '</p>', '<a href="https://example.com">', '</a>', '<strong>', '<img src="', png),
      fc.constantFrom('<', '>', '"', "'", '&', '&amp;', '&lt;', '=', ' onerror=', '<!--', '-->'),
      fc.string({ maxLength: 12 }),
    );
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 12 }), (parts) => {
        const once = sanitizeRichText(parts.join(''));
        expect(sanitizeRichText(once)).toBe(once);
        expect(scriptRisks(once)).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });
});

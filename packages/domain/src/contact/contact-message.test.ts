import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGE_HTML_LIMIT, contactMessageSchema, richTextContent } from './contact-message';

const valid = { subject: 'Printer on floor 3', message: '<p>The printer jams every morning.</p>' };

function messagesFor(input: Record<string, unknown>) {
  const result = contactMessageSchema.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) (byField[issue.path.join('.')] ??= []).push(issue.message);
  return byField;
}

const paragraph = (length: number) => `<p>${'x'.repeat(length)}</p>`;

describe('the Contact Portal Team form (spec §5 Contact form)', () => {
  it.each([
    ['a complete message', valid, {}],
    ['Subject missing', { ...valid, subject: '' }, { subject: ['Required'] }],
    ['Subject only spaces', { ...valid, subject: '   ' }, { subject: ['Required'] }],
    ['Subject absent', { message: valid.message }, { subject: ['Required'] }],
    ['Subject at 250', { ...valid, subject: 's'.repeat(250) }, {}],
    [
      'Subject at 251',
      { ...valid, subject: 's'.repeat(251) },
      { subject: ['Must be 250 characters or less'] },
    ],
    ['Message absent', { subject: valid.subject }, { message: ['Required'] }],
    ['Message an empty editor', { ...valid, message: '<p></p>' }, { message: ['Required'] }],
    ['Message of 8 characters', { ...valid, message: paragraph(8) }, { message: ['Required'] }],
    ['Message of 9 characters', { ...valid, message: paragraph(9) }, {}],
    [
      'Message of 8 characters in much markup',
      { ...valid, message: `<p><strong>${'x'.repeat(8)}</strong></p>` },
      { message: ['Required'] },
    ],
    ['Message at 2009', { ...valid, message: paragraph(2009) }, {}],
    [
      'Message at 2010',
      { ...valid, message: paragraph(2010) },
      { message: ['Must be 2000 characters or less'] },
    ],
    [
      'Message with an image beyond the size',
      { ...valid, message: `<p>Look at this</p><img src="data:image/png;base64,${'A'.repeat(900_000)}">` },
      { message: ['Uploaded image is too large'] },
    ],
  ])('%s', (_name, input, expected) => {
    expect(messagesFor(input)).toEqual(expected);
  });

  it.each([
    ['<p>Hello&nbsp;there</p>', 'Hello there'],
    ['<p>a</p><p>b</p>', 'a b'],
    ['<p>Fish &amp; chips &lt;3 &#65;&#x42;</p>', 'Fish & chips <3 AB'],
    ['<p><img src="data:image/png;base64,AAAA"></p>', ''],
    ['line<br>break', 'line break'],
    ['<p>unclosed <a href="', 'unclosed'],
  ])('the text of %s is %j', (html, text) => {
    expect(richTextContent(html)).toBe(text);
  });

  // The request body limit allows about 900 KB: the worst case that once took 142 s.
  it.each([
    ['unclosed links', `<p>hello world</p>${'<a href="'.repeat(99_000)}`],
    ['unclosed tags', `<p>hello world</p>${'<'.repeat(899_000)}`],
    ['entities without an end', `<p>${'&#'.repeat(449_000)}</p>`],
    ['spaces between letters', `<p>${'a '.repeat(449_000)}</p>`],
  ])('reads %s at the size limit in linear time', (_name, html) => {
    expect(html.length).toBeLessThan(CONTACT_MESSAGE_HTML_LIMIT);
    const started = performance.now();
    messagesFor({ ...valid, message: html });
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

import { describe, expect, it } from 'vitest';
import { displayNameOf, parseRequestReference, requestNameFor } from './request-name';

describe('a request named in a link, by id or by number', () => {
  it.each([
    ['the display number', '000227', { name: 'SR-000227' }],
    ['the number without zeros', '227', { name: 'SR-000227' }],
    ['the full name', 'SR-000227', { name: 'SR-000227' }],
    ['the full name in lower case', 'sr-000227', { name: 'SR-000227' }],
    ['a number past six digits', '1234567', { name: 'SR-1234567' }],
    ['spaces around a pasted number', ' 000227 ', { name: 'SR-000227' }],
    ['an id', '3F2504E0-4F89-41D3-9A0C-0305E82C3301', { id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301' }],
    ['zero, which no request has', '000000', null],
    ['a word', 'new', null],
    ['a number with other text', '227abc', null],
    ['a number too long to be one', '1234567890', null],
    ['nothing', '', null],
  ])('%s (%j)', (_case, text, expected) => {
    expect(parseRequestReference(text)).toEqual(expected);
  });

  it('reads back the number it shows', () => {
    expect(parseRequestReference(displayNameOf(requestNameFor(227)))).toEqual({ name: requestNameFor(227) });
  });
});

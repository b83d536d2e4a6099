import { describe, expect, it } from 'vitest';
import { commentExcerpt, parseMentions, splitLinks } from './comment-text';

const people = [
  { id: 'drew', displayName: 'Drew Okafor' },
  { id: 'drew-lee', displayName: 'Drew Okafor-Lee' },
  { id: 'emery', displayName: 'Emery Stone' },
  { id: 'al', displayName: 'Al' },
];

describe('mentions', () => {
  it.each([
    ['a name', '@Drew Okafor can you look today?', ['drew']],
    ['the longest name first', 'cc @Drew Okafor-Lee', ['drew-lee']],
    ['case does not matter', '@drew okafor please', ['drew']],
    ['several, each once, in order', '@Emery Stone and @Drew Okafor, @Emery Stone', ['emery', 'drew']],
    ['not part of a longer word', '@Alfred, hi', []],
    ['at the end', 'thanks @Al', ['al']],
    ['not an e-mail address', 'write to emery@Drew Okafor', []],
    ['only people on the request', '@Casey Lin can you help?', []],
    ['no @', 'Drew Okafor', []],
  ])('%s', (_, text, expected) => {
    expect(parseMentions(text, people)).toEqual(expected);
  });
});

describe('first words for a notification', () => {
  it.each([
    ['short text as it is', 'Can you look today?', 'Can you look today?'],
    ['whitespace folded', 'one\n\n two\tthree', 'one two three'],
    ['cut at a word boundary', `${'word '.repeat(30)}`, `${'word '.repeat(16).trim()}…`],
    ['one long word cut hard', 'x'.repeat(100), `${'x'.repeat(80)}…`],
    ['exactly 80 kept', 'y'.repeat(80), 'y'.repeat(80)],
  ])('%s', (_, text, expected) => {
    const excerpt = commentExcerpt(text);
    expect(excerpt).toBe(expected);
    expect(excerpt.length).toBeLessThanOrEqual(81);
  });
});

describe('links', () => {
  it.each([
    ['plain text', 'no links here', [{ kind: 'text', text: 'no links here' }]],
    [
      'an https link inside text',
      'see https://example.com/a?b=1 now',
      [
        { kind: 'text', text: 'see ' },
        { kind: 'link', href: 'https://example.com/a?b=1' },
        { kind: 'text', text: ' now' },
      ],
    ],
    [
      'sentence punctuation left out',
      'at http://example.com.',
      [
        { kind: 'text', text: 'at ' },
        { kind: 'link', href: 'http://example.com' },
        { kind: 'text', text: '.' },
      ],
    ],
    [
      'other schemes stay text',
      'javascript:alert(1) ftp://x',
      [{ kind: 'text', text: 'javascript:alert(1) ftp://x' }],
    ],
    [
      'markup stays text',
      '<a href="https://x.io">x</a>',
      [
        { kind: 'text', text: '<a href="' },
        { kind: 'link', href: 'https://x.io' },
        { kind: 'text', text: '">x</a>' },
      ],
    ],
  ])('%s', (_, text, expected) => {
    expect(splitLinks(text)).toEqual(expected);
  });
});

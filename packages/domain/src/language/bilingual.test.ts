import { describe, expect, it } from 'vitest';
import { languagesOf, shownIn } from './bilingual';
import { hasVisibleText } from './bilingual-fields';

const FIELDS = ['title', 'body'] as const;
const item = (title: string, titleFr: string) => ({
  title,
  body: title && 'English body',
  titleFr,
  bodyFr: titleFr && 'Texte français',
});

describe('shownIn: a reader sees their language, else the other, marked', () => {
  it.each([
    ['both languages, English reader', item('Hello', 'Bonjour'), 'en-CA', 'Hello', 'en-CA', false],
    ['both languages, French reader', item('Hello', 'Bonjour'), 'fr-CA', 'Bonjour', 'fr-CA', false],
    ['English only, French reader', item('Hello', ''), 'fr-CA', 'Hello', 'en-CA', true],
    ['French only, English reader', item('', 'Bonjour'), 'en-CA', 'Bonjour', 'fr-CA', true],
    ['English only, English reader', item('Hello', ''), 'en-CA', 'Hello', 'en-CA', false],
    ['a blank French title is no French', item('Hello', '   '), 'fr-CA', 'Hello', 'en-CA', true],
    ['neither: the reader’s own, unmarked', item('', ''), 'fr-CA', '', 'fr-CA', false],
  ] as const)('%s', (_, given, reader, title, language, onlyInOther) => {
    const shown = shownIn(given, FIELDS, reader);
    expect(shown).toMatchObject({ language, onlyInOther, texts: { title } });
  });

  it('takes every field from the same language', () => {
    expect(shownIn(item('', 'Bonjour'), FIELDS, 'en-CA').texts).toEqual({
      title: 'Bonjour',
      body: 'Texte français',
    });
  });
});

describe('languagesOf', () => {
  it.each([
    [item('Hello', 'Bonjour'), ['en-CA', 'fr-CA']],
    [item('Hello', ''), ['en-CA']],
    [item('', 'Bonjour'), ['fr-CA']],
    [item('', ''), []],
  ] as const)('%j is written in %j', (given, expected) => {
    expect(languagesOf(given, FIELDS)).toEqual(expected);
  });
});

describe('hasVisibleText: rich text that shows something', () => {
  it.each([
    ['', false],
    ['<p></p>', false],
    ['<p> &nbsp;</p>', true],
    ['<p>\u00a0</p>', false],
    ['<p><br></p>', false],
    ['<p>Hi</p>', true],
    ['plain', true],
    ['<'.repeat(200_000), false],
  ])('%j → %s', (html, expected) => {
    expect(hasVisibleText(html)).toBe(expected);
  });
});

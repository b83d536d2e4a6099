import { describe, expect, it } from 'vitest';
import { BUILT_IN_QUOTES, chooseQuote } from './built-in-quotes';

describe('the loading screen quote (spec §1, §8)', () => {
  it('keeps a built-in list of 20 quotes', () => {
    expect(BUILT_IN_QUOTES).toHaveLength(20);
    expect(new Set(BUILT_IN_QUOTES.map((quote) => quote.quote)).size).toBe(20);
  });

  const fetched = [
    { quote: 'One', author: 'A' },
    { quote: 'Two', author: 'B' },
    { quote: 'Three', author: 'C' },
  ];

  it.each([
    [
      'an empty result uses the first built-in quote',
      { ok: true as const, quotes: [] },
      0.5,
      BUILT_IN_QUOTES[0],
    ],
    ['a failed fetch uses the second built-in quote', { ok: false as const }, 0.5, BUILT_IN_QUOTES[1]],
    ['a fetched list gives a random one (low)', { ok: true as const, quotes: fetched }, 0, fetched[0]],
    ['a fetched list gives a random one (middle)', { ok: true as const, quotes: fetched }, 0.5, fetched[1]],
    ['a fetched list gives a random one (high)', { ok: true as const, quotes: fetched }, 0.9999, fetched[2]],
  ])('%s', (_name, result, random, expected) => {
    expect(chooseQuote(result, () => random)).toEqual(expected);
  });
});

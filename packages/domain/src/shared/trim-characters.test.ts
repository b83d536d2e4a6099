import { describe, expect, it } from 'vitest';
import { trimEndOf, trimOf } from './trim-characters';

describe('trimming a run of characters from the ends', () => {
  it.each([
    ['see https://example.com/a.', '.,;', 'see https://example.com/a'],
    ['done!?).', '.,;:!?)]', 'done'],
    ['nothing to trim', '.', 'nothing to trim'],
    ['....', '.', ''],
    ['', '.', ''],
    ['end -  ', /[\s.,;:!?-]/, 'end'],
  ])('trimEndOf(%j, %s) → %j', (text, characters, expected) => {
    expect(trimEndOf(text, characters)).toBe(expected);
  });

  it.each([
    ['--c-l--', '-', 'c-l'],
    ['-', '-', ''],
    ['middle-kept', '-', 'middle-kept'],
  ])('trimOf(%j, %j) → %j', (text, characters, expected) => {
    expect(trimOf(text, characters)).toBe(expected);
  });

  it('takes linear time over a long run that a regular expression would scan again from each position', () => {
    const run = `${'.'.repeat(200_000)}x`;
    const started = performance.now();
    expect(trimEndOf(run, '.')).toBe(run);
    expect(trimOf(`${'-'.repeat(200_000)}x${'-'.repeat(200_000)}`, '-')).toBe('x');
    expect(performance.now() - started).toBeLessThan(200);
  });
});

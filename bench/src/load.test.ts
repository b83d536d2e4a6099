import { describe, expect, it } from 'vitest';
import { isTooSlowToTime } from './load';

describe('isTooSlowToTime', () => {
  it.each([
    [5, 10, false],
    [333, 10, false],
    [334, 10, true],
    [2500, 10, true],
    [67, 2, true],
  ])('one answer in %i ms, a %i s run: %s', (answerMs, seconds, slow) => {
    expect(isTooSlowToTime(answerMs, seconds)).toBe(slow);
  });
});

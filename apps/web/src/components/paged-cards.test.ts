import { describe, expect, it } from 'vitest';
import { showingText } from './paged-cards';

describe('what a page of cards says it shows', () => {
  it.each([
    [1, 8, 40, 'employees', 'Showing 1 to 8 of 40 employees'],
    [9, 9, 9, 'trainings', 'Showing 9 of 9 trainings'],
    [1, 1, 1, 'training', 'Showing 1 of 1 training'],
  ])('%i to %i of %i', (first, last, total, noun, expected) => {
    expect(showingText(first, last, total, noun)).toBe(expected);
  });

  it('says "more than" of a total the server did not finish counting', () => {
    expect(showingText(9, 16, 100, 'employees', true)).toBe('Showing 9 to 16 of more than 100 employees');
  });
});

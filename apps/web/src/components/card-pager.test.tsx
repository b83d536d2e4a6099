import { describe, expect, it } from 'vitest';
import { pageGroup } from './card-pager';

describe('card list paging (spec §9: 3 page numbers per group)', () => {
  it.each([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [1, 7, [1, 2, 3]],
    [3, 7, [1, 2, 3]],
    [4, 7, [4, 5, 6]],
    [6, 7, [4, 5, 6]],
    [7, 7, [7]],
    [9, 9, [7, 8, 9]],
  ])('page %i of %i shows %j', (page, pageCount, expected) => {
    expect(pageGroup(page, pageCount)).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { demoId } from '../reference-data/demo-ids';
import { splitByShare } from './org-structure';
import { createRandom, hashString, mulberry32 } from './random';

describe('seeded random', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const draw = (seed: number | string) => {
      const random = createRandom(seed);
      return Array.from({ length: 5 }, () => random.next());
    };
    expect(draw('demo')).toEqual(draw('demo'));
    expect(draw(42)).toEqual(draw(42));
    expect(draw('demo')).not.toEqual(draw('other'));
  });

  it('matches the published mulberry32 output for seed 0', () => {
    // Reference values from the original mulberry32 (Tommy Ettinger), divided by 2^32.
    const next = mulberry32(0);
    expect(Math.round(next() * 2 ** 32)).toBe(1144304738);
    expect(Math.round(next() * 2 ** 32)).toBe(1416247);
  });

  it.each([
    [0, 0],
    [1, 6],
    [-3, 3],
  ])('int(%i, %i) stays within its bounds', (min, max) => {
    const random = createRandom(`int:${min}:${max}`);
    const seen = new Set(Array.from({ length: 500 }, () => random.int(min, max)));
    expect(Math.min(...seen)).toBe(min);
    expect(Math.max(...seen)).toBe(max);
  });

  it('shuffles a copy and keeps every item', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    const shuffled = createRandom('shuffle').shuffled(items);
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
  });

  it('never picks a weighted entry of weight zero', () => {
    const random = createRandom('weighted');
    const picks = new Set(
      Array.from({ length: 200 }, () =>
        random.weighted([
          ['a', 1],
          ['never', 0],
          ['b', 2],
        ]),
      ),
    );
    expect([...picks].sort()).toEqual(['a', 'b']);
  });

  it('hashes names to stable 32-bit seeds (FNV-1a)', () => {
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('a')).toBe(0xe40c292c);
  });
});

describe('splitByShare', () => {
  it.each([
    [0, [1, 1]],
    [7, [1, 1, 1]],
    [379, [0.29, 0.14, 0.14, 0.08, 0.09, 0.06, 0.05, 0.04, 0.04, 0.04, 0.02, 0.01]],
    [9979, [0.5, 0.25, 0.25]],
  ])('splits %i into parts that add up exactly', (total, shares) => {
    const parts = splitByShare(total, shares);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
    parts.forEach((part, index) => {
      const exact = (total * shares[index]!) / shares.reduce((a, b) => a + b, 0);
      expect(Math.abs(part - exact)).toBeLessThan(1);
    });
  });
});

describe('demoId', () => {
  it('is a stable version 5 UUID per name', () => {
    expect(demoId('employee:000001')).toBe(demoId('employee:000001'));
    expect(demoId('employee:000001')).not.toBe(demoId('employee:000002'));
    expect(demoId('employee:000001')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { medianFigures } from './paint-figures';

const run = (lcpMs: number, tbtMs: number, cls: number, totalBytes: number) => ({
  lcpMs,
  tbtMs,
  cls,
  totalBytes,
});

describe('medianFigures', () => {
  it('takes each figure from its own middle run', () => {
    expect(medianFigures([run(3000, 100, 0.2, 10), run(2000, 300, 0, 30), run(2500, 200, 0.1, 20)])).toEqual(
      run(2500, 200, 0.1, 20),
    );
  });

  it('halves the two middle runs of an even number', () => {
    expect(medianFigures([run(1000, 0, 0, 0), run(2000, 100, 0.1, 10)])).toEqual(run(1500, 50, 0.05, 5));
  });
});

import { describe, expect, it } from 'vitest';

describe('zod without eval', () => {
  it('is jitless once the first module has run, before zod loads', async () => {
    await import('./zod-without-eval');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});

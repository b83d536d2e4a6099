import { describe, expect, it } from 'vitest';
import { estimateSchema, fulfilmentSchema } from './it-desk';

describe('desk forms', () => {
  it('accepts a fulfilment update and refuses an unknown status', () => {
    expect(fulfilmentSchema.safeParse({ status: 'Assigned', statusNotes: 'On it' }).success).toBe(true);
    expect(fulfilmentSchema.safeParse({ status: 'Pending Purchase Approval' }).success).toBe(false);
    expect(fulfilmentSchema.safeParse({ estimatedCompletion: '21/11/2026' }).success).toBe(false);
    expect(fulfilmentSchema.safeParse({ completedOn: '2031-02-30' }).success).toBe(false);
    expect(fulfilmentSchema.safeParse({ completedOn: null }).success).toBe(true);
  });
  it.each([
    [{ hours: 10, rate: 95 }, true],
    [{ hours: '12.5', rate: '95', send: true }, true],
    [{ hours: 0, rate: 95 }, false],
    [{ hours: 10, rate: -1 }, false],
    [{ hours: 'ten', rate: 95 }, false],
  ])('estimate %j → valid %s', (input, ok) => {
    expect(estimateSchema.safeParse(input).success).toBe(ok);
  });
});

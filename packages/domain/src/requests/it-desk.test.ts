import { describe, expect, it } from 'vitest';
import { deskCanSetStatus, estimateSchema, fulfilmentSchema } from './it-desk';

describe('the IT desk may not skip an approval', () => {
  it.each([
    ['Pending IT Assignment', 'Assigned', true],
    ['Assigned', 'Complete', true],
    ['Assigned', 'Pending User Reply', true],
    ['On Hold', 'Assigned', true],
    ['Complete', 'Assigned', true],
    ['Pending Purchase Approval', 'Assigned', false],
    ['Pending Purchase Approval', 'Cancelled', true],
    ['Pending Pre-Approval', 'Complete', false],
    ['Pending Estimate', 'Pending IT Assignment', false],
    ['Pending Estimate Approval', 'Cancelled', true],
    ['Assigned', 'Pending Purchase Approval', false],
  ] as const)('%s → %s: %s', (current, next, allowed) => {
    expect(deskCanSetStatus(current, next as never)).toBe(allowed);
  });
});

describe('desk forms', () => {
  it('accepts a fulfilment update and refuses an unknown status', () => {
    expect(fulfilmentSchema.safeParse({ status: 'Assigned', statusNotes: 'On it' }).success).toBe(true);
    expect(fulfilmentSchema.safeParse({ status: 'Pending Purchase Approval' }).success).toBe(false);
    expect(fulfilmentSchema.safeParse({ estimatedCompletion: '21/11/2026' }).success).toBe(false);
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

import { describe, expect, it } from 'vitest';
import { deskCanSetStatus } from './desk';

describe('the IT desk may not skip an approval, nor revive a cancelled request', () => {
  it.each([
    ['Pending IT Assignment', 'Assigned', true],
    ['Assigned', 'Complete', true],
    ['Assigned', 'Pending User Reply', true],
    ['On Hold', 'Assigned', true],
    ['Complete', 'Assigned', true],
    ['Assigned', 'Cancelled', true],
    ['Pending Purchase Approval', 'Assigned', false],
    ['Pending Purchase Approval', 'Cancelled', true],
    ['Pending Pre-Approval', 'Complete', false],
    ['Pending Estimate', 'Pending IT Assignment', false],
    ['Pending Estimate Approval', 'Cancelled', true],
    ['Assigned', 'Pending Purchase Approval', false],
    ['Cancelled', 'Pending IT Assignment', false],
    ['Cancelled', 'Assigned', false],
  ] as const)('%s → %s: %s', (current, next, allowed) => {
    expect(deskCanSetStatus(current, next as never)).toBe(allowed);
  });
});

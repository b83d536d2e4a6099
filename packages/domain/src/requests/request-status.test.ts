import { describe, expect, it } from 'vitest';
import { isApprovedProject, isLocked, isOpen } from './request-status';
import { displayNameOf, requestNameFor } from './request-name';

describe('Locked: Complete, or containing Pending other than Pending IT Assignment and Pending User Reply', () => {
  it.each([
    ['Complete', true],
    ['Pending IT Assignment', false],
    ['Pending User Reply', false],
    ['Pending Purchase Approval', true],
    ['Pending Pre-Approval', true],
    ['Pending Estimate', true],
    ['Pending Estimate Approval', true],
    ['Pending Vendor', true],
    ['Assigned', false],
    ['On Hold', false],
    ['Cancelled', false],
  ])('%s → locked %s', (status, locked) => {
    expect(isLocked(status)).toBe(locked);
  });
});

describe('Pending (open): any state other than Complete, On Hold or Cancelled', () => {
  it.each([
    ['Complete', false],
    ['On Hold', false],
    ['Cancelled', false],
    ['Pending IT Assignment', true],
    ['Pending User Reply', true],
    ['Assigned', true],
    ['Pending Purchase Approval', true],
  ])('%s → open %s', (status, open) => {
    expect(isOpen(status)).toBe(open);
  });
});

describe('an approved project is a Project Brief with status Assigned', () => {
  it.each([
    ['Project Brief', 'Assigned', true],
    ['Project Brief', 'Complete', false],
    ['Project Brief', 'Pending IT Assignment', false],
    ['Support Request', 'Assigned', false],
    ['Purchase Request', 'Assigned', false],
  ] as const)('%s / %s → %s', (type, status, approved) => {
    expect(isApprovedProject({ type, status })).toBe(approved);
  });
});

describe('request names', () => {
  it.each([
    ['SR-000123', '000123'],
    ['ITR-2021-0042', '0042'],
    ['NoDash', 'NoDash'],
    ['ends-', ''],
  ])('%s displays as %j', (name, display) => {
    expect(displayNameOf(name)).toBe(display);
  });
  it('numbers names with six digits', () => {
    expect(requestNameFor(7)).toBe('SR-000007');
    expect(requestNameFor(1234567)).toBe('SR-1234567');
  });
});

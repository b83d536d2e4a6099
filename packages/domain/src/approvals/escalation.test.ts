import { describe, expect, it } from 'vitest';
import { escalationRecipient } from './escalation';

describe('escalationRecipient', () => {
  it.each([
    ['a purchase with a secondary approver', 'purchase', 'drew', 'blair', 'casey', 'blair'],
    ['a purchase without one', 'purchase', 'drew', null, 'casey', 'casey'],
    ['a purchase whose secondary is the approver', 'purchase', 'drew', 'drew', 'casey', 'casey'],
    ['a pre-approval (no secondary there)', 'pre-approval', 'drew', 'blair', 'casey', 'casey'],
    ['an estimate approval', 'estimate', 'drew', null, 'casey', 'casey'],
    ['an approver without a manager', 'estimate', 'drew', null, null, null],
  ] as const)('%s', (_label, step, approverId, secondaryPurchaseApproverId, approverManagerId, expected) => {
    expect(escalationRecipient({ step, approverId, secondaryPurchaseApproverId, approverManagerId })).toBe(
      expected,
    );
  });
});

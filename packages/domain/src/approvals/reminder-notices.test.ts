import { describe, expect, it } from 'vitest';
import { spoken } from '../notifications/spoken';
import { approvalEscalatedNotice, approvalReminderNotice } from './reminder-notices';

describe('approval reminder notices', () => {
  it.each([
    ['purchase', 3, '000123 Purchase Approval has waited 3 working days for your decision'],
    ['pre-approval', 1, '000123 Project Pre-Approval has waited 1 working day for your decision'],
    ['estimate', 5, '000123 Estimate Approval has waited 5 working days for your decision'],
  ] as const)('reminds of a %s step waiting %i days', (step, waited, description) => {
    expect(spoken(approvalReminderNotice('SR-000123', step, waited))).toEqual({
      type: 'Approval reminder',
      description,
    });
  });

  it('tells whom an escalated step waits for', () => {
    expect(spoken(approvalEscalatedNotice('SR-000123', 'purchase', 7, 'Drew Okafor'))).toEqual({
      type: 'Approval escalated',
      description:
        '000123 Purchase Approval has waited 7 working days for Drew Okafor and is escalated to you',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { spoken } from '../notifications/spoken';
import { decisionNotice, estimateSentNotice, excerpt, NOTE_EXCERPT_LENGTH } from './request-notices';

describe('what people are told about their requests', () => {
  it.each([
    [
      'purchase',
      'Approved',
      'IT request approved',
      '000007 Purchase Approval was approved by Drew Okafor: Fine.',
    ],
    [
      'pre-approval',
      'Rejected',
      'IT request rejected',
      '000007 Project Pre-Approval was rejected by Drew Okafor: Fine.',
    ],
    [
      'estimate',
      'Approved',
      'IT request approved',
      '000007 Estimate Approval was approved by Drew Okafor: Fine.',
    ],
  ] as const)('a %s step %s', (step, decision, type, description) => {
    expect(spoken(decisionNotice('SR-000007', step, decision, 'Drew Okafor', 'Fine.'))).toEqual({
      type,
      description,
    });
  });
  it('names the request by its display number, not its stored name', () => {
    expect(decisionNotice('SR-000007', 'purchase', 'Approved', 'Drew', 'Ok').description).toMatch(/^000007 /);
  });
  it('the estimate being sent', () => {
    expect(spoken(estimateSentNotice('SR-000007'))).toEqual({
      type: 'IT request updated',
      description: '000007 estimate sent for approval',
    });
  });
  it('long notes are cut to a line or two, ending in an ellipsis', () => {
    const long = 'word '.repeat(100);
    expect(excerpt(long)).toHaveLength(NOTE_EXCERPT_LENGTH);
    expect(excerpt(long).endsWith('…')).toBe(true);
    expect(excerpt('short')).toBe('short');
  });
});

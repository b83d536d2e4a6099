import { describe, expect, it } from 'vitest';
import { spoken } from '../notifications/spoken';
import { estimateSentNotice, fulfilmentNotice, NOTE_EXCERPT_LENGTH } from './request-notices';

interface State {
  status: string;
  assignedToId: string | null;
  assignedToName: string | null;
  statusNotes: string | null;
}
const open: State = {
  status: 'Pending IT Assignment',
  assignedToId: null,
  assignedToName: null,
  statusNotes: null,
};
const alex = { assignedToId: 'alex-id', assignedToName: 'Alex Morgan' };
const notice = (before: State, after: Partial<State>) =>
  fulfilmentNotice('SR-000123', 'Alex Morgan', before, { ...open, ...after });

describe('fulfilmentNotice', () => {
  it.each([
    ['assignment', { ...alex }, 'IT request assigned', '000123 was assigned to Alex Morgan'],
    [
      'assignment with status Assigned',
      { ...alex, status: 'Assigned' },
      'IT request assigned',
      '000123 was assigned to Alex Morgan',
    ],
    [
      'completion (wins over assignment)',
      { ...alex, status: 'Complete' },
      'IT request completed',
      '000123 was completed by Alex Morgan',
    ],
    [
      'completion with notes',
      { status: 'Complete', statusNotes: 'Replaced the dock.' },
      'IT request completed',
      '000123 was completed by Alex Morgan: Replaced the dock.',
    ],
    ['another status', { status: 'On Hold' }, 'IT request updated', '000123 is now On Hold'],
    [
      'another status with notes',
      { status: 'Pending User Reply', statusNotes: 'Which desk?' },
      'IT request updated',
      '000123 is now Pending User Reply: Which desk?',
    ],
    [
      'new status notes',
      { statusNotes: 'Waiting for the vendor.' },
      'IT request updated',
      '000123 has new status notes: Waiting for the vendor.',
    ],
  ] as [string, Partial<State>, string, string][])('%s', (_name, after, type, description) => {
    expect(spoken(notice(open, after))).toEqual({ type, description });
  });

  it.each([
    [
      'notes already there when asking',
      { status: 'Assigned', statusNotes: 'Which desk?' },
      'Which desk?',
      ': Which desk?',
    ],
    [
      'new notes with the question',
      { status: 'Assigned', statusNotes: 'Old' },
      'Which floor?',
      ': Which floor?',
    ],
    ['no notes at all', { status: 'Assigned', statusNotes: null }, null, ''],
  ] as const)('Pending User Reply carries the desk’s note: %s', (_name, before, notes, suffix) => {
    expect(
      spoken(notice({ ...open, ...before }, { status: 'Pending User Reply', statusNotes: notes })),
    ).toEqual({
      type: 'IT request updated',
      description: `000123 is now Pending User Reply${suffix}`,
    });
  });

  it('unassigning and removing notes are updates', () => {
    expect(notice({ ...open, ...alex }, {})?.description).toBe('000123 is no longer assigned');
    expect(notice({ ...open, statusNotes: 'Old' }, {})?.description).toBe('000123 status notes were removed');
  });

  it('long notes are cut to a line or two', () => {
    const description = notice(open, { statusNotes: 'x'.repeat(2009) })!.description;
    expect(description.endsWith('x…')).toBe(true);
    expect(description.length).toBe('000123 has new status notes: '.length + NOTE_EXCERPT_LENGTH);
  });

  it('nothing to announce when nothing the requester sees changed', () => {
    expect(notice(open, {})).toBeNull();
    const complete = { ...open, status: 'Complete' };
    expect(notice(complete, complete)).toBeNull();
  });
});

describe('estimateSentNotice', () => {
  it('is an update naming the request', () => {
    expect(spoken(estimateSentNotice('SR-000042'))).toEqual({
      type: 'IT request updated',
      description: '000042 estimate sent for approval',
    });
  });
});

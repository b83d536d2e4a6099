import { describe, expect, it } from 'vitest';
import { mergeTimeline, type TimelineEntry } from './timeline';

const status = (id: string, at: string): TimelineEntry => ({
  kind: 'status',
  id,
  at,
  from: null,
  to: 'Locked',
  actor: null,
});
const decision = (id: string, at: string): TimelineEntry => ({
  kind: 'decision',
  id,
  at,
  step: 'purchase',
  status: 'Approved',
  actor: 'Drew',
  notes: null,
});
const comment = (id: string, at: string): TimelineEntry => ({
  kind: 'comment',
  id,
  at,
  author: 'Emery',
  authorId: 'emery',
  body: 'hi',
  editedAt: null,
  removed: false,
  canEdit: false,
  canRemove: false,
});

const ids = (entries: TimelineEntry[]) => entries.map((entry) => entry.id);

describe('the merged timeline', () => {
  it.each([
    ['empty', [], []],
    [
      'by time, newest last',
      [
        comment('c2', '2026-01-01T10:05:00Z'),
        status('s1', '2026-01-01T10:00:00Z'),
        comment('c1', '2026-01-01T10:01:00Z'),
      ],
      ['s1', 'c1', 'c2'],
    ],
    [
      'a decision before the status change it caused, then talk, at one instant',
      [
        comment('c', '2026-01-01T10:00:00Z'),
        status('s', '2026-01-01T10:00:00Z'),
        decision('d', '2026-01-01T10:00:00Z'),
      ],
      ['d', 's', 'c'],
    ],
    [
      'ties of one kind keep their order',
      [comment('b', '2026-01-01T10:00:00Z'), comment('a', '2026-01-01T10:00:00Z')],
      ['b', 'a'],
    ],
    [
      'time offsets compared as instants',
      [comment('late', '2026-01-01T06:00:00-05:00'), comment('early', '2026-01-01T10:59:00Z')],
      ['early', 'late'],
    ],
  ])('%s', (_, entries, expected) => {
    expect(ids(mergeTimeline(entries))).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import {
  announcementDueAt,
  canAuthorNews,
  canChangePost,
  canReadPost,
  newsVisibility,
  type NewsVisibility,
} from './news-visibility';

const window = { visibleFrom: '2026-03-10', visibleTo: '2026-03-20' };

describe('news visibility: Visible From ≤ today ≤ Visible To', () => {
  it.each<[string, NewsVisibility]>([
    ['2026-03-09', 'scheduled'],
    ['2026-03-10', 'visible'],
    ['2026-03-15', 'visible'],
    ['2026-03-20', 'visible'],
    ['2026-03-21', 'expired'],
  ])('on %s the post is %s', (today, expected) => {
    expect(newsVisibility(window, today)).toBe(expected);
  });

  it('a one-day post is visible on that day only', () => {
    const oneDay = { visibleFrom: '2026-03-10', visibleTo: '2026-03-10' };
    expect(['2026-03-09', '2026-03-10', '2026-03-11'].map((day) => newsVisibility(oneDay, day))).toEqual([
      'scheduled',
      'visible',
      'expired',
    ]);
  });
});

describe('who authors, changes and reads posts (spec §6)', () => {
  const post = { ...window, authorId: 'blair' };
  it.each([
    [['ELT'], true],
    [['Admin'], true],
    [['ELT', 'Admin'], true],
    [['HR'], false],
    [['IT desk'], false],
    [[], false],
  ] as const)('roles %j author: %s', (roles, expected) => {
    expect(canAuthorNews(roles)).toBe(expected);
  });

  it.each([
    ['the author with ELT', { employeeId: 'blair', roles: ['ELT'] as const }, true],
    ['another ELT', { employeeId: 'alex', roles: ['Admin'] as const }, false],
    ['the author who lost the role', { employeeId: 'blair', roles: [] as const }, false],
  ])('%s may change: %s', (_, viewer, expected) => {
    expect(canChangePost(post, viewer)).toBe(expected);
  });

  it.each([
    ['anyone while visible', 'emery', '2026-03-15', true],
    ['anyone not before', 'emery', '2026-03-09', false],
    ['anyone after it ends (its announcement still opens it)', 'emery', '2026-03-21', true],
    ['its author before', 'blair', '2026-03-09', true],
    ['its author after', 'blair', '2026-03-21', true],
  ])('%s: %s on %s → %s', (_, employeeId, today, expected) => {
    expect(canReadPost(post, { employeeId }, today)).toBe(expected);
  });
});

describe('when the New Announcement is due', () => {
  const now = new Date('2026-03-10T15:00:00Z');
  it.each([
    ['visible from today: at once', '2026-03-10', now.toISOString()],
    ['window already open (an edit): at once', '2026-03-01', now.toISOString()],
    ['scheduled: the start of its first day in UTC', '2026-03-12', '2026-03-12T00:00:00.000Z'],
  ])('%s', (_, visibleFrom, expected) => {
    expect(announcementDueAt({ visibleFrom, visibleTo: '2026-04-01' }, now, ['UTC']).toISOString()).toBe(
      expected,
    );
  });

  it.each([
    ['Toronto alone: its midnight', ['America/Toronto'], '2026-03-12T04:00:00.000Z'],
    ['Doha and Toronto: Toronto’s, the later', ['Asia/Qatar', 'America/Toronto'], '2026-03-12T04:00:00.000Z'],
    [
      'Vancouver too: its midnight, the last',
      ['Asia/Qatar', 'America/Toronto', 'America/Vancouver'],
      '2026-03-12T07:00:00.000Z',
    ],
    ['Doha alone: its midnight, the evening before in UTC', ['Asia/Qatar'], '2026-03-11T21:00:00.000Z'],
  ])('scheduled, once its first day has begun at every site: %s', (_, zones, expected) => {
    const post = { visibleFrom: '2026-03-12', visibleTo: '2026-04-01' };
    expect(announcementDueAt(post, now, zones).toISOString()).toBe(expected);
  });
});

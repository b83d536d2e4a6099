import { describe, expect, it } from 'vitest';
import { BELL_NOTIFICATION_COUNT, notificationTarget, unopenedHeading } from './notification-types';

const links = { requestId: 'r1', announcementId: 'n1', trainingId: 't1' };

describe('where a notification goes (spec §9)', () => {
  it.each([
    ['IT request completed', links, '/serviceRequests/r1'],
    ['IT request rejected', links, '/serviceRequests/r1'],
    ['IT request approved', links, '/serviceRequests/r1'],
    ['IT request updated', links, '/serviceRequests/r1'],
    ['IT request assigned', links, '/serviceRequests/r1'],
    ['IT request assigned', { ...links, requestId: null }, '/notifications'],
    ['Approval needed', links, '/serviceRequests/r1'],
    ['Approval reminder', links, '/serviceRequests/r1'],
    ['Approval escalated', links, '/serviceRequests/r1'],
    ['New Announcement', links, '/newsEvents/n1'],
    ['New Corporate Link', links, '/'],
    ['New Training', links, '/helpDocs/t1'],
    ['Something else', links, '/notifications'],
  ])('%s → %s', (type, ids, target) => {
    expect(notificationTarget({ type, ...ids })).toBe(target);
  });

  it('the bell lists 7 and says how many are unopened', () => {
    expect(BELL_NOTIFICATION_COUNT).toBe(7);
    expect(unopenedHeading(3)).toBe('You have 3 unopened notifications');
  });
});

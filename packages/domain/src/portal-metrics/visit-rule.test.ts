import { describe, expect, it } from 'vitest';
import { deviceClassOf } from './device-class';
import { featureAreaOf } from './feature-areas';
import { startsNewVisit } from './visit-rule';

describe('startsNewVisit', () => {
  const now = new Date('2026-11-25T10:00:00Z');
  it.each([
    ['no visit before', undefined, true],
    ['a visit 29 minutes 59 seconds ago', new Date('2026-11-25T09:30:01Z'), false],
    ['a visit exactly 30 minutes ago', new Date('2026-11-25T09:30:00Z'), true],
    ['a visit yesterday', new Date('2026-11-24T10:00:00Z'), true],
    ['a visit just now', now, false],
  ])('%s: %s', (_name, last, expected) => {
    expect(startsNewVisit(last, now)).toBe(expected);
  });
});

describe('deviceClassOf', () => {
  it.each([
    ['desktop', 'Desktop'],
    ['mobile', 'Mobile'],
    ['tablet', 'Mobile'],
    ['tv', 'Desktop'],
    [undefined, 'Desktop'],
  ] as const)('%s is %s', (platform, expected) => {
    expect(deviceClassOf(platform)).toBe(expected);
  });
});

describe('featureAreaOf', () => {
  it.each([
    ['/', 'Dashboard'],
    ['', 'Dashboard'],
    ['/serviceRequests', 'IT Requests'],
    ['/serviceRequests/new', 'IT Requests'],
    ['/serviceRequest/attachments/1', 'IT Requests'],
    ['/serviceRequestTypes/pending', 'IT Requests'],
    ['/employees?search=ann', 'Employee Directory'],
    ['/newsEvents/3#top', 'News & Events'],
    ['/EmployeePortalLogs', 'Portal Metrics'],
    ['/my-time-off', 'My Time Away'],
    ['/no-such-page', 'Other'],
    ['/constructor', 'Other'],
    ['/__proto__', 'Other'],
  ])('%s is %s', (path, area) => {
    expect(featureAreaOf(path)).toBe(area);
  });
});

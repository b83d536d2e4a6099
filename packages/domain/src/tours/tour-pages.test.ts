import { describe, expect, it } from 'vitest';
import { isTourDue, NO_TOURS_DONE, TOUR_PAGES, type TourRecord } from './tour-pages';
import { tourRecordUpdateSchema } from './tour-record-schema';

describe('tour record', () => {
  it('has the spec’s six pages, none done for someone new', () => {
    expect(TOUR_PAGES).toEqual([
      'dashboard',
      'itRequests',
      'itRequestDetails',
      'employeeDirectory',
      'newsEvents',
      'trainingMaterials',
    ]);
    expect(Object.values(NO_TOURS_DONE)).toEqual([false, false, false, false, false, false]);
  });

  const doneDashboard: TourRecord = { ...NO_TOURS_DONE, dashboard: true };
  it.each([
    ['not loaded yet: wait, do not flash a tour', undefined, 'dashboard', false],
    ['never done', NO_TOURS_DONE, 'dashboard', true],
    ['done on this page', doneDashboard, 'dashboard', false],
    ['done on another page only', doneDashboard, 'itRequests', true],
  ] as const)('%s', (_case, record, page, due) => {
    expect(isTourDue(record, page)).toBe(due);
  });

  it.each([
    ['one flag', { dashboard: true }, true],
    ['several flags, either way', { dashboard: false, newsEvents: true }, true],
    ['nothing named', {}, false],
    ['an unknown page', { payroll: true }, false],
    ['not a boolean', { dashboard: 'yes' }, false],
  ])('an update with %s is %s', (_case, body, valid) => {
    expect(tourRecordUpdateSchema.safeParse(body).success).toBe(valid);
  });
});

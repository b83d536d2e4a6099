import { describe, expect, it } from 'vitest';
import {
  requestTypeText,
  TIME_AWAY_REQUEST_TYPES,
  TIME_AWAY_ROWS,
} from '@portico/domain/time-away/time-away-constants';
import { activateLanguage } from '../../lib/i18n';
import { formatTimeAwayRow, formatTimeAwayStatus, formatTimeAwayType } from './time-away-labels';

describe('time-away labels', () => {
  it.each(TIME_AWAY_REQUEST_TYPES)('names the type %s in English as the domain does', (type) => {
    expect(formatTimeAwayType(type)).toBe(requestTypeText(type));
  });

  it.each(TIME_AWAY_ROWS)('names the totals row of $requestType $label, as the spec does', (row) => {
    expect(formatTimeAwayRow(row.requestType)).toBe(row.label);
  });

  it.each([
    [formatTimeAwayType, 'Vacation_Salary', 'Vacances payées'],
    [formatTimeAwayType, 'Personal Day', 'Congé personnel'],
    [formatTimeAwayRow, 'Personal Day', 'Personnel'],
    [formatTimeAwayRow, 'Float', 'Congé mobile'],
    [formatTimeAwayStatus, 'APPROVED', 'APPROUVÉ'],
    [formatTimeAwayStatus, 'PENDING', 'EN ATTENTE'],
  ])('%o of %s is %s in French', async (format, value, french) => {
    await activateLanguage('fr-CA');
    expect(format(value)).toBe(french);
  });

  it('shows what it does not know as HR wrote it, underscores as spaces for a type', async () => {
    await activateLanguage('fr-CA');
    expect(formatTimeAwayType('Bereavement_Leave')).toBe('Bereavement Leave');
    expect(formatTimeAwayStatus('CANCELLED')).toBe('CANCELLED');
  });
});

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { requestTypeText, type TimeAwayRequestType } from '@portico/domain/time-away/time-away-constants';
import { vocabulary } from '../../lib/vocabulary';

/*
 * The HR system's time-away vocabulary in the reader's language (spec §9, §3): request types as
 * the Booked, Taken and who's-out lists name them (the type, underscores as spaces), the totals
 * table's rows (spec §2: "Personal", "Volunteer") and the statuses. The English is the domain's
 * (time-away-constants.ts, held to it by the test); a type or status the portal does not know
 * is shown as HR wrote it.
 */
const REQUEST_TYPES: Readonly<Record<TimeAwayRequestType, MessageDescriptor>> = {
  Vacation_Salary: msg`Vacation Salary`,
  Carry_Over: msg`Carry Over`,
  Sick: msg`Sick`,
  'Personal Day': msg`Personal Day`,
  Float: msg`Float`,
  'Volunteer Day': msg`Volunteer Day`,
  Vacation: msg`Vacation`,
};

const ROWS: Readonly<Record<TimeAwayRequestType, MessageDescriptor>> = {
  ...REQUEST_TYPES,
  'Personal Day': msg({ context: 'time away totals row', message: 'Personal' }),
  'Volunteer Day': msg({ context: 'time away totals row', message: 'Volunteer' }),
};

const STATUSES: Readonly<Record<string, MessageDescriptor>> = {
  APPROVED: msg({ context: 'time away status', message: 'APPROVED' }),
  PENDING: msg({ context: 'time away status', message: 'PENDING' }),
};

const knownType = vocabulary(REQUEST_TYPES);

/** A list's name for a request type; one the portal does not know with its underscores as spaces. */
export const formatTimeAwayType = (requestType: string) => requestTypeText(knownType(requestType));

/** A totals row's name. */
export const formatTimeAwayRow: (requestType: string) => string = vocabulary(ROWS);

/** A request's status (spec §3 Request_Status__c). */
export const formatTimeAwayStatus: (requestStatus: string) => string = vocabulary(STATUSES);

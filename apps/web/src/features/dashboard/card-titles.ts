import { msg } from '@lingui/core/macro';

/** The headings of the dashboard's lazily loaded cards, shared by each card and its loading frame. */
export const JOB_OPPORTUNITIES_TITLE = msg`Job Opportunities`;
export const EMPLOYEE_LIST_TITLE = msg`Employees`;

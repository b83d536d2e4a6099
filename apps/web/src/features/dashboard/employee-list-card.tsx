import { usePrefetchQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { employeeListQueryOptions } from './api/get-employee-list';
import { EMPLOYEE_LIST_TITLE } from './card-titles';
import { LoadingCard } from './loading-card';

/*
 * The list's code (the search box, the pager) arrives after the dashboard's first load, which
 * stays within its budget (DESIGN §9); the first page is asked for at once, in parallel.
 */
const EmployeeSearchList = lazy(() => import('./employee-search-list'));

/** Spec §2 Dashboard: the employee search list card. */
export function EmployeeListCard() {
  usePrefetchQuery(employeeListQueryOptions('', 1));
  return (
    <Suspense fallback={<LoadingCard title={EMPLOYEE_LIST_TITLE} />}>
      <EmployeeSearchList />
    </Suspense>
  );
}
